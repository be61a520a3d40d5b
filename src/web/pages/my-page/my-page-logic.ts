// The マイページ machine with the API calls and navigation provided.
import { fromPromise } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import { myPageMachine } from '../../../../machines/my-page.machine';
import { unwrap } from '../../api/api-error';
import { apiClient } from '../../api/client';
import { fetchAuthStatus, fetchUserInfo, logout } from '../../api/login-requests';

export const liveMyPageMachine = myPageMachine.provide({
  actors: {
    checkAuthStatus: fromPromise(() => fetchAuthStatus()),
    loadUserInfo: fromPromise(() => fetchUserInfo()),
    loadApplications: fromPromise(async () => unwrap(await apiClient.GET('/applications'))),
    logout: fromPromise(() => logout()),
  },
  actions: {
    // Replace, so Back does not return to a マイページ that no longer has a session.
    goToTop: () => navigate('/', { replace: true }),
  },
});
