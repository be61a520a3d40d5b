// A recipient's report on its procedure (decision 019, issue 12 point 4): the status callback's
// effect on the database, all in one transaction. The callback's `webhook-id` is recorded in
// recipient_callbacks, whose primary key refuses a replay even when two copies race; the
// recipient's row is locked, checked against the typed machine and moved, its reason sealed.
// A report that is refused rolls back, so it leaves no trace, not even its webhook-id. A report
// about a message we have not seen acknowledged proves it arrived (statusOnReport), and a report
// of the status the recipient is already in changes nothing and is answered as accepted. A
// procedure whose cancellation its recipient accepted (取消済み) has ended: a report on its
// original message is refused and changes nothing (issue 26).
import { and, eq, lt } from 'drizzle-orm';
import { canMove, statusOnReport, type CallbackStatus, type RecipientStatus } from '#shared/recipient-status';
import type { Clock } from '../clock';
import type { DocumentCipher } from '../crypto/document-cipher';
import type { Db } from '../db/database-handle';
import { applicationRecipients, deliveries, recipientCallbacks } from '../db/schema';
import { recipientReasonAad } from '../repositories/application-repository';
import { isUuid } from '../repositories/ids';
import { recipientIdOf, type RecipientId } from '../applications/recipient-id';
import { recordRecipientStatus } from '../events/move-events';

export interface StatusReport {
  /** The delivered message's webhook-id (the outbox row's id). */
  messageId: string;
  status: CallbackStatus;
  /** Required with `returned`; dropped with the other statuses. */
  reason?: string | undefined;
}

export type ReportOutcome =
  | { kind: 'applied'; status: CallbackStatus }
  /** The recipient is already in the reported status: nothing changes (a repeat under a new id). */
  | { kind: 'unchanged'; status: CallbackStatus }
  /** No message with this id was sent to this recipient (or it is not a uuid). */
  | { kind: 'unknown-message' }
  /** This webhook-id was already applied for this recipient. */
  | { kind: 'replayed' }
  /** The machine does not allow the move (e.g. completed → received, or pending → completed). */
  | { kind: 'refused'; from: RecipientStatus; to: CallbackStatus; cancellation: boolean }
  /** The procedure was cancelled (its cancellation accepted): its original message takes no report. */
  | { kind: 'cancelled' };

/** Thrown inside the transaction to roll it back with an answer. */
class Refusal extends Error {
  constructor(readonly outcome: ReportOutcome) {
    super(outcome.kind);
  }
}

export interface RecipientProgressDeps {
  cipher: DocumentCipher;
  clock: Clock;
}

/**
 * The status of the procedure's cancellation, if it has one. Read after the procedure's row is
 * locked, in a statement of its own: it sees a cancellation's report committed while it waited.
 */
async function cancellationStatusOf(tx: Db, procedureRecipientId: string): Promise<string | null> {
  const rows = await tx.select({ status: applicationRecipients.status }).from(applicationRecipients).where(eq(applicationRecipients.cancelsRecipientId, procedureRecipientId));
  return rows[0]?.status ?? null;
}

export function createRecipientProgress(db: Db, { cipher, clock }: RecipientProgressDeps) {
  return {
    async report(recipient: RecipientId, webhookId: string, report: StatusReport): Promise<ReportOutcome> {
      if (!isUuid(report.messageId)) return { kind: 'unknown-message' };
      if (report.status === 'returned' && !report.reason) throw new Error('a returned report needs its reason');
      try {
        return await db.transaction(async (tx) => {
          const rows = await tx
            .select({
              deliveryId: deliveries.id,
              applicationId: applicationRecipients.applicationId,
              position: applicationRecipients.position,
              jisCode: applicationRecipients.jisCode,
              businessId: applicationRecipients.businessId,
              status: applicationRecipients.status,
              messageKind: deliveries.messageKind,
              recipientId: applicationRecipients.id,
              cancelsRecipientId: applicationRecipients.cancelsRecipientId,
            })
            .from(deliveries)
            .innerJoin(
              applicationRecipients,
              and(eq(applicationRecipients.applicationId, deliveries.applicationId), eq(applicationRecipients.position, deliveries.recipientPosition)),
            )
            .where(eq(deliveries.id, report.messageId))
            .for('update', { of: [applicationRecipients, deliveries] });
          const row = rows[0];
          const address = row && (row.jisCode !== null ? { jis_code: row.jisCode } : { business_id: row.businessId ?? '' });
          // Another recipient's message is as unknown to this one as a message that does not exist.
          // A visit change (issue 27) takes no report: the recipient reports on the procedure's own message.
          if (!row || !address || recipientIdOf(address) !== recipient || row.messageKind === 'visit_change') throw new Refusal({ kind: 'unknown-message' });
          if (row.messageKind === 'application' && (await cancellationStatusOf(tx, row.recipientId)) === 'completed') throw new Refusal({ kind: 'cancelled' });
          // A report on a cancellation also locks the procedure it cancels, so a report on the
          // procedure's own message waits for it and then reads the cancellation as it left it.
          if (row.cancelsRecipientId) await tx.select({ id: applicationRecipients.id }).from(applicationRecipients).where(eq(applicationRecipients.id, row.cancelsRecipientId)).for('update');

          const recorded = await tx.insert(recipientCallbacks).values({ recipient, webhookId, receivedAt: clock.now() }).onConflictDoNothing().returning();
          if (recorded.length === 0) throw new Refusal({ kind: 'replayed' });

          const now = clock.now();
          const stored = row.status as RecipientStatus;
          if (stored === report.status) return { kind: 'unchanged', status: report.status } as const;
          const from = statusOnReport(stored);
          if (!canMove(from, report.status)) throw new Refusal({ kind: 'refused', from, to: report.status, cancellation: row.messageKind === 'cancellation' });
          if (from !== stored) {
            // The report proves the message arrived: the outbox stops sending it. A send still in
            // flight then records nothing (its row is no longer `sending`), which is what we want.
            await tx
              .update(deliveries)
              .set({ state: 'delivered', deliveredAt: now, leaseUntil: null, lastError: null, updatedAt: now })
              .where(eq(deliveries.id, row.deliveryId));
          }
          const reason = report.status === 'returned' && report.reason ? cipher.seal(report.reason, recipientReasonAad(row.applicationId, row.position)) : null;
          await tx
            .update(applicationRecipients)
            .set({ status: report.status, statusReason: reason, updatedAt: now })
            .where(and(eq(applicationRecipients.applicationId, row.applicationId), eq(applicationRecipients.position, row.position)));
          const change = { applicationId: row.applicationId, recipientId: row.recipientId, at: now };
          if (from !== stored) await recordRecipientStatus(tx, { ...change, status: from });
          await recordRecipientStatus(tx, { ...change, status: report.status });
          return { kind: 'applied', status: report.status } as const;
        });
      } catch (error) {
        if (error instanceof Refusal) return error.outcome;
        throw error;
      }
    },
  };
}

export type RecipientProgress = ReturnType<typeof createRecipientProgress>;

/**
 * Forgets the callback ids received before `cutoff`. A replay of one of them is refused anyway:
 * its signed timestamp is then far outside the tolerance (WEBHOOK_TOLERANCE_MS).
 */
export async function purgeRecipientCallbacksBefore(db: Db, cutoff: Date): Promise<number> {
  const deleted = await db.delete(recipientCallbacks).where(lt(recipientCallbacks.receivedAt, cutoff)).returning({ id: recipientCallbacks.webhookId });
  return deleted.length;
}
