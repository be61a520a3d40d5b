// The development analytics sink (ANALYTICS_DEV_SINK=on, which playwright.config.ts sets): the
// default build, without a measurement id, posts each event there, and GET lists them back.
import type { APIRequestContext } from '@playwright/test';
import { analyticsSinkPath } from '#shared/config/analytics-sink';
import type { SunkEvent } from '../../src/server/dev-analytics/sink-events';

/** The events the sink has received after `after` (a sequence number), oldest first. */
export async function sunkEvents(request: APIRequestContext, after = 0): Promise<SunkEvent[]> {
  const response = await request.get(`${analyticsSinkPath}?after=${after}`);
  if (!response.ok()) throw new Error(`GET ${analyticsSinkPath}: ${response.status()}`);
  return ((await response.json()) as { events: SunkEvent[] }).events;
}

/** The sequence number of the last event so far: a test reads only the events after it. */
export async function lastSunkSequence(request: APIRequestContext): Promise<number> {
  return (await sunkEvents(request)).at(-1)?.seq ?? 0;
}
