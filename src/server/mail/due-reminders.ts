// Due reminders (issue 28) become mails: each reminder due by the injected clock is locked (SKIP
// LOCKED, so two processes take different ones), its reason checked again, and then either put in
// the mail outbox under the key `reminder:<id>` and marked sent, or marked cancelled with why, in
// one transaction. A reminder is so mailed at most once, whatever the number of runs and
// processes; the mail job sends it and journals it ('mail_sent'), so マイページ's timeline shows it.
import { and, asc, eq, lte, notInArray, sql } from 'drizzle-orm';
import { calendarDayInJapan, formatCalendarDate } from '#shared/validation/calendar-date';
import type { DocumentCipher } from '../crypto/document-cipher';
import type { Db } from '../db/database-handle';
import { applicationRecipients, mailPreferences, reminders, visitReservations } from '../db/schema';
import { createApplicationRepository } from '../repositories/application-repository';
import { addressOf } from './mail-facts';
import type { MailRepository } from './mail-repository';
import type { CancelReason, ReminderKind } from './reminder-planner';
import { nextReminderHour } from './reminder-times';

/** Reminders locked per transaction; a run takes batch after batch until one is not full. */
export const DUE_BATCH = 50;

export const reminderMailKey = (reminderId: string) => `reminder:${reminderId}`;

interface DueReminder {
  id: string;
  userId: string;
  applicationId: string;
  recipientId: string;
  kind: string;
  data: unknown;
}

export interface DueResult {
  sent: number;
  cancelled: number;
  /** Waiting for a cancellation's answer: due again the next day. */
  postponed: number;
}

/** Whether the reason still stands (null), or why not, read now; or that it must wait for a cancellation's answer. */
async function reasonGone(tx: Db, reminder: DueReminder, now: Date, cipher: DocumentCipher): Promise<CancelReason | 'awaiting_cancellation' | null> {
  const data = (reminder.data ?? {}) as { until?: string; date?: string; slot?: string | null };
  if (data.until && now.getTime() >= Date.parse(data.until)) return 'too_late';
  const [recipient] = await tx.select({ status: applicationRecipients.status }).from(applicationRecipients).where(eq(applicationRecipients.id, reminder.recipientId)).limit(1);
  if (!recipient) return 'application_gone';
  const kind = reminder.kind as ReminderKind;
  // A cancellation filed and not refused: the procedure no longer stands. The 転入届 stays due
  // until the municipality accepts the cancellation (取消済み): a refused one leaves the move
  // standing, so the limit's reminder waits for the answer rather than going for good.
  const [cancellation] = await tx
    .select({ status: applicationRecipients.status })
    .from(applicationRecipients)
    .where(and(eq(applicationRecipients.cancelsRecipientId, reminder.recipientId), notInArray(applicationRecipients.status, ['returned', 'failed'])))
    .limit(1);
  if (cancellation && (kind !== 'move_deadline' || cancellation.status === 'completed')) return 'procedure_cancelled';
  if (cancellation) return 'awaiting_cancellation';
  if (recipient.status === 'completed') return 'completed';
  if (kind === 'visit_tomorrow') {
    if (recipient.status === 'returned' || recipient.status === 'failed') return recipient.status;
    const [visit] = await tx.select().from(visitReservations).where(eq(visitReservations.recipientId, reminder.recipientId)).limit(1);
    if (!visit || visit.state !== 'reserved') return 'procedure_cancelled';
    if (visit.visitDate !== data.date || visit.slotTime !== (data.slot ?? null)) return 'visit_moved';
  }
  if (kind === 'move_deadline') {
    // A visit still ahead (today included; YYYY/MM/DD compares as text) has its own reminder the day before.
    const today = formatCalendarDate(calendarDayInJapan(now));
    const [ahead] = await tx
      .select({ id: visitReservations.id })
      .from(visitReservations)
      .where(and(eq(visitReservations.recipientId, reminder.recipientId), eq(visitReservations.state, 'reserved'), sql`${visitReservations.visitDate} >= ${today}`))
      .limit(1);
    if (ahead) return 'visit_ahead';
  }
  if (kind === 'failed_reminder' && recipient.status !== 'failed') return recipient.status === 'pending' ? 'requeued' : 'status_moved';
  const [choice] = await tx.select({ disabled: mailPreferences.disabled }).from(mailPreferences).where(eq(mailPreferences.userId, reminder.userId)).limit(1);
  if (choice?.disabled.includes(kind)) return 'preference_off';
  const record = await createApplicationRepository(tx, { cipher }).findForDelivery(reminder.applicationId);
  if (!record) return 'application_gone';
  if (!addressOf(record)) return 'no_address';
  return null;
}

export async function sendDueReminders(db: Db, { cipher, outbox, now }: { cipher: DocumentCipher; outbox: MailRepository; now: Date }): Promise<DueResult> {
  return db.transaction(async (tx) => {
    const due: DueReminder[] = await tx
      .select({ id: reminders.id, userId: reminders.userId, applicationId: reminders.applicationId, recipientId: reminders.recipientId, kind: reminders.kind, data: reminders.data })
      .from(reminders)
      .where(and(eq(reminders.state, 'scheduled'), lte(reminders.dueAt, now)))
      .orderBy(asc(reminders.dueAt))
      .limit(DUE_BATCH)
      .for('update', { skipLocked: true });
    const result: DueResult = { sent: 0, cancelled: 0, postponed: 0 };
    for (const reminder of due) {
      const gone = await reasonGone(tx, reminder, now, cipher);
      if (gone === 'awaiting_cancellation') {
        // Asked again at the next day's reminder hour while still worth sending; the sweep finds it then.
        const next = nextReminderHour(now);
        const until = (reminder.data as { until?: string } | null)?.until;
        if (!until || next.getTime() < Date.parse(until)) {
          await tx.update(reminders).set({ dueAt: next }).where(eq(reminders.id, reminder.id));
          result.postponed += 1;
          continue;
        }
        await tx.update(reminders).set({ state: 'cancelled', cancelReason: 'too_late', settledAt: now }).where(eq(reminders.id, reminder.id));
        result.cancelled += 1;
        continue;
      }
      if (gone) {
        await tx.update(reminders).set({ state: 'cancelled', cancelReason: gone, settledAt: now }).where(eq(reminders.id, reminder.id));
        result.cancelled += 1;
        continue;
      }
      await outbox.plan(tx, [{ userId: reminder.userId, applicationId: reminder.applicationId, eventId: null, recipientId: reminder.recipientId, template: reminder.kind, key: reminderMailKey(reminder.id) }], now);
      await tx.update(reminders).set({ state: 'sent', settledAt: now }).where(eq(reminders.id, reminder.id));
      result.sent += 1;
    }
    return result;
  });
}
