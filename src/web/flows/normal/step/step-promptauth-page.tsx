// /step/promptauth (電子署名): the normal flow's signing page (shared/step/promptauth-view.tsx).
import { PromptauthView } from '../../shared/step/promptauth-view';
import { useStepFlow } from './step-flow';

export function StepPromptauthPage() {
  const { snapshot, send } = useStepFlow();
  return <PromptauthView route="step-promptauth" snapshot={snapshot} send={send} noun="申請" backLabel="申請内容の確認へ戻る" />;
}
