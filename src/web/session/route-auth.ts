// The login state for a page that needs it too (マイページ): the one the shell read with the
// route, so auth_status is fetched once per navigation.
import { getAuthStatus } from '../api/auth';
import type { ApiClient } from '../api/client';
import type { AuthStatus } from './route-session';
import { knownAuth, type RouteSessionStore } from './route-session-store';
import { settledRouteSession } from './settled-route-session';

export interface RouteReads {
  client: ApiClient;
  store: RouteSessionStore;
}

/** The route's login state; asked again only when the route's own read of it failed (its error is already shown). */
export async function routeAuthOf({ client, store }: RouteReads, path: string, signal?: AbortSignal): Promise<AuthStatus> {
  return knownAuth(await settledRouteSession(store, path, signal)) ?? getAuthStatus(client);
}
