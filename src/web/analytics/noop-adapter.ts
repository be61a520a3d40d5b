import type { AnalyticsAdapter } from './analytics-event';

/** No measurement id configured: events go nowhere. */
export const noopAdapter: AnalyticsAdapter = { send: () => {} };
