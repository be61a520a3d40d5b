// What the operators' metrics say about the outbox, read with one query over `deliveries`: how
// many deliveries are in each state, how many attempts were made in all, and how long the oldest
// delivery still on its way has waited. Counts only: no recipient, no application, no data.
import { sql } from 'drizzle-orm';
import { deliveryStates, type DeliveryState } from '#shared/recipient-status';
import type { Db } from '../db/database-handle';
import { deliveries } from '../db/schema';

export interface OutboxFigures {
  byState: Record<DeliveryState, number>;
  attempts: number;
  /** 0 when nothing is pending or sending. */
  oldestPendingAgeSeconds: number;
}

export async function readOutboxFigures(db: Db, now: Date): Promise<OutboxFigures> {
  const rows = await db
    .select({
      state: deliveries.state,
      count: sql<number>`count(*)::int`,
      attempts: sql<string>`coalesce(sum(${deliveries.attempts}), 0)::bigint`,
      oldest: sql<Date | string | null>`min(${deliveries.createdAt})`,
    })
    .from(deliveries)
    .groupBy(deliveries.state);
  const byState = Object.fromEntries(deliveryStates.map((state) => [state, 0])) as Record<DeliveryState, number>;
  let attempts = 0;
  let oldestPending: number | null = null;
  for (const row of rows) {
    if (row.state in byState) byState[row.state as DeliveryState] = row.count;
    attempts += Number(row.attempts);
    if ((row.state === 'pending' || row.state === 'sending') && row.oldest !== null) {
      const created = new Date(row.oldest).getTime();
      oldestPending = oldestPending === null ? created : Math.min(oldestPending, created);
    }
  }
  return { byState, attempts, oldestPendingAgeSeconds: oldestPending === null ? 0 : Math.max(0, (now.getTime() - oldestPending) / 1000) };
}
