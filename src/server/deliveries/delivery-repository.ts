// The outbox's rows (decision 019): a worker claims due deliveries with a lease, and records each
// attempt's outcome on the delivery and on its recipient in one transaction. SKIP LOCKED lets
// several workers (in one process or many) claim side by side without ever taking the same row;
// a lease that ran out (its worker died mid-send) makes a row claimable again, and the attempt
// count in every write-back makes sure a worker whose lease was taken over changes nothing.
import { and, asc, eq, inArray, lt, lte, min, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database-handle';
import { applicationRecipients, applications, deliveries, visitReservations } from '../db/schema';
import { isUuid } from '../repositories/ids';
import { recipientStatuses, canMove, type RecipientStatus } from '#shared/recipient-status';
import type { AttemptOutcome, ClaimedDelivery } from './delivery-attempt';
import type { CancelledMessage } from './cancellation-message';
import type { VisitChangeFacts } from './visit-change-message';
import { recordRecipientStatus } from '../events/move-events';

/** The statuses a recipient may move to `to` from, per the shared machine. */
const movableTo = (to: RecipientStatus): RecipientStatus[] => recipientStatuses.filter((from) => canMove(from, to));

/** The delivery's and the recipient's state after an outcome (null next attempt = give up). */
function settle(outcome: AttemptOutcome, nextAttemptAt: Date | null): 'delivered' | 'pending' | 'failed' {
  if (outcome.kind === 'delivered') return 'delivered';
  return outcome.kind === 'retry' && nextAttemptAt ? 'pending' : 'failed';
}

/** Only the procedure's own message (or a cancellation's) moves where the recipient stands. */
const movesRecipient = (messageKind: string): boolean => messageKind !== 'visit_change';

export function createDeliveryRepository(db: Db) {
  async function moveRecipient(tx: Db, applicationId: string, position: number, to: RecipientStatus, now: Date) {
    // The status time is when the resident's word changed: pending and sending both read 送信待ち,
    // so attempts and retries leave it at the time the message started waiting.
    const waiting = sql`(${sql.identifier('status')} in ('pending', 'sending') and ${to} in ('pending', 'sending'))`;
    const moved = await tx
      .update(applicationRecipients)
      .set({ status: to, updatedAt: sql`case when ${waiting} then ${applicationRecipients.updatedAt} else ${now} end` })
      .where(
        and(
          eq(applicationRecipients.applicationId, applicationId),
          eq(applicationRecipients.position, position),
          inArray(applicationRecipients.status, movableTo(to)),
        ),
      )
      .returning({ id: applicationRecipients.id });
    // A retry's sending → pending is the outbox's own business, not news for the resident.
    if (moved[0] && to !== 'pending') await recordRecipientStatus(tx, { applicationId, recipientId: moved[0].id, status: to, at: now });
  }

  return {
    /**
     * Claims up to `limit` due deliveries for `leaseMs`: pending ones whose time has come, and
     * sending ones whose lease ran out. Each is counted as an attempt, and its recipient shows
     * 送信待ち (sending) in the same transaction.
     */
    async claimDue(now: Date, limit: number, leaseMs: number): Promise<ClaimedDelivery[]> {
      return db.transaction(async (tx) => {
        const due = tx
          .select({ id: deliveries.id })
          .from(deliveries)
          .where(
            or(
              and(eq(deliveries.state, 'pending'), lte(deliveries.nextAttemptAt, now)),
              and(eq(deliveries.state, 'sending'), lt(deliveries.leaseUntil, now)),
            ),
          )
          .orderBy(asc(deliveries.nextAttemptAt))
          .limit(limit)
          .for('update', { skipLocked: true });
        const claimed = await tx
          .update(deliveries)
          .set({
            state: 'sending',
            leaseUntil: new Date(now.getTime() + leaseMs),
            attempts: sql`${deliveries.attempts} + 1`,
            lastAttemptAt: now,
            updatedAt: now,
          })
          .where(inArray(deliveries.id, due))
          .returning({
            id: deliveries.id,
            applicationId: deliveries.applicationId,
            recipientPosition: deliveries.recipientPosition,
            messageKind: deliveries.messageKind,
            attempt: deliveries.attempts,
            createdAt: deliveries.createdAt,
            leaseUntil: sql<Date>`${deliveries.leaseUntil}`.mapWith(deliveries.leaseUntil),
          });
        // A visit change (issue 27) is news about a procedure the recipient holds: its sending moves nothing.
        for (const row of claimed) if (movesRecipient(row.messageKind)) await moveRecipient(tx, row.applicationId, row.recipientPosition, 'sending', now);
        return claimed.sort((a, b) => a.id.localeCompare(b.id));
      });
    },

    /**
     * Records one attempt's outcome: delivered; pending again until `nextAttemptAt`; or failed
     * (a permanent error, or no next attempt within the window). Only while this attempt still
     * owns the row: false when another worker has claimed it since, and then nothing changes.
     */
    async recordOutcome(delivery: ClaimedDelivery, outcome: AttemptOutcome, nextAttemptAt: Date | null, now: Date): Promise<boolean> {
      const state = settle(outcome, nextAttemptAt);
      return db.transaction(async (tx) => {
        const updated = await tx
          .update(deliveries)
          .set({
            state,
            leaseUntil: null,
            updatedAt: now,
            ...(state === 'delivered' ? { deliveredAt: now, lastError: null } : { lastError: outcome.kind === 'delivered' ? null : outcome.error }),
            ...(state === 'pending' && nextAttemptAt ? { nextAttemptAt } : {}),
          })
          .where(and(eq(deliveries.id, delivery.id), eq(deliveries.state, 'sending'), eq(deliveries.attempts, delivery.attempt)))
          .returning({ id: deliveries.id });
        if (updated.length === 0) return false;
        if (movesRecipient(delivery.messageKind)) await moveRecipient(tx, delivery.applicationId, delivery.recipientPosition, state, now);
        return true;
      });
    },

    /**
     * The application message a cancellation cancels (decision 021): the outbox id of the
     * procedure's own message (its webhook-id) and the 受付番号 of the application that filed it.
     * For the delivery job only; in depth, only a procedure of the revocation's own resident is found.
     */
    async cancelledMessageOf(recipientId: string, revocationId: string): Promise<CancelledMessage | null> {
      if (!isUuid(recipientId) || !isUuid(revocationId)) return null;
      const revocations = alias(applications, 'revocations');
      const [row] = await db
        .select({ messageId: deliveries.id, receptionNumber: applications.receptionNumber })
        .from(applicationRecipients)
        .innerJoin(
          deliveries,
          and(
            eq(deliveries.applicationId, applicationRecipients.applicationId),
            eq(deliveries.recipientPosition, applicationRecipients.position),
            eq(deliveries.messageKind, 'application'),
          ),
        )
        .innerJoin(applications, eq(applications.id, applicationRecipients.applicationId))
        .innerJoin(revocations, and(eq(revocations.id, revocationId), eq(revocations.userId, applications.userId)))
        .where(eq(applicationRecipients.id, recipientId))
        .limit(1);
      return row?.receptionNumber ? { message_id: row.messageId, reception_number: row.receptionNumber } : null;
    },

    /**
     * What a visit change's message says (issue 27): the application message it changes (and
     * whether that was delivered: the change waits for it), the 受付番号 and the visit as it
     * stands now. For the delivery job only, like findForDelivery.
     */
    async visitChangeOf(applicationId: string, position: number, changedAt: Date): Promise<VisitChangeFacts | null> {
      if (!isUuid(applicationId)) return null;
      const [row] = await db
        .select({
          messageId: deliveries.id,
          state: deliveries.state,
          receptionNumber: applications.receptionNumber,
          jisCode: visitReservations.jisCode,
          visitDate: visitReservations.visitDate,
          slotTime: visitReservations.slotTime,
          sequence: visitReservations.sequence,
          reservationState: visitReservations.state,
        })
        .from(applicationRecipients)
        .innerJoin(applications, eq(applications.id, applicationRecipients.applicationId))
        .innerJoin(visitReservations, eq(visitReservations.recipientId, applicationRecipients.id))
        .innerJoin(
          deliveries,
          and(eq(deliveries.applicationId, applicationRecipients.applicationId), eq(deliveries.recipientPosition, applicationRecipients.position), eq(deliveries.messageKind, 'application')),
        )
        .where(and(eq(applicationRecipients.applicationId, applicationId), eq(applicationRecipients.position, position)))
        .limit(1);
      if (!row?.receptionNumber) return null;
      const { messageId, state, receptionNumber, ...visit } = row;
      return { changes: { messageId, state }, receptionNumber, changedAt, ...visit };
    },

    /** When the next claim can find something: the earliest pending attempt or running lease; null when nothing waits. */
    async nextDueAt(): Promise<Date | null> {
      const [row] = await db
        .select({
          pending: min(sql<Date>`case when ${deliveries.state} = 'pending' then ${deliveries.nextAttemptAt} end`).mapWith(deliveries.nextAttemptAt),
          lease: min(sql<Date>`case when ${deliveries.state} = 'sending' then ${deliveries.leaseUntil} end`).mapWith(deliveries.leaseUntil),
        })
        .from(deliveries)
        .where(inArray(deliveries.state, ['pending', 'sending']));
      const times = [row?.pending, row?.lease].filter((time): time is Date => time instanceof Date);
      return times.length > 0 ? new Date(Math.min(...times.map((time) => time.getTime()))) : null;
    },
  };
}

export type DeliveryRepository = ReturnType<typeof createDeliveryRepository>;
