// The visit on a receipt: the 来庁予定日 with its time where the document booked a slot, a date
// only where it has none (documents filed before slots, or a municipality without them), the
// office from the participation table, what to bring, and a cancelled reservation said so; once
// the application has its reservation, the reservation's day and time (a change moves them).
import { describe, expect, it } from 'vitest';
import { shippedProcedures } from '#shared/procedures';
import type { ApplicationDocument } from '../applications/canonical-document';
import { normalRecipients } from '../applications/document-recipients';
import { loadParticipationTable } from '../domain/participation-table';
import { confirmedDocument } from '../flows/normal/normal-document';
import type { RecipientRecord } from '../repositories/application-repository';
import { completeAttributes } from '../submission/testing/complete-draft';
import type { VisitReservation } from '../visits/visit-repository';
import { visitsOf } from './receipt-visits';

function filed(visitTime?: string): { document: ApplicationDocument; recipients: RecipientRecord[] } {
  const document = confirmedDocument(completeAttributes(), shippedProcedures);
  if (!document) throw new Error('the complete test draft no longer confirms');
  const withTime: ApplicationDocument = {
    ...document,
    municipality_applications: document.municipality_applications.map((entry) =>
      entry.values?.visit_date && visitTime !== undefined ? { ...entry, values: { ...entry.values, visit_time: visitTime } } : entry,
    ),
  };
  const recipients = normalRecipients(withTime).map((recipient, position) => ({ ...recipient, id: `r${position}`, position, updatedAt: new Date(0) }));
  return { document: withTime, recipients };
}

describe('the visit on a receipt', () => {
  it('reads the date alone from a document without a slot, and the time from one with a slot', async () => {
    const participation = await loadParticipationTable();
    const dateOnly = filed();
    const [visit] = visitsOf(dateOnly.document, dateOnly.recipients, new Map(), participation);
    expect(visit).toEqual({
      municipality: '横浜市中区',
      when: '2026年12月3日',
      office: { name: '横浜市中区役所 戸籍課', address: '〒231-0021 神奈川県横浜市中区日本大通35', phone: '045-224-8181', hours: '平日 8:45〜17:00（第2・第4土曜日 9:00〜12:00）' },
      cancelled: false,
      bring: ['マイナンバーカード', '転出の情報（転出証明書に代わる情報）', 'マイナンバーカードの暗証番号（4桁）'],
    });
    const slotted = filed('10:30');
    expect(visitsOf(slotted.document, slotted.recipients, new Map(), participation).map((entry) => entry.when)).toEqual(['2026年12月3日 10:30']);
  });

  it('says the reservation was cancelled once its cancellation went through, not while it is asked for', async () => {
    const participation = await loadParticipationTable();
    const { document, recipients } = filed();
    const moveIn = recipients.find((recipient) => recipient.procedure === 'move_in');
    if (!moveIn) throw new Error('no 転入予定連絡');
    const cancellation = (status: RecipientRecord['status']) => new Map([[moveIn.id, { row: { ...moveIn, id: 'c', status }, receptionNumber: 'R' }]]);
    expect(visitsOf(document, recipients, cancellation('pending'), participation)[0]?.cancelled).toBe(false);
    expect(visitsOf(document, recipients, cancellation('completed'), participation)[0]?.cancelled).toBe(true);
  });

  it('takes the day and time the reservation holds now, and its cancellation as マイページ shows it', async () => {
    const participation = await loadParticipationTable();
    const { document, recipients } = filed('10:30');
    const moveIn = recipients.find((recipient) => recipient.procedure === 'move_in');
    if (!moveIn) throw new Error('no 転入予定連絡');
    const at = new Date('2026-11-20T03:00:00Z');
    const reservation = (state: string): VisitReservation => ({
      id: 'v1', applicationId: 'a1', userId: 'u1', recipientId: moveIn.id, jisCode: '141046', visitDate: '2026/12/04', slotTime: '14:00', state, sequence: 1, createdAt: at, updatedAt: at,
    });
    const [changed] = visitsOf(document, recipients, new Map(), participation, [reservation('reserved')]);
    expect(changed).toMatchObject({ when: '2026年12月4日 14:00', cancelled: false });
    expect(visitsOf(document, recipients, new Map(), participation, [reservation('cancelled')])[0]?.cancelled).toBe(true);
  });
});
