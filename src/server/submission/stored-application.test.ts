// マイページ's summary reads the recipients' rows; an application submitted before they had rows
// (migration 0003) shows the recipients its encrypted document still holds.
import { describe, expect, it } from 'vitest';
import type { ApplicationRecord, RecipientRecord } from '../repositories/application-repository';
import { applicationSummaries, applicationSummary, type StoredApplication } from './stored-application';

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

describe('applicationSummary', () => {
  it("reads each recipient's status from its row", () => {
    const row: RecipientRecord = { id: '00000000-0000-4000-8000-000000000301', position: 0, kind: 'municipality', procedure: 'move_out', name: '千代田区', address: { jis_code: '131016' }, status: 'delivered', updatedAt: at };
    const legacy = [{ ...row, status: 'submitted' as const }];
    expect(applicationSummary(record([row], legacy), noContact).recipients).toEqual([{ kind: 'municipality', procedure: 'move_out', name: '千代田区', status: 'delivered', status_at: at.toISOString() }]);
  });

  it('shows the recipients in the document of an application without rows as never sent (they predate the outbox)', () => {
    const legacy: StoredApplication['recipients'] = [{ kind: 'business', procedure: 'businesses', name: 'さくらガス', address: { business_id: 'g' }, status: 'submitted' }];
    expect(applicationSummary(record([], legacy), noContact)).toEqual({
      application_id: 'a-1',
      phase: 1,
      reception_number: 'R-1',
      submitted_at: at.toISOString(),
      move_date: '2026/12/01',
      recipients: [{ kind: 'business', procedure: 'businesses', name: 'さくらガス', status: 'failed', status_at: at.toISOString() }],
      additions: [],
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
    const summaries = applicationSummaries(records, noContact);
    expect(summaries.map((summary) => summary.application_id)).toEqual(['b', 'a']);
    expect(summaries[0]?.additions).toEqual([]);
    expect(summaries[1]?.additions).toEqual([
      { application_id: 'add-1', reception_number: 'R-add-1', submitted_at: new Date(at.getTime() + 20 * 60_000).toISOString(), recipients: [expect.objectContaining({ name: 'そよかぜ光', status: 'pending' })] },
      { application_id: 'add-2', reception_number: 'R-add-2', submitted_at: new Date(at.getTime() + 40 * 60_000).toISOString(), recipients: [expect.objectContaining({ name: 'そよかぜ光', status: 'pending' })] },
    ]);
  });
});
