// The cancellable rules as a pure function (brief §5, decision 021 L2): the move date in Japan
// as the last day, each procedure by where it stands and by its cancellation, and the visit
// reservation hanging on the 転出届 of the same application.
import { describe, expect, it } from 'vitest';
import { notCancellableReason } from '#shared/cancellation';
import type { RecipientStatus } from '#shared/recipient-status';
import { calendarDayInJapan } from '#shared/validation/calendar-date';
import type { RecipientRecord } from '../repositories/application-repository';
import { cancelItemOf, isPastMoveDate, proceduresOf, standingOf } from './cancellable';
import { recipientRecord } from './testing/recipient-record';
import { shippedProcedures } from '#shared/procedures';

const recipient = recipientRecord;

describe('isPastMoveDate', () => {
  it('allows up to and including the move date, in Japan', () => {
    expect(isPastMoveDate('2026/12/01', calendarDayInJapan(new Date('2026-12-01T14:59:59Z')))).toBe(false);
    expect(isPastMoveDate('2026/12/01', calendarDayInJapan(new Date('2026-12-01T15:00:00Z')))).toBe(true);
    expect(isPastMoveDate('2026/12/01', { year: 2026, month: 11, day: 30 })).toBe(false);
    expect(isPastMoveDate('not a date', { year: 2026, month: 11, day: 30 })).toBe(true);
  });
});

describe('standingOf', () => {
  it('lets only a procedure the recipient has, without a cancellation, be cancelled', () => {
    const standing = (status: RecipientStatus) => standingOf(recipient('p', 'move_out', status), undefined);
    expect(['pending', 'sending', 'delivered', 'received', 'completed', 'returned', 'failed'].map((status) => standing(status as RecipientStatus))).toEqual([
      'sending',
      'sending',
      null,
      null,
      'completed',
      'returned',
      'delivery-failed',
    ]);
  });

  it('reads a cancellation first, by the status of its own row', () => {
    const cancelled = (status: RecipientStatus) => standingOf(recipient('p', 'move_out'), { row: recipient('c', 'move_out', status), receptionNumber: 'R' });
    expect((['pending', 'delivered', 'received', 'completed', 'returned', 'failed'] as const).map(cancelled)).toEqual([
      'requested',
      'requested',
      'requested',
      'cancelled',
      'refused',
      'cancellation-failed',
    ]);
  });
});

describe('proceduresOf', () => {
  it("lists the application's procedures, then each addition's, the visit reservation depending on the 転出届", () => {
    const procedures = proceduresOf(
      [
        { receptionNumber: 'R-1', recipients: [recipient('out', 'move_out'), recipient('in', 'move_in', 'completed'), recipient('gas', 'businesses')] },
        { receptionNumber: 'R-2', recipients: [recipient('net', 'businesses', 'received')] },
      ],
      new Map(),
      shippedProcedures,
    );
    expect(procedures.map((procedure) => [procedure.recipient.id, procedure.receptionNumber, procedure.dependsOn, procedure.notCancellable])).toEqual([
      ['out', 'R-1', null, null],
      ['in', 'R-1', 'out', 'completed'],
      ['gas', 'R-1', null, null],
      ['net', 'R-2', null, null],
    ]);
    expect(cancelItemOf(procedures[1]!, false, shippedProcedures)).toEqual({
      id: 'in',
      reception_number: 'R-1',
      code: 'move_in',
      recipient_kind: 'municipality',
      recipient_name: '千代田区',
      cancellable: false,
      not_cancellable_reason: notCancellableReason('completed', '千代田区'),
      reason_required: true,
      depends_on: 'out',
      selected: false,
    });
  });

  it('keeps the 転出届 while its visit reservation is still being sent, naming that reservation; a completed one does not hold it', () => {
    const standings = (visitReservation: RecipientRecord['procedure'], status: RecipientStatus) =>
      proceduresOf([{ receptionNumber: 'R', recipients: [recipient('out', 'move_out'), recipient('visit', visitReservation, status), recipient('gas', 'businesses')] }], new Map(), shippedProcedures).map(
        (procedure) => procedure.notCancellable,
      );
    expect(standings('move_in', 'pending')).toEqual(['move-in-sending', 'sending', null]);
    expect(standings('move_in', 'sending')).toEqual(['move-in-sending', 'sending', null]);
    expect(standings('move_house', 'sending')).toEqual(['move-house-sending', 'sending', null]);
    expect(standings('move_in', 'completed')).toEqual([null, 'completed', null]);
    expect(notCancellableReason('move-in-sending', '千代田区')).toBe(
      '転入予定連絡を送信している途中のため、転出届はまだ取り消しできません。転入予定連絡の送信が終わってから、もう一度お試しください。',
    );
    expect(notCancellableReason('move-house-sending', '千代田区')).toContain('転居予定連絡の送信が終わってから、もう一度お試しください。');
  });

  it('has no dependency for a 転居予定連絡 without a 転出届 (a move within one municipality)', () => {
    const [house] = proceduresOf([{ receptionNumber: 'R', recipients: [recipient('house', 'move_house')] }], new Map(), shippedProcedures);
    expect(house?.dependsOn).toBeNull();
  });
});
