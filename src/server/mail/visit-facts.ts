// The visit a mail tells of (issue 27): a visit reminder's reservation, or the filed
// application's first reservation, with its office from the participation table, read when the
// mail is written like the rest of a mail.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database-handle';
import { visitReservations } from '../db/schema';
import type { ParticipationTable } from '../domain/participation-table';
import type { ClaimedMail } from './mail-repository';
import type { MailFacts } from './templates';

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
