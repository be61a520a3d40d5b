// Reasons shared by the browser models for what a resident cannot cause (issue 29).
import type { LeftOut } from './model-gaps';

/**
 * A call that fails at the server, or a connection lost before the call (the error pages): the
 * machines' path tests replay each one (machines/*.paths.test.ts) and e2e/error-routes.spec.ts
 * shows the pages. A resident cannot make the server fail; the one failure a resident meets
 * mid-flow, the submit's answer lost on the way back, is driven (signed-flow-drivers.ts).
 */
export const serverFailures: readonly LeftOut[] = [
  { match: /\|xstate\.error\.actor\./, reason: 'a call fails at the server or before reaching it: replayed in machines/*.paths.test.ts, its page in e2e/error-routes.spec.ts' },
  { match: /\.failing\|\|/, reason: 'routes a failed call (to the expired page for a 408, else the error page): only after a server failure, left out above' },
];
