// The revocation's four step routes in one lazy chunk, so moving between them never waits for
// code, each page inside the provider of the one revocation-flow actor.
import { RevocationConfirmPage } from './revocation-confirm-page';
import { revocationFlowKit } from './revocation-flow';
import { RevocationInputPage } from './revocation-input-page';
import { RevocationPromptauthPage } from './revocation-promptauth-page';
import { RevocationThanksPage } from './revocation-thanks-page';

export const RevocationStepRoutePage = revocationFlowKit.stepRoutePage({
  'revocation-step': RevocationInputPage,
  'revocation-step-confirm': RevocationConfirmPage,
  'revocation-step-promptauth': RevocationPromptauthPage,
  'revocation-step-thanks': RevocationThanksPage,
});
