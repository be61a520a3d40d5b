// The app's route session: one store, loaded on every route change by the shell
// (boot/route-change-effects), read by the layouts, the error page, マイページ and the step pages.
import { useLocation } from 'wouter';
import { apiClient } from '../api/client';
import { reportApiFailure } from '../errors/failure-reporting';
import { useStore } from '../stores/use-store';
import type { Phase } from '../api/drafts';
import { routeDraftOf } from './route-draft';
import { createRouteSessionLoader, createRouteSessionStore, routeSessionFor, type RouteSessionState } from './route-session-store';

export const routeSessionStore = createRouteSessionStore();

export const loadCurrentRouteSession = createRouteSessionLoader({ client: apiClient, store: routeSessionStore, report: reportApiFailure });

/** The session state of the path on screen ('loading' until its own load has answered). */
export function useRouteSession(): RouteSessionState {
  const [path] = useLocation();
  return routeSessionFor(useStore(routeSessionStore), path);
}

/** The flow's draft on the page on screen: the route session's, or read now where the route does not read it. */
export function loadRouteDraft(phase: Phase, signal?: AbortSignal) {
  return routeDraftOf({ client: apiClient, store: routeSessionStore }, window.location.pathname, phase, signal);
}
