// The four step routes in one lazy chunk, so moving between them never waits for code, each
// page inside the provider of the one normal-flow actor.
import { StepConfirmPage } from './step-confirm-page';
import { StepFlowProvider } from './step-flow';
import { StepInputPage } from './step-input-page';
import { StepPromptauthPage } from './step-promptauth-page';
import { StepThanksPage } from './step-thanks-page';
import { SubmittedApplicationGate } from './submitted-application-gate';

export type StepRouteName = 'step' | 'step-confirm' | 'step-promptauth' | 'step-thanks';

const pages = {
  step: StepInputPage,
  'step-confirm': StepConfirmPage,
  'step-promptauth': StepPromptauthPage,
  'step-thanks': StepThanksPage,
} as const satisfies Record<StepRouteName, () => unknown>;

export function StepRoutePage({ route }: { route: StepRouteName }) {
  const Page = pages[route];
  const flowPage = (
    <StepFlowProvider>
      <Page />
    </StepFlowProvider>
  );
  // Only the overview starts a filing: the gate asks first when one was already sent.
  return route === 'step' ? <SubmittedApplicationGate>{flowPage}</SubmittedApplicationGate> : flowPage;
}
