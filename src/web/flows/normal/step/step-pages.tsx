// The four step routes in one lazy chunk, so moving between them never waits for code, each page
// inside the provider of the one normal-flow actor.
import { StepConfirmPage } from './step-confirm-page';
import { normalFlowKit } from './step-flow';
import { StepInputPage } from './step-input-page';
import { StepPromptauthPage } from './step-promptauth-page';
import { StepThanksPage } from './step-thanks-page';
import { SubmittedApplicationGate } from './submitted-application-gate';

export const StepRoutePage = normalFlowKit.stepRoutePage(
  { step: StepInputPage, 'step-confirm': StepConfirmPage, 'step-promptauth': StepPromptauthPage, 'step-thanks': StepThanksPage },
  // Only the overview starts a filing: the gate asks first when one was already sent.
  { step: SubmittedApplicationGate },
);
