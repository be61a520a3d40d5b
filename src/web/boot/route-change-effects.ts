// What happens on every route change (spec §2): the form values and errors of the page left
// are cleared, its scroll position is kept (page-scroll-y), a failure shown in place is
// dropped, the new route's title is set, its session is loaded, and a page view is scheduled.
// Arriving at a top page is starting over, so the session-expiry machine is reset.
import type { SessionExpiryEvent } from '#machines/session-expiry.machine';
import type { ClientError } from '#shared/errors/error-catalogue';
import { routeShownAt, notFoundTitle } from '#shared/routes';
import { watchPathChanges } from '../routing/path-changes';
import { clearFormState } from '../stores/clear-form-state';
import { pageScrollYStore } from '../stores/client-stores';
import type { Store } from '../stores/create-store';

export interface RouteChangeDeps {
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  readPath: () => string;
  scrollY: () => number;
  /** Sets the document title for a page title (the route's, until the page refines it). */
  setTitle: (pageTitle: string) => void;
  shownFailure: Store<ClientError | null>;
  loadRouteSession: (path: string) => unknown;
  pageViews: { routeChanged(): void };
  expiry: { send(event: SessionExpiryEvent): void };
}

const startRoutes: readonly string[] = ['index', 'index01'];

/** Runs the arrival effects for the first page now, and for every later route change. */
export function installRouteChangeEffects(deps: RouteChangeDeps): () => void {
  const arrive = (path: string) => {
    // The 404 page's title for a route whose validate check fails (/lifeline/Bad_Id), as for a path
    // outside the table.
    const route = routeShownAt(path);
    // Before the title changes: the page left keeps its own title for its page view, still to come.
    deps.pageViews.routeChanged();
    // Before the page renders: a page view sent while the page still loads names the right page.
    deps.setTitle(route?.title ?? notFoundTitle);
    if (route && startRoutes.includes(route.name)) deps.expiry.send({ type: 'RESET' });
    void deps.loadRouteSession(path);
  };
  arrive(deps.readPath());
  return watchPathChanges(deps.target, deps.readPath, (next, previous) => {
    pageScrollYStore.setItem(previous, deps.scrollY());
    clearFormState();
    deps.shownFailure.set(null);
    arrive(next);
  });
}
