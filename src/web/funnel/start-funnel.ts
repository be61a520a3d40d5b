// Starts the funnel (issue 29) at no cost to the first page: until a flow actor enters a state,
// this is one listener and a few lines; then the listener's own chunk is fetched, and the states
// seen meanwhile are handed over with the time they were seen. Do Not Track or Global Privacy
// Control: nothing is registered, fetched or sent.
import { csrfTokens } from '../api/client';
import { onFlowStateChange, type FlowStateChange } from '../dev/flow-state-observer';
import { trackingRefused } from './privacy-signals';

/** A page that runs away with states before the chunk arrives keeps no more than this. */
const EARLY_LIMIT = 200;

export function startFunnel(): void {
  if (trackingRefused(navigator)) return;
  const early: (FlowStateChange & { at: number })[] = [];
  const stopEarly = onFlowStateChange((change) => {
    if (early.length === 0) {
      void import('./funnel-listener').then(({ createFunnelListener }) => {
        const listener = createFunnelListener({ csrfToken: () => csrfTokens.current() });
        stopEarly();
        early.splice(0).forEach(listener);
        onFlowStateChange(listener);
      }, () => stopEarly());
    }
    if (early.length < EARLY_LIMIT) early.push({ ...change, at: performance.now() });
  });
}
