// The mail outbox's rows (issue 27), claimed like the deliveries (decision 019): a worker takes
// due mails with a lease under SKIP LOCKED, so two workers never send one mail at once; a lease
// that ran out (the process died mid-send) makes the mail due again, and it is sent again with the
// same Message-ID. The attempt count in the write-back makes sure a worker whose lease was taken
// over changes nothing. A sent mail is journalled as a 'mail_sent' move event in the same
// transaction, for マイページ's timeline.
import { and, asc, eq, inArray, lt, lte, min, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database-handle';
import { mailMessages } from '../db/schema';
import { recordMoveEvent } from '../events/move-events';

export interface ClaimedMail {
  id: string;
  userId: string;
  applicationId: string;
  eventId: string | null;
  recipientId: string | null;
  template: string;
  /** This attempt's number, from 1. */
  attempt: number;
  createdAt: Date;
  leaseUntil: Date;
}

export type MailOutcome = { kind: 'sent'; messageId: string } | { kind: 'retry'; error: string } | { kind: 'permanent'; error: string };

export interface NewMail {
  userId: string;
  applicationId: string;
  eventId: string | null;
  recipientId: string | null;
  template: string;
  key: string;
}

export function createMailRepository(db: Db) {
  return {
    /** Inserts planned mails; a key already planned is left as it is. Answers how many are new. */
    async plan(tx: Db, mails: readonly NewMail[], now: Date): Promise<number> {
      if (mails.length === 0) return 0;
      const rows = await tx
        .insert(mailMessages)
        .values(mails.map((mail) => ({ ...mail, nextAttemptAt: now, createdAt: now, updatedAt: now })))
        .onConflictDoNothing({ target: mailMessages.key })
        .returning({ id: mailMessages.id });
      return rows.length;
    },

    async claimDue(now: Date, limit: number, leaseMs: number): Promise<ClaimedMail[]> {
      return db.transaction(async (tx) => {
        const due = tx
          .select({ id: mailMessages.id })
          .from(mailMessages)
          .where(
            or(
              and(eq(mailMessages.state, 'pending'), lte(mailMessages.nextAttemptAt, now)),
              and(eq(mailMessages.state, 'sending'), lt(mailMessages.leaseUntil, now)),
            ),
          )
          .orderBy(asc(mailMessages.nextAttemptAt))
          .limit(limit)
          .for('update', { skipLocked: true });
        const claimed = await tx
          .update(mailMessages)
          .set({ state: 'sending', leaseUntil: new Date(now.getTime() + leaseMs), attempts: sql`${mailMessages.attempts} + 1`, updatedAt: now })
          .where(inArray(mailMessages.id, due))
          .returning({
            id: mailMessages.id,
            userId: mailMessages.userId,
            applicationId: mailMessages.applicationId,
            eventId: mailMessages.eventId,
            recipientId: mailMessages.recipientId,
            template: mailMessages.template,
            attempt: mailMessages.attempts,
            createdAt: mailMessages.createdAt,
            leaseUntil: sql<Date>`${mailMessages.leaseUntil}`.mapWith(mailMessages.leaseUntil),
          });
        return claimed.sort((a, b) => a.id.localeCompare(b.id));
      });
    },

    /** Records an attempt while it still owns the row; `next` null after a failure gives up. */
    async recordOutcome(mail: ClaimedMail, outcome: MailOutcome, next: Date | null, now: Date): Promise<boolean> {
      const state = outcome.kind === 'sent' ? 'sent' : outcome.kind === 'retry' && next ? 'pending' : 'failed';
      return db.transaction(async (tx) => {
        const updated = await tx
          .update(mailMessages)
          .set({
            state,
            leaseUntil: null,
            updatedAt: now,
            ...(outcome.kind === 'sent' ? { sentAt: now, messageId: outcome.messageId, lastError: null } : { lastError: outcome.error }),
            ...(state === 'pending' && next ? { nextAttemptAt: next } : {}),
          })
          .where(and(eq(mailMessages.id, mail.id), eq(mailMessages.state, 'sending'), eq(mailMessages.attempts, mail.attempt)))
          .returning({ id: mailMessages.id });
        if (updated.length === 0) return false;
        if (outcome.kind === 'sent') {
          await recordMoveEvent(tx, { userId: mail.userId, applicationId: mail.applicationId, kind: 'mail_sent', data: { template: mail.template }, at: now });
        }
        return true;
      });
    },

    async nextDueAt(): Promise<Date | null> {
      const [row] = await db
        .select({
          pending: min(sql<Date>`case when ${mailMessages.state} = 'pending' then ${mailMessages.nextAttemptAt} end`).mapWith(mailMessages.nextAttemptAt),
          lease: min(sql<Date>`case when ${mailMessages.state} = 'sending' then ${mailMessages.leaseUntil} end`).mapWith(mailMessages.leaseUntil),
        })
        .from(mailMessages)
        .where(inArray(mailMessages.state, ['pending', 'sending']));
      const times = [row?.pending, row?.lease].filter((time): time is Date => time instanceof Date);
      return times.length > 0 ? new Date(Math.min(...times.map((time) => time.getTime()))) : null;
    },
  };
}

export type MailRepository = ReturnType<typeof createMailRepository>;
