// The operator's list of failed deliveries and its re-queue, on a real database.
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../db/test-database';
import { formatFailedDeliveries } from './deliveries-cli-format';
import { listFailedDeliveries, requeueFailedDelivery } from './failed-deliveries';
import { putDelivery, submitToTwoRecipients } from './outbox-fixtures';

const now = new Date('2026-11-25T01:00:00Z');

describe('failed deliveries (operators)', () => {
  const database = useTestDatabase();

  const stateOf = async (id: string) => {
    const { rows } = await database().query(
      `select d.state, d.next_attempt_at, d.lease_until, r.status, r.updated_at from deliveries d
       join application_recipients r on r.application_id = d.application_id and r.position = d.recipient_position where d.id = $1`,
      [id],
    );
    return rows[0];
  };

  it('lists the failed ones with the recipient id, attempts, last error and age, and no personal data', async () => {
    const [office, gas] = await submitToTwoRecipients(database());
    if (!office || !gas) throw new Error('two deliveries expected');
    await putDelivery(database(), office, 'failed', { attempts: 12, lastError: 'HTTP 503', createdAt: new Date('2026-11-22T01:00:00Z') });
    await putDelivery(database(), gas, 'delivered', { attempts: 1 });

    const failed = (await listFailedDeliveries(database().db, now)).filter((delivery) => delivery.id === office.id);
    expect(failed).toEqual([{ id: office.id, recipient: 'municipality.131016', attempts: 12, lastError: 'HTTP 503', lastAttemptAt: expect.any(Date), ageSeconds: 3 * 86_400 }]);
    const table = formatFailedDeliveries(failed);
    expect(table).toBe(`id\trecipient\tattempts\tlast_error\tage\n${office.id}\tmunicipality.131016\t12\tHTTP 503\t3d\n`);
    expect(table).not.toContain('千代田区');
    expect(formatFailedDeliveries([])).toBe('no failed deliveries\n');
  });

  it('re-queues a failed delivery: it and its recipient are pending again, due now, with a fresh retry window', async () => {
    const [office] = await submitToTwoRecipients(database());
    if (!office) throw new Error('a delivery expected');
    await putDelivery(database(), office, 'failed', { attempts: 12, lastError: 'timeout' });

    expect(await requeueFailedDelivery(database().db, office.id, now)).toEqual({ outcome: 'requeued' });
    expect(await stateOf(office.id)).toMatchObject({ state: 'pending', lease_until: null, status: 'pending' });
    const after = await stateOf(office.id);
    expect(new Date(String(after?.next_attempt_at)).getTime()).toBe(now.getTime());
    expect(new Date(String(after?.updated_at)).getTime()).toBe(now.getTime());
    // The window counts from created_at: without a restart the first error would fail it again at once.
    const [{ created_at: createdAt }] = (await database().query('select created_at from deliveries where id = $1', [office.id])).rows as [{ created_at: Date }];
    expect(new Date(createdAt).getTime()).toBe(now.getTime());
    expect((await listFailedDeliveries(database().db, now)).map((delivery) => delivery.id)).not.toContain(office.id);
  });

  it.each(['delivered', 'pending', 'sending'] as const)('refuses a %s delivery and changes nothing', async (state) => {
    const [office] = await submitToTwoRecipients(database());
    if (!office) throw new Error('a delivery expected');
    await putDelivery(database(), office, state, { attempts: 1 });
    const before = await stateOf(office.id);

    expect(await requeueFailedDelivery(database().db, office.id, now)).toEqual({ outcome: 'not_failed', state });
    expect(await stateOf(office.id)).toEqual(before);
  });

  it('says an unknown id is not found', async () => {
    expect(await requeueFailedDelivery(database().db, '00000000-0000-4000-8000-000000000000', now)).toEqual({ outcome: 'not_found' });
    expect(await requeueFailedDelivery(database().db, 'not-a-uuid', now)).toEqual({ outcome: 'not_found' });
  });
});
