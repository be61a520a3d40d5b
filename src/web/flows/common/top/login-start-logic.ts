// The login-start machine with the browser's effects provided.
import { fromPromise } from 'xstate';
import { loginStartMachine } from '#machines/login-start.machine';
import { getAuthzUrl } from '../../../api/auth';
import { apiClient } from '../../../api/client';

export const liveLoginStartMachine = loginStartMachine.provide({
  actors: {
    fetchAuthzUrl: fromPromise(({ input }) => getAuthzUrl(apiClient, input)),
  },
  actions: {
    // Spec §2: the primary provider opens by deep link in this tab; the second login service in a new tab.
    openLoginUrl: (_, { url, new_tab }) => {
      if (new_tab) window.open(url, '_blank', 'noopener');
      else window.location.assign(url);
    },
  },
});
