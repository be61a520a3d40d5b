// Spec §2/§9: a page view goes to analytics 250 ms after each route change — every one, a page
// left sooner (a redirect's, issue 24 point 7) included. The delay lets the new page set its
// document title first. A page still on screen when its view goes out is reported with the
// title of that moment; a page left before then, with the title it had when it was left.
import type { AnalyticsAdapter } from './analytics-event';

export const pageViewDelayMs = 250;

export interface PageViewTrackerOptions {
  adapter: AnalyticsAdapter;
  /** Path and title of the page on screen, read at each route change and when an event is sent. */
  currentPage: () => { path: string; title: string };
  delayMs?: number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

interface Visit {
  path: string;
  /** The title the page had when it was left; null while it is on screen. */
  leftWithTitle: string | null;
}

export function createPageViewTracker(options: PageViewTrackerOptions) {
  const {
    adapter,
    currentPage,
    delayMs = pageViewDelayMs,
    setTimer = (run, ms) => setTimeout(run, ms),
    clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
  } = options;
  const pending = new Set<unknown>();
  let current: Visit | null = null;

  return {
    /**
     * Call after each route change (and for the first page), before the new page's title is
     * set: the document's title is then still the page left's.
     */
    routeChanged(): void {
      const { path, title } = currentPage();
      if (current) current.leftWithTitle = title;
      const visit: Visit = { path, leftWithTitle: null };
      current = visit;
      const timer = setTimer(() => {
        pending.delete(timer);
        adapter.send({ type: 'page_view', path: visit.path, title: visit.leftWithTitle ?? currentPage().title });
      }, delayMs);
      pending.add(timer);
    },
    /** No more events, not even those already scheduled. */
    stop(): void {
      for (const timer of pending) clearTimer(timer);
      pending.clear();
    },
  };
}
