// The route session (login state and drafts, see route-session.ts) of the path on screen.
// A load starts on every route change; an answer for a path already left is dropped.
import { matchRoute } from '#shared/routes';
import type { ApiClient } from '../api/client';
import type { ReportApiFailure } from '../errors/api-failure';
import { createStore, type Store } from '../stores/create-store';
import { loadRouteSession, type AuthStatus, type RouteSession } from './route-session';

export type RouteSessionState =
  | { path: string; status: 'loading' }
  | { path: string; status: 'ready'; value: RouteSession }
  /**
   * The failure went to the failure reporter (error page, or the expired page for a 408).
   * `auth`: the login state, when only a draft read failed.
   */
  | { path: string; status: 'failed'; auth?: AuthStatus }
  /** A path outside the route table: the 404 page needs no session. */
  | { path: string; status: 'none' };

export type RouteSessionStore = Store<RouteSessionState>;

export function createRouteSessionStore(): RouteSessionStore {
  return createStore<RouteSessionState>({ path: '', status: 'none' });
}

export function createRouteSessionLoader(deps: { client: ApiClient; store: RouteSessionStore; report: ReportApiFailure }) {
  const { client, store, report } = deps;
  return async function load(path: string): Promise<void> {
    const route = matchRoute(path);
    if (!route) {
      store.set({ path, status: 'none' });
      return;
    }
    const loading = { path, status: 'loading' } as const;
    store.set(loading);
    const result = await loadRouteSession(client, route.name);
    // The resident has moved on (or the route was loaded again): this answer is stale.
    if (store.get() !== loading) return;
    if (result.ok) {
      store.set({ path, status: 'ready', value: result.value });
    } else {
      const { auth } = result.error;
      store.set(auth ? { path, status: 'failed', auth } : { path, status: 'failed' });
      report(result.error.operationPath, result.error.failure);
    }
  };
}

/** The state of `path`: still loading when the store holds an older path's state. */
export function routeSessionFor(state: RouteSessionState, path: string): RouteSessionState {
  return state.path === path ? state : { path, status: 'loading' };
}

/** The login state known on the path: from a ready session, or one whose draft read failed. */
export function knownAuth(state: RouteSessionState): AuthStatus | null {
  if (state.status === 'ready') return state.value.auth;
  if (state.status === 'failed') return state.auth ?? null;
  return null;
}
