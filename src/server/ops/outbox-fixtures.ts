// For the ops tests: a real submission through the application repository, so its outbox rows
// are the ones production writes (one per recipient, in the submission's transaction), then
// each delivery moved to the state a test needs with plain SQL, as the delivery job would.
import type { DeliveryState } from '#shared/recipient-status';
import type { DatabaseHandle } from '../db/database-handle';
import { createApplicationRepository, type NewRecipient } from '../repositories/application-repository';
import { createTestUser, submissionTo, testCipher } from '../repositories/test-fixtures';

const office: NewRecipient = { kind: 'municipality', procedure: 'move_out', name: '千代田区', status: 'pending', address: { jis_code: '131016' } };
const gas: NewRecipient = { kind: 'business', procedure: 'businesses', name: 'さくらガス', status: 'pending', address: { business_id: 'sakura-gas' } };

export interface OutboxRow {
  id: string;
  applicationId: string;
  position: number;
}

/** One submitted application to 千代田区 (position 0) and さくらガス (position 1); its two deliveries. */
export async function submitToTwoRecipients(database: DatabaseHandle): Promise<OutboxRow[]> {
  const cipher = testCipher();
  const userId = await createTestUser(database.db, cipher);
  const inserted = await createApplicationRepository(database.db, { cipher }).insertSubmission(userId, submissionTo([office, gas]));
  if (inserted.kind !== 'created') throw new Error(`submission not created: ${inserted.kind}`);
  const { rows } = await database.query(
    'select id, application_id, recipient_position from deliveries where application_id = $1 order by recipient_position',
    [inserted.submission.id],
  );
  return rows.map((row) => ({ id: String(row.id), applicationId: String(row.application_id), position: Number(row.recipient_position) }));
}

/** Moves a delivery and its recipient to `state`, as the job would have. */
export async function putDelivery(database: DatabaseHandle, row: OutboxRow, state: DeliveryState, fields: { attempts?: number; lastError?: string; createdAt?: Date } = {}): Promise<void> {
  await database.query(
    `update deliveries set state = $2, attempts = coalesce($3, attempts), last_error = $4, created_at = coalesce($5, created_at),
       next_attempt_at = now() + interval '1 hour', last_attempt_at = case when $3::int > 0 then now() else last_attempt_at end
     where id = $1`,
    [row.id, state, fields.attempts ?? null, fields.lastError ?? null, fields.createdAt?.toISOString() ?? null],
  );
  await database.query('update application_recipients set status = $3 where application_id = $1 and position = $2', [row.applicationId, row.position, state]);
}
