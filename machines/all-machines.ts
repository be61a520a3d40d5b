// Every machine module of machines/, by file name: for what runs outside Vite, which has no
// import.meta.glob (the server's /dev-flows, `npm run flows`). machines/all-machines.test.ts
// fails when a machines/*.machine.ts file is missing here.
import * as additionFlow from './addition-flow.machine';
import * as errorRouting from './error-routing.machine';
import * as identityUpdate from './identity-update.machine';
import * as loginStart from './login-start.machine';
import * as myPage from './my-page.machine';
import * as normalFlow from './normal-flow.machine';
import * as readiness from './readiness.machine';
import * as revocationFlow from './revocation-flow.machine';
import * as sessionExpiry from './session-expiry.machine';
import * as signing from './signing.machine';

export const machineModules: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  'addition-flow.machine.ts': additionFlow,
  'error-routing.machine.ts': errorRouting,
  'identity-update.machine.ts': identityUpdate,
  'login-start.machine.ts': loginStart,
  'my-page.machine.ts': myPage,
  'normal-flow.machine.ts': normalFlow,
  'readiness.machine.ts': readiness,
  'revocation-flow.machine.ts': revocationFlow,
  'session-expiry.machine.ts': sessionExpiry,
  'signing.machine.ts': signing,
};
