// /revocation/step/promptauth (電子署名): the same signing page as the normal flow's
// (shared/step/promptauth-view.tsx), its messages coming from the same signing child.
import { PromptauthView } from '../shared/step/promptauth-view';
import { useRevocationFlow } from './revocation-flow';

export function RevocationPromptauthPage() {
  const { snapshot, send } = useRevocationFlow();
  return <PromptauthView route="revocation-step-promptauth" snapshot={snapshot} send={send} noun="取消し" backLabel="取消し内容の確認へ戻る" />;
}
