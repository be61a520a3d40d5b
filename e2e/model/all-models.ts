// Every flow machine's browser model, for the coverage report. e2e/model/all-models.test.ts fails
// when a machine of machines/all-machines.ts has none and is not named below as no flow.
import type { BrowserModel } from './browser-model';
import { additionFlowModel } from './addition-flow.model';
import { identityUpdateModel } from './identity-update.model';
import { myPageModel } from './my-page.model';
import { normalFlowModel } from './normal-flow.model';
import { readinessModel } from './readiness.model';
import { revocationFlowModel } from './revocation-flow.model';
import { signingModel } from './signing.model';

type AnyBrowserModel = BrowserModel<never, never>;

export const browserModels: readonly AnyBrowserModel[] = [
  normalFlowModel,
  additionFlowModel,
  revocationFlowModel,
  signingModel,
  identityUpdateModel,
  myPageModel,
  readinessModel,
] as unknown as AnyBrowserModel[];

/**
 * Machines that are no resident's flow, each with why: they serve every page (the login button,
 * the error page, the session's expiry) and their pages are walked by the hand-written specs.
 */
export const notFlows: Readonly<Record<string, string>> = {
  'login-start.machine.ts': 'the login button of the top page, マイページ and the error pages: e2e/login.spec.ts and e2e/signed-out.spec.ts',
  'error-routing.machine.ts': 'the error page for a failed call: e2e/error-page.spec.ts and e2e/error-routes.spec.ts',
  'session-expiry.machine.ts': 'the expired session on any page: e2e/error-routes.spec.ts',
};
