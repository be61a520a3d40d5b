// The addition's three step routes in one lazy chunk, so moving between them never waits for
// code, each page inside the provider of the one addition-flow actor.
import { AdditionConfirmPage } from './addition-confirm-page';
import { additionFlowKit } from './addition-flow';
import { AdditionInputPage } from './addition-input-page';
import { AdditionThanksPage } from './addition-thanks-page';

export const AdditionStepRoutePage = additionFlowKit.stepRoutePage({
  'after-step': AdditionInputPage,
  'after-step-confirm': AdditionConfirmPage,
  'after-step-thanks': AdditionThanksPage,
});
