// マイページ's summary reads the recipients' rows; an application submitted before they had rows
// (migration 0003) shows the recipients its encrypted document still holds. A revocation is not
// listed: each procedure it cancels shows the cancellation, and `cancellable` says whether
// anything is left to cancel today (decision 021).
import { describe, expect, it } from 'vitest';
import type { components } from '#shared/api/schema';
import type { ApplicationRecord, RecipientRecord } from '../repositories/application-repository';
import { recipientRecord } from './testing/recipient-record';
import { applicationSummaries, applicationSummary } from './application-summaries';
import type { StoredApplication } from './stored-application';
import { shippedProcedures } from '#shared/procedures';

const at = new Date('2026-11-20T03:00:00Z');
const noContact = () => undefined;
const document = { moving: { move_date: '2026/12/01' } } as StoredApplication['document'];
const record = (recipients: RecipientRecord[], legacy?: StoredApplication['recipients']): ApplicationRecord<StoredApplication> => ({
  id: 'a-1',
  phase: 1,
  idempotencyKey: 'k',
  receptionNumber: 'R-1',
  status: 'submitted',
  originalApplicationId: null,
  draftUuid: null,
  documentDigest: null,
  document: { document, document_digest: 'd', signature: { jws: 'j', signature_request_id: 's' }, ...(legacy ? { recipients: legacy } : {}) },
  createdAt: at,
  updatedAt: at,
  recipients,
});
const today = { year: 2026, month: 11, day: 20 };

describe('applicationSummary', () => {
  it("reads each recipient's status from its row", () => {
    const row: RecipientRecord = { id: '00000000-0000-4000-8000-000000000301', position: 0, kind: 'municipality', procedure: 'move_out', name: '千代田区', address: { jis_code: '131016' }, status: 'delivered', updatedAt: at };
    const legacy = [{ ...row, status: 'submitted' as const }];
    expect(applicationSummary(record([row], legacy), { contactOf: noContact }).recipients).toEqual([
      { id: row.id, kind: 'municipality', procedure: 'move_out', name: '千代田区', status: 'delivered', status_at: at.toISOString() },
    ]);
  });

  it('shows the recipients in the document of an application without rows as never sent (they predate the outbox)', () => {
    const legacy: StoredApplication['recipients'] = [{ kind: 'business', procedure: 'businesses', name: 'さくらガス', address: { business_id: 'g' }, status: 'submitted' }];
    expect(applicationSummary(record([], legacy), { contactOf: noContact })).toEqual({
      application_id: 'a-1',
      phase: 1,
      reception_number: 'R-1',
      submitted_at: at.toISOString(),
      move_date: '2026/12/01',
      recipients: [{ id: expect.stringMatching(/^[0-9a-f-]{36}$/), kind: 'business', procedure: 'businesses', name: 'さくらガス', status: 'failed', status_at: at.toISOString() }],
      additions: [],
      cancellable: false,
      past_move_date: false,
      timeline: [],
    });
  });
});

describe('applicationSummaries', () => {
  const row: RecipientRecord = { id: '00000000-0000-4000-8000-000000000302', position: 0, kind: 'business', procedure: 'businesses', name: 'そよかぜ光', address: { business_id: 'soyokaze-hikari' }, status: 'pending', updatedAt: at };
  const entry = (id: string, minutes: number, originalApplicationId: string | null, receptionNumber: string | null = `R-${id}`) => ({
    ...record([row]),
    id,
    phase: originalApplicationId ? (2 as const) : (1 as const),
    receptionNumber,
    originalApplicationId,
    createdAt: new Date(at.getTime() + minutes * 60_000),
  });

  it('lists the applications that are not additions, each with its additions nested oldest first', () => {
    // Newest first, as the repository lists them.
    const records = [entry('add-2', 40, 'a'), entry('b', 30, null), entry('add-1', 20, 'a'), entry('a', 10, null), entry('unsent', 5, null, null)];
    const summaries = applicationSummaries(records, noContact, today, shippedProcedures);
    expect(summaries.map((summary) => summary.application_id)).toEqual(['b', 'a']);
    expect(summaries[0]?.additions).toEqual([]);
    expect(summaries[1]?.additions).toEqual([
      { application_id: 'add-1', reception_number: 'R-add-1', submitted_at: new Date(at.getTime() + 20 * 60_000).toISOString(), recipients: [expect.objectContaining({ name: 'そよかぜ光', status: 'pending' })] },
      { application_id: 'add-2', reception_number: 'R-add-2', submitted_at: new Date(at.getTime() + 40 * 60_000).toISOString(), recipients: [expect.objectContaining({ name: 'そよかぜ光', status: 'pending' })] },
    ]);
  });

  describe('with a revocation', () => {
    const recipient = recipientRecord;
    const phone: components['schemas']['RecipientContact'] = { name: 'さくらガス', phone: '0120-000-000' };
    const contactOf = () => phone;
    const application = (recipients: RecipientRecord[]) => ({ ...record(recipients), id: 'a' });
    const revocation = (recipients: RecipientRecord[]) => ({ ...record(recipients), id: 'rev', phase: 3 as const, receptionNumber: 'R-rev', originalApplicationId: 'a' });

    it('shows each cancelled procedure with its cancellation and never lists the revocation itself', () => {
      const later = new Date(at.getTime() + 60_000);
      const records = [
        revocation([
          recipient('c-1', 'businesses', 'returned', { cancelsRecipientId: 'p-gas', reason: '閉栓の作業が済んでいました。', updatedAt: later }),
          recipient('c-2', 'move_out', 'completed', { cancelsRecipientId: 'p-out', updatedAt: later }),
        ]),
        application([recipient('p-out', 'move_out', 'delivered'), recipient('p-gas', 'businesses', 'completed'), recipient('p-in', 'move_in', 'received')]),
      ];
      const [summary, ...rest] = applicationSummaries(records, contactOf, today, shippedProcedures);
      expect(rest).toEqual([]);
      expect(summary?.application_id).toBe('a');
      expect(summary?.additions).toEqual([]);
      expect(summary?.recipients.map((entry) => entry.cancellation)).toEqual([
        { status: 'cancelled', status_at: later.toISOString(), reception_number: 'R-rev', application_id: 'rev' },
        { status: 'refused', status_at: later.toISOString(), reception_number: 'R-rev', application_id: 'rev', reason: '閉栓の作業が済んでいました。', contact: phone },
        undefined,
      ]);
      // The procedure's own status stays as it was.
      expect(summary?.recipients.map((entry) => entry.status)).toEqual(['delivered', 'completed', 'received']);
      // 転入予定連絡 is still received and not cancelled: something is left to cancel, up to the move date.
      expect(summary?.cancellable).toBe(true);
      expect(applicationSummaries(records, contactOf, { year: 2026, month: 12, day: 1 }, shippedProcedures)[0]?.cancellable).toBe(true);
      expect(applicationSummaries(records, contactOf, { year: 2026, month: 12, day: 2 }, shippedProcedures)[0]?.cancellable).toBe(false);
    });

    it('says past the move date, and names whom to ask for each procedure that still stands (issue 24)', () => {
      const records = [
        revocation([recipient('c-1', 'move_in', 'completed', { cancelsRecipientId: 'p-in' })]),
        application([recipient('p-out', 'move_out', 'delivered'), recipient('p-in', 'move_in', 'delivered'), recipient('p-gas', 'businesses', 'returned')]),
      ];
      const [onTheDay] = applicationSummaries(records, contactOf, { year: 2026, month: 12, day: 1 }, shippedProcedures);
      expect(onTheDay?.past_move_date).toBe(false);
      expect(onTheDay?.recipients.map((entry) => entry.contact)).toEqual([undefined, undefined, undefined]);
      const [after] = applicationSummaries(records, contactOf, { year: 2026, month: 12, day: 2 }, shippedProcedures);
      expect(after?.past_move_date).toBe(true);
      expect(after?.cancellable).toBe(false);
      // The 転出届 still stands: whom to ask. The cancelled visit reservation and the returned notice have nothing to ask.
      expect(after?.recipients.map((entry) => entry.contact)).toEqual([phone, undefined, undefined]);
    });

    it('is not cancellable when every procedure is completed, being sent, failed or already cancelled', () => {
      const records = [
        revocation([recipient('c-1', 'move_in', 'pending', { cancelsRecipientId: 'p-in' })]),
        application([recipient('p-out', 'move_out', 'completed'), recipient('p-in', 'move_in', 'delivered'), recipient('p-gas', 'businesses', 'sending'), recipient('p-x', 'businesses', 'failed')]),
      ];
      const [summary] = applicationSummaries(records, contactOf, today, shippedProcedures);
      expect(summary?.recipients[1]?.cancellation).toEqual({ status: 'requested', status_at: at.toISOString(), reception_number: 'R-rev', application_id: 'rev' });
      expect(summary?.cancellable).toBe(false);
    });
  });
});
