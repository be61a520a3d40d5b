// What an operator does with the deliveries the job gave up on (issue 12 point 7): list them
// without personal data (the message id, the recipient's id, attempts, the last error, the
// age), and re-queue one once the recipient is reachable again. A re-queue moves the delivery
// and its recipient `failed → pending` (the recipient machine's operator move), due now with a
// fresh retry window (its created_at restarts, as if it entered the outbox again), in one
// transaction with the rows locked, so it races neither the job nor a status callback.
import { and, asc, eq } from 'drizzle-orm';
import { canMove, type RecipientStatus } from '#shared/recipient-status';
import type { Db } from '../db/database-handle';
import { applicationRecipients, deliveries } from '../db/schema';
import { recipientIdOf, type RecipientId } from '../applications/recipient-id';
import { recordRecipientStatus } from '../events/move-events';

export interface FailedDelivery {
  /** The message id (its webhook-id). */
  id: string;
  recipient: RecipientId;
  attempts: number;
  lastError: string | null;
  lastAttemptAt: Date | null;
  /** Seconds since the delivery was written (with the submission). */
  ageSeconds: number;
}

export type RequeueResult =
  | { outcome: 'requeued' }
  | { outcome: 'not_found' }
  /** Only a failed delivery is re-queued: a pending one is already due, a delivered one arrived. */
  | { outcome: 'not_failed'; state: string };

/** Every failed delivery, the oldest first. */
export async function listFailedDeliveries(db: Db, now: Date): Promise<FailedDelivery[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({
        id: deliveries.id,
        attempts: deliveries.attempts,
        lastError: deliveries.lastError,
        lastAttemptAt: deliveries.lastAttemptAt,
        createdAt: deliveries.createdAt,
        jisCode: applicationRecipients.jisCode,
        businessId: applicationRecipients.businessId,
      })
      .from(deliveries)
      .innerJoin(applicationRecipients, and(eq(applicationRecipients.applicationId, deliveries.applicationId), eq(applicationRecipients.position, deliveries.recipientPosition)))
      .where(eq(deliveries.state, 'failed'))
      .orderBy(asc(deliveries.createdAt), asc(deliveries.id));
    return rows.map((row) => ({
      id: row.id,
      recipient: recipientIdOf(row.jisCode !== null ? { jis_code: row.jisCode } : { business_id: row.businessId ?? '' }),
      attempts: row.attempts,
      lastError: row.lastError,
      lastAttemptAt: row.lastAttemptAt,
      ageSeconds: Math.max(0, Math.round((now.getTime() - row.createdAt.getTime()) / 1000)),
    }));
  });
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Moves one failed delivery and its recipient back to pending, due at `now`. */
export async function requeueFailedDelivery(db: Db, deliveryId: string, now: Date): Promise<RequeueResult> {
  // Not a uuid: no such delivery (and PostgreSQL would refuse the comparison).
  if (!uuidPattern.test(deliveryId)) return { outcome: 'not_found' };
  return db.transaction(async (tx) => {
    const [delivery] = await tx.select().from(deliveries).where(eq(deliveries.id, deliveryId)).for('update');
    if (!delivery) return { outcome: 'not_found' } as const;
    // Only the operator's move: `sending → pending` is the job's own retry, never an operator's.
    if (delivery.state !== 'failed') return { outcome: 'not_failed', state: delivery.state } as const;
    const recipientKey = and(eq(applicationRecipients.applicationId, delivery.applicationId), eq(applicationRecipients.position, delivery.recipientPosition));
    const [recipient] = await tx.select({ id: applicationRecipients.id, status: applicationRecipients.status }).from(applicationRecipients).where(recipientKey).for('update');
    await tx
      .update(deliveries)
      .set({ state: 'pending', nextAttemptAt: now, createdAt: now, leaseUntil: null, updatedAt: now })
      .where(eq(deliveries.id, deliveryId));
    // The recipient shows 送信待ち again on マイページ; one that moved on (a callback) keeps its status.
    if (recipient && canMove(recipient.status as RecipientStatus, 'pending')) {
      await tx.update(applicationRecipients).set({ status: 'pending', updatedAt: now }).where(recipientKey);
      await recordRecipientStatus(tx, { applicationId: delivery.applicationId, recipientId: recipient.id, status: 'pending', at: now });
    }
    return { outcome: 'requeued' } as const;
  });
}
