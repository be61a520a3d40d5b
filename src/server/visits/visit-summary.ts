// The visit as the thanks page and マイページ show it (issue 27): the day and slot, the office from
// the participation table and what to bring.
import type { components } from '#shared/api/schema';
import type { MunicipalityProcedure } from '#shared/forms/definitions/municipality-forms';
import { compareDays, parseCalendarDate, type CalendarDay } from '#shared/validation/calendar-date';
import type { ParticipationTable } from '../domain/participation-table';
import type { VisitReservation } from './visit-repository';

type Schemas = components['schemas'];

/** What the counter asks for: a 転居 stays in the municipality, so it has no 転出の情報. */
export function visitBring(procedure: MunicipalityProcedure): string[] {
  return procedure === 'move_in'
    ? ['マイナンバーカード', '転出の情報（転出証明書に代わる情報）', 'マイナンバーカードの暗証番号（4桁）']
    : ['マイナンバーカード', 'マイナンバーカードの暗証番号（4桁）'];
}

export const isPastVisit = (visitDate: string, today: CalendarDay): boolean => {
  const day = parseCalendarDate(visitDate);
  return day !== null && compareDays(day, today) < 0;
};

/** The office of the municipality, or its name alone once it left the table. */
export function officeOf(participation: ParticipationTable, jisCode: string, fallbackName: string): Schemas['RecipientContact'] {
  const office = participation.participant(jisCode)?.office;
  return office ? { name: office.name, address: office.address, hours: office.hours, phone: office.phone } : { name: fallbackName, phone: '' };
}

export function visitSummaryOf(
  reservation: VisitReservation,
  recipient: { procedure: string; name: string },
  participation: ParticipationTable,
  today: CalendarDay,
): Schemas['VisitSummary'] | null {
  const procedure = recipient.procedure;
  if (procedure !== 'move_in' && procedure !== 'move_house') return null;
  return {
    reservation_id: reservation.id,
    recipient_id: reservation.recipientId,
    procedure,
    jis_code: reservation.jisCode,
    date: reservation.visitDate,
    time: reservation.slotTime,
    state: reservation.state === 'cancelled' ? 'cancelled' : 'reserved',
    past: isPastVisit(reservation.visitDate, today),
    office: officeOf(participation, reservation.jisCode, recipient.name),
    bring: visitBring(procedure),
  };
}

/** マイページ's summaries with each application's visit (the first reservation of its procedures). */
export function withVisits(
  summaries: Schemas['ApplicationSummary'][],
  reservations: ReadonlyMap<string, readonly VisitReservation[]>,
  participation: ParticipationTable,
  today: CalendarDay,
): Schemas['ApplicationSummary'][] {
  return summaries.map((summary) => {
    const reservation = reservations.get(summary.application_id)?.[0];
    const recipient = reservation && summary.recipients.find((candidate) => candidate.id === reservation.recipientId);
    const visit = reservation && recipient ? visitSummaryOf(reservation, recipient, participation, today) : null;
    return visit ? { ...summary, visit } : summary;
  });
}
