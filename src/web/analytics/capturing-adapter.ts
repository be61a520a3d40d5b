import type { AnalyticsAdapter, AnalyticsEvent } from './analytics-event';

/** Keeps every event in order, for tests (unit and end-to-end). */
export function createCapturingAdapter(): AnalyticsAdapter & { events: AnalyticsEvent[] } {
  const events: AnalyticsEvent[] = [];
  return { events, send: (event) => void events.push(event) };
}
