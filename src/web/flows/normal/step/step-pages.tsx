// The four step routes in one lazy chunk, so moving between them never waits for code, each
// page inside the provider of the one normal-flow actor.
import { StepConfirmPage } from './step-confirm-page';
import { StepFlowProvider } from './step-flow';
import { StepInputPage } from './step-input-page';
import { StepPromptauthPage } from './step-promptauth-page';
import { StepThanksPage } from './step-thanks-page';

export type StepRouteName = 'step' | 'step-confirm' | 'step-promptauth' | 'step-thanks';

const pages = {
  step: StepInputPage,
  'step-confirm': StepConfirmPage,
  'step-promptauth': StepPromptauthPage,
  'step-thanks': StepThanksPage,
} as const satisfies Record<StepRouteName, () => unknown>;

export function StepRoutePage({ route }: { route: StepRouteName }) {
  const Page = pages[route];
  return (
    <StepFlowProvider>
      <Page />
    </StepFlowProvider>
  );
}
