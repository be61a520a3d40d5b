// For a page that needs what the shell reads with the route (the login state, a draft): wait
// for the route's own read instead of asking the server again.
import type { RouteSessionState, RouteSessionStore } from './route-session-store';

/**
 * Resolves with the route session of `path` once it has answered (ready, failed or none).
 * `signal` stops the wait with a rejection, so a page that is gone asks nothing afterwards.
 */
export function settledRouteSession(store: RouteSessionStore, path: string, signal?: AbortSignal): Promise<Exclude<RouteSessionState, { status: 'loading' }>> {
  return new Promise((resolve, reject) => {
    const settled = () => {
      const state = store.get();
      // The store may still hold the previous page's state: wait for this path's own answer.
      if (state.path !== path || state.status === 'loading') return false;
      resolve(state);
      return true;
    };
    if (settled()) return;
    const unsubscribe = store.subscribe(() => {
      if (settled()) unsubscribe();
    });
    signal?.addEventListener('abort', () => {
      unsubscribe();
      reject(signal.reason);
    });
  });
}
