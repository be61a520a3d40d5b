// Starts the shell's browser-side behaviours (spec §2, §8, §9) before the first render: the
// leave guard's gate (issue 11), the chunk reload guard, the route-change effects (form reset,
// session load, page views) and the idle prefetch of the lazy pages (the entry, main.tsx, has
// started the current page's chunk).
import { pageTitle } from '#shared/config/brand';
import { analytics } from '../analytics/analytics';
import { createPageViewTracker } from '../analytics/page-view-tracker';
import { sessionExpiryActor, shownFailureStore } from '../errors/failure-reporting';
import { loadingActivity } from '../loading/loading-activity';
import { prefetchLinks, schedulePrefetch } from '../routing/prefetch-routes';
import { loadCurrentRouteSession } from '../session/current-route-session';
import { installChunkReloadGuard } from '../boot/chunk-reload-guard';
import { installRouteChangeEffects } from '../boot/route-change-effects';
import { installLeaveGuardGate } from '../routing/leave-guard';
import { installPromoCodes } from '../promo/install-promo-codes';

function tabStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  try {
    return window.sessionStorage;
  } catch {
    // Storage blocked by the browser's settings: the guard then never reloads (it cannot count).
    return { getItem: () => { throw new Error('no sessionStorage'); }, setItem: () => { throw new Error('no sessionStorage'); } };
  }
}

export function startShell(): void {
  // First: its popstate listener must run before the route-change effects' and wouter's.
  installLeaveGuardGate({ window, document });
  // Before the route-change effects read the address: `?promo=` leaves it first.
  installPromoCodes();

  installChunkReloadGuard({
    target: window,
    storage: tabStorage(),
    now: () => Date.now(),
    reload: () => window.location.reload(),
  });

  installRouteChangeEffects({
    target: window,
    readPath: () => window.location.pathname,
    scrollY: () => window.scrollY,
    setTitle: (title) => { document.title = pageTitle(title); },
    shownFailure: shownFailureStore,
    loadRouteSession: loadCurrentRouteSession,
    pageViews: createPageViewTracker({
      adapter: analytics(),
      currentPage: () => ({ path: window.location.pathname, title: document.title }),
    }),
    expiry: sessionExpiryActor,
  });

  void schedulePrefetch(prefetchLinks(document), loadingActivity.busySince);
}
