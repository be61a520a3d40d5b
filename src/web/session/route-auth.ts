// The login state the shell read with the route (auth_status, once per navigation), for a page
// that needs it too (マイページ): waiting for the route's own read instead of asking again.
import type { AuthStatus } from './route-session';
import { knownAuth, type RouteSessionStore } from './route-session-store';

/**
 * Resolves once the route session of `path` has answered: its login state, or null when the
 * route's read of it failed (the caller may then ask itself). `signal` stops the wait with a
 * rejection, so a page that is gone asks nothing.
 */
export function routeAuthOf(store: RouteSessionStore, path: string, signal?: AbortSignal): Promise<AuthStatus | null> {
  return new Promise((resolve, reject) => {
    const settled = () => {
      const state = store.get();
      // The store may still hold the previous page's state: wait for this path's own answer.
      if (state.path !== path || state.status === 'loading') return false;
      resolve(knownAuth(state));
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
