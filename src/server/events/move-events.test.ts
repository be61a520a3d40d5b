// The move journal (issue 27): a filing and each status change a resident is told of leave an
// event in their own transaction, for the application's owner; the outbox's own waiting
// (pending ↔ sending) leaves none.
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../db/test-database';
import { createDeliveryRepository } from '../deliveries/delivery-repository';
import { createRecipientProgress } from '../deliveries/recipient-progress';
import { signedApplication, submissionOf } from '../deliveries/testing/signed-application';
import { recipientIdOf } from '../applications/recipient-id';
import { createApplicationRepository } from '../repositories/application-repository';
import { createTestUser, testCipher } from '../repositories/test-fixtures';
import { newReceptionNumber } from '../submission/reception-number';
import { FakeClock } from '../testing/fake-clock';

const cipher = testCipher();

describe('move events', () => {
  const database = useTestDatabase();
  const start = new Date('2026-11-20T03:00:00Z');

  const eventsOf = async (applicationId: string) =>
    (
      (await database().query(
        'select user_id, kind, status, recipient_id from move_events where application_id = $1 order by at, kind, status',
        [applicationId],
      )) as { rows: { user_id: string; kind: string; status: string | null; recipient_id: string | null }[] }
    ).rows;

  it('journals the filing, the delivery and the recipient’s report, and nothing of the retries', async () => {
    const { db } = database();
    const { stored } = await signedApplication();
    const userId = await createTestUser(db, cipher);
    const insert = await createApplicationRepository(db, { cipher }).insertSubmission(userId, submissionOf(stored, start, newReceptionNumber()));
    if (insert.kind !== 'created') throw new Error(insert.kind);
    const applicationId = insert.submission.id;
    expect(await eventsOf(applicationId)).toEqual([{ user_id: userId, kind: 'filed', status: null, recipient_id: null }]);

    const deliveries = createDeliveryRepository(db);
    const later = new Date(start.getTime() + 1_000);
    const [first, second] = await deliveries.claimDue(later, 2, 30_000);
    if (!first || !second) throw new Error('two deliveries expected');
    await deliveries.recordOutcome(first, { kind: 'delivered', status: 200 }, null, later);
    await deliveries.recordOutcome(second, { kind: 'retry', error: 'http_503' }, new Date(later.getTime() + 60_000), later);
    const afterDelivery = await eventsOf(applicationId);
    expect(afterDelivery.map((event) => [event.kind, event.status])).toEqual([
      ['filed', null],
      ['recipient_status', 'delivered'],
    ]);

    const [recipient] = (
      (await database().query(
        'select r.jis_code, r.business_id, r.id from application_recipients r join deliveries d on d.application_id = r.application_id and d.recipient_position = r.position where d.id = $1',
        [first.id],
      )) as { rows: { jis_code: string | null; business_id: string | null; id: string }[] }
    ).rows;
    if (!recipient) throw new Error('recipient expected');
    expect(afterDelivery[1]?.recipient_id).toBe(recipient.id);
    const address = recipient.jis_code !== null ? { jis_code: recipient.jis_code } : { business_id: recipient.business_id ?? '' };
    const progress = createRecipientProgress(db, { cipher, clock: new FakeClock(new Date(start.getTime() + 5_000)) });
    expect(await progress.report(recipientIdOf(address), 'msg-1', { messageId: first.id, status: 'received' })).toEqual({ kind: 'applied', status: 'received' });
    expect((await eventsOf(applicationId)).map((event) => event.status)).toEqual([null, 'delivered', 'received']);
  });
});
