// The マイページ machine with the page's client, route session and navigation provided.
import { navigate } from 'wouter/use-browser-location';
import { apiClient } from '../../../api/client';
import { routeSessionStore } from '../../../session/current-route-session';
import { xidRelationStore } from '../../../stores/client-stores';
import { logoutNoticeStore } from '../top/logout-notice';
import { createMyPageMachine } from './create-my-page-machine';

export const liveMyPageMachine = createMyPageMachine({
  client: apiClient,
  routeSessions: routeSessionStore,
  currentPath: () => window.location.pathname,
  navigate,
  announceLogout: () => {
    logoutNoticeStore.set(true);
    // The next resident in this tab starts without this one's identity update.
    xidRelationStore.reset();
  },
});
