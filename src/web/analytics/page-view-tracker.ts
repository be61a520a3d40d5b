// Spec §2/§9: a page view goes to analytics 250 ms after each route change. The delay lets
// the new page set its document title first; a route left within the delay (a redirect)
// is not reported, so analysts see where residents actually stayed.
import type { AnalyticsAdapter } from './analytics-event';

export const pageViewDelayMs = 250;

export interface PageViewTrackerOptions {
  adapter: AnalyticsAdapter;
  /** Path and title of the page on screen, read when the event is sent. */
  currentPage: () => { path: string; title: string };
  delayMs?: number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export function createPageViewTracker(options: PageViewTrackerOptions) {
  const {
    adapter,
    currentPage,
    delayMs = pageViewDelayMs,
    setTimer = (run, ms) => setTimeout(run, ms),
    clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
  } = options;
  let pending: unknown;

  function stop(): void {
    if (pending !== undefined) clearTimer(pending);
    pending = undefined;
  }

  return {
    /** Call after each route change (and for the first page). */
    routeChanged(): void {
      stop();
      pending = setTimer(() => {
        pending = undefined;
        adapter.send({ type: 'page_view', ...currentPage() });
      }, delayMs);
    },
    stop,
  };
}
