// The マイページ machine with the API calls and navigation provided.
import { fromPromise } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import { myPageMachine } from '../../../../machines/my-page.machine';
import { fetchAuthStatus, fetchUserInfo, logout } from '../../api/login-requests';

export const liveMyPageMachine = myPageMachine.provide({
  actors: {
    checkAuthStatus: fromPromise(() => fetchAuthStatus()),
    loadUserInfo: fromPromise(() => fetchUserInfo()),
    logout: fromPromise(() => logout()),
  },
  actions: {
    // Replace, so Back does not return to a マイページ that no longer has a session.
    goToTop: () => navigate('/', { replace: true }),
  },
});
