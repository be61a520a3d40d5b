// The reminder the day before a visit (issue 27): once a day, from 09:00 in Japan, each visit
// reserved for tomorrow whose procedure still stands (not sent back, not failed, the reservation
// not cancelled) gets one mail, keyed by the reservation and its date, so an hourly run plans it
// once and a visit moved to another day gets its own. The facts of the visit (its office from the
// participation table) are read when the mail is written, like the rest of a mail.
import { and, asc, eq, notInArray } from 'drizzle-orm';
import { addDays } from '#shared/domain/calendar-days';
import { calendarDayInJapan, formatCalendarDate } from '#shared/validation/calendar-date';
import type { DocumentCipher } from '../crypto/document-cipher';
import type { Db } from '../db/database-handle';
import { applicationRecipients, mailPreferences, visitReservations } from '../db/schema';
import type { ParticipationTable } from '../domain/participation-table';
import { createApplicationRepository } from '../repositories/application-repository';
import { addressOf } from './mail-facts';
import type { ClaimedMail } from './mail-repository';
import type { MailRepository, NewMail } from './mail-repository';
import type { MailFacts } from './templates';

/** The hour (in Japan) from which tomorrow's reminders go out: not in the night. */
export const REMINDER_HOUR_IN_JAPAN = 9;

const japanHour = (now: Date) => (now.getUTCHours() + 9) % 24;

/** Tomorrow in Japan, as the reservations write it (YYYY/MM/DD). */
export const tomorrowInJapan = (now: Date) => formatCalendarDate(addDays(calendarDayInJapan(now), 1));

export const visitReminderKey = (reservationId: string, visitDate: string) => `visit:${reservationId}:${visitDate}`;

export async function planVisitReminders(db: Db, { cipher, outbox, now }: { cipher: DocumentCipher; outbox: MailRepository; now: Date }): Promise<number> {
  if (japanHour(now) < REMINDER_HOUR_IN_JAPAN) return 0;
  const visitDate = tomorrowInJapan(now);
  const due = await db
    .select({ id: visitReservations.id, userId: visitReservations.userId, applicationId: visitReservations.applicationId, recipientId: visitReservations.recipientId })
    .from(visitReservations)
    .innerJoin(applicationRecipients, eq(applicationRecipients.id, visitReservations.recipientId))
    .where(and(eq(visitReservations.visitDate, visitDate), eq(visitReservations.state, 'reserved'), notInArray(applicationRecipients.status, ['returned', 'failed'])))
    .orderBy(asc(visitReservations.createdAt));
  if (due.length === 0) return 0;
  const applications = createApplicationRepository(db, { cipher });
  const mails: NewMail[] = [];
  for (const reservation of due) {
    const [choice] = await db.select({ disabled: mailPreferences.disabled }).from(mailPreferences).where(eq(mailPreferences.userId, reservation.userId)).limit(1);
    if (choice?.disabled.includes('visit_tomorrow')) continue;
    if (!addressOf(await applications.findForDelivery(reservation.applicationId))) continue;
    mails.push({
      userId: reservation.userId,
      applicationId: reservation.applicationId,
      eventId: null,
      recipientId: reservation.recipientId,
      template: 'visit_tomorrow',
      key: visitReminderKey(reservation.id, visitDate),
    });
  }
  return db.transaction((tx) => outbox.plan(tx, mails, now));
}

/** The visit a mail tells of: a reminder's reservation, or the filed application's first reservation. */
export function createVisitFacts(db: Db, participation: ParticipationTable) {
  return async function visitOf(mail: Pick<ClaimedMail, 'template' | 'recipientId' | 'applicationId'>): Promise<MailFacts['visit'] | undefined> {
    if (mail.template !== 'visit_tomorrow' && mail.template !== 'filed') return undefined;
    const byRecipient = mail.template === 'visit_tomorrow' && mail.recipientId;
    const [reservation] = await db
      .select()
      .from(visitReservations)
      .where(and(byRecipient ? eq(visitReservations.recipientId, byRecipient) : eq(visitReservations.applicationId, mail.applicationId), eq(visitReservations.state, 'reserved')))
      .orderBy(asc(visitReservations.createdAt))
      .limit(1);
    const office = reservation ? participation.participant(reservation.jisCode)?.office : undefined;
    if (!reservation || !office) return undefined;
    return {
      date: reservation.visitDate,
      ...(reservation.slotTime ? { slot: reservation.slotTime } : {}),
      officeName: office.name,
      officeAddress: office.address,
      hours: office.hours,
      phone: office.phone,
    };
  };
}
