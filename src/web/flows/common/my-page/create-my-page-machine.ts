// The マイページ machine with its calls and navigation provided from `deps`, so a test can run
// it over a fake network. The login state is the one the shell already read with the route:
// auth_status is fetched once per navigation, not again by the page.
import { fromPromise } from 'xstate';
import { myPageMachine } from '#machines/my-page.machine';
import { getApplications } from '../../../api/applications';
import { getUserInfo, logout } from '../../../api/auth';
import type { ApiClient } from '../../../api/client';
import { routeAuthOf } from '../../../session/route-auth';
import type { RouteSessionStore } from '../../../session/route-session-store';

export interface MyPageDeps {
  client: ApiClient;
  /** The shell's route session, loaded on every navigation. */
  routeSessions: RouteSessionStore;
  currentPath: () => string;
  navigate: (path: string, options: { replace: boolean }) => void;
  /** Leaves 「ログアウトしました。」 for the top page to say. */
  announceLogout?: () => void;
}

export function createMyPageMachine({ client, routeSessions, currentPath, navigate, announceLogout }: MyPageDeps) {
  return myPageMachine.provide({
    actors: {
      checkAuthStatus: fromPromise(({ signal }) => routeAuthOf({ client, store: routeSessions }, currentPath(), signal)),
      loadUserInfo: fromPromise(() => getUserInfo(client)),
      loadApplications: fromPromise(() => getApplications(client)),
      logout: fromPromise(() => logout(client)),
    },
    actions: {
      // Replace, so Back does not return to a マイページ that no longer has a session.
      goToTop: () => {
        announceLogout?.();
        navigate('/', { replace: true });
      },
    },
  });
}
