// The visits a receipt announces: each 転入予定連絡 / 転居予定連絡 of the filed document with its
// 来庁予定日 and time as the reservation now holds them (a change on マイページ moves it; the
// document keeps the first day), the office from the participation table, and what to bring, as
// the visit panel and the calendar file say it.
import { cancellationStatusOf } from '#shared/cancellation';
import { japaneseDate } from '#shared/domain/calendar-days';
import type { ApplicationDocument } from '../applications/canonical-document';
import type { Cancellations } from '../applications/cancellable';
import type { Participant, ParticipationTable } from '../domain/participation-table';
import type { RecipientRecord } from '../repositories/application-repository';
import type { VisitReservation } from '../visits/visit-repository';
import { visitBring } from '../visits/visit-summary';

export interface ReceiptVisit {
  municipality: string;
  /** 2026年12月3日, with 10:00 when a slot was booked. */
  when: string;
  office: Participant['office'] | null;
  /** The reservation was cancelled (a revocation's cancellation went through). */
  cancelled: boolean;
  /** What the resident brings to the counter (brief §5: the 転出届 was filed online, so no 転出証明書). */
  bring: string[];
}

/**
 * The booked time (values.visit_time, HH:MM), when the document has one. Slots came later than
 * the first documents (issue 27): a document without it is a date-only visit, never an error.
 */
function slotOf(values: unknown): string | null {
  const time = (values as { visit_time?: unknown } | null)?.visit_time;
  return typeof time === 'string' && /^\d{2}:\d{2}$/.test(time) ? time : null;
}

/** `reservations`: the application's own (documents filed before them have none: the document's day then). */
export function visitsOf(
  document: ApplicationDocument,
  recipients: readonly RecipientRecord[],
  cancellations: Cancellations,
  participation: ParticipationTable,
  reservations: readonly VisitReservation[] = [],
): ReceiptVisit[] {
  return document.municipality_applications.flatMap((entry) => {
    const recipient = recipients.find((row) => row.procedure === entry.procedure && 'jis_code' in row.address && row.address.jis_code === entry.jis_code);
    const reservation = recipient && reservations.find((row) => row.recipientId === recipient.id);
    const date = reservation?.visitDate ?? entry.values?.visit_date;
    if (!date || (entry.procedure !== 'move_in' && entry.procedure !== 'move_house')) return [];
    const slot = reservation ? reservation.slotTime : slotOf(entry.values);
    const cancellation = recipient && cancellations.get(recipient.id);
    return [
      {
        municipality: entry.municipality_name,
        when: `${japaneseDate(date)}${slot ? ` ${slot}` : ''}`,
        office: participation.participant(entry.jis_code)?.office ?? null,
        // The reservation is cancelled with the cancellation's filing, as マイページ and the calendar say.
        cancelled: reservation ? reservation.state === 'cancelled' : cancellation !== undefined && cancellationStatusOf(cancellation.row.status) === 'cancelled',
        bring: visitBring(entry.procedure),
      },
    ];
  });
}
