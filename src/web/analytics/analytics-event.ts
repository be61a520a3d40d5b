// What the SPA reports to analytics (spec §2, §8): a page view per route change, and an
// error event with the status, title and path of each error page shown. Never personal data:
// paths carry at most a business id, titles are the fixed page titles.

export type AnalyticsEvent =
  | { type: 'page_view'; path: string; title: string }
  | { type: 'error_page'; status: number; title: string; path: string };

/** Where events go: GA4 when configured, nowhere otherwise, a list in tests. */
export interface AnalyticsAdapter {
  send(event: AnalyticsEvent): void;
}
