// The outbox's claims (issue 12 §2): claimers in parallel never take the same row, a lease that
// ran out makes a row claimable again, a worker whose lease was taken over changes nothing, and
// an operator's re-queue makes a failed delivery due again. Runs on PGlite, and on PostgreSQL
// with DATABASE_URL (where the claims are really concurrent transactions).
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../db/test-database';
import { createApplicationRepository } from '../repositories/application-repository';
import { createTestUser, testCipher } from '../repositories/test-fixtures';
import type { StoredApplication } from '../applications/stored-application';
import { newReceptionNumber } from '../submission/reception-number';
import { createDeliveryRepository } from './delivery-repository';
import { signedApplication, submissionOf } from './testing/signed-application';
import { storeRevocation } from './testing/signed-revocation';

const cipher = testCipher();
const LEASE = 30_000;

describe('delivery repository', () => {
  const database = useTestDatabase();
  let stored: StoredApplication;
  const start = new Date('2026-11-20T03:00:00Z');
  const at = (ms: number) => new Date(start.getTime() + ms);

  beforeAll(async () => {
    ({ stored } = await signedApplication());
  });

  async function submit(count: number): Promise<string[]> {
    const { db } = database();
    const applications = createApplicationRepository(db, { cipher });
    const ids: string[] = [];
    for (let i = 0; i < count; i += 1) {
      const userId = await createTestUser(db, cipher);
      const insert = await applications.insertSubmission(userId, submissionOf(stored, start, newReceptionNumber()));
      if (insert.kind === 'created') ids.push(insert.submission.id);
    }
    return ids;
  }

  const recipientStatuses = async () =>
    (await database().query('select status, count(*)::int as n from application_recipients group by status order by status')).rows;

  it('never hands one row to two claimers in parallel, and marks each claimed recipient sending', async () => {
    await submit(10);
    const deliveries = createDeliveryRepository(database().db);
    const claims = await Promise.all(Array.from({ length: 6 }, () => deliveries.claimDue(at(1000), 5, LEASE)));
    const ids = claims.flat().map((claim) => claim.id);
    expect(ids).toHaveLength(30);
    expect(new Set(ids).size).toBe(30);
    // The rest, and nothing already claimed while its lease runs.
    const rest = await Promise.all(Array.from({ length: 4 }, () => deliveries.claimDue(at(2000), 5, LEASE)));
    const restIds = rest.flat().map((claim) => claim.id);
    expect(restIds).toHaveLength(10);
    expect(restIds.filter((id) => ids.includes(id))).toEqual([]);
    expect(claims.flat().every((claim) => claim.attempt === 1)).toBe(true);
    expect(await recipientStatuses()).toEqual([{ status: 'sending', n: 40 }]);
    expect(await deliveries.claimDue(at(3000), 50, LEASE)).toEqual([]);
  });

  it('lets a newer claim take over an expired lease, and refuses the stale worker its write-back', async () => {
    const deliveries = createDeliveryRepository(database().db);
    // Every row of the previous test is sending with a lease until 31 s; past it they are due again.
    const [stale] = await deliveries.claimDue(at(40_000), 1, LEASE);
    expect(stale?.attempt).toBe(2);
    // Its lease runs out as well (the worker hung): the next claim takes it over with a new attempt.
    const taken = (await deliveries.claimDue(at(80_000), 100, LEASE)).find((row) => row.id === stale!.id);
    expect(taken?.attempt).toBe(3);

    expect(await deliveries.recordOutcome(stale!, { kind: 'delivered', status: 200 }, null, at(81_000))).toBe(false);
    const before = await database().query('select state, attempts from deliveries where id = $1', [stale!.id]);
    expect(before.rows[0]).toEqual({ state: 'sending', attempts: 3 });
    expect(await deliveries.recordOutcome(taken!, { kind: 'permanent', error: 'http_410' }, null, at(82_000))).toBe(true);
    const after = await database().query(
      `select d.state, d.last_error, r.status from deliveries d join application_recipients r on r.application_id = d.application_id and r.position = d.recipient_position where d.id = $1`,
      [stale!.id],
    );
    expect(after.rows[0]).toEqual({ state: 'failed', last_error: 'http_410', status: 'failed' });

    // An operator re-queues it (src/server/ops/failed-deliveries.ts, tested there): due at 90 s.
    await database().query(`update deliveries set state = 'pending', next_attempt_at = $2 where id = $1`, [stale!.id, at(90_000)]);
    // The next claim can find something at the earliest of a pending row's time and a running lease's end.
    expect(await deliveries.nextDueAt()).toEqual(at(90_000));
    await database().query(`update deliveries set state = 'delivered', lease_until = null where state = 'pending'`);
    expect(await deliveries.nextDueAt()).toEqual(at(80_000 + LEASE));
  });

  it('keeps the status time of a waiting recipient through attempts and retries, and moves it when the word changes', async () => {
    const [applicationId] = await submit(1);
    const deliveries = createDeliveryRepository(database().db);
    const timeOf = async () =>
      (await database().query('select status, updated_at from application_recipients where application_id = $1 and position = 0', [applicationId])).rows[0] as {
        status: string;
        updated_at: Date;
      };
    const claimOurs = async (ms: number) => (await deliveries.claimDue(at(ms), 100, LEASE)).find((claim) => claim.applicationId === applicationId && claim.recipientPosition === 0);

    // 送信待ち since the submission, whatever the attempts in between.
    const first = await claimOurs(1_000_000);
    expect(await timeOf()).toEqual({ status: 'sending', updated_at: start });
    await deliveries.recordOutcome(first!, { kind: 'retry', error: 'http_503' }, at(1_100_000), at(1_001_000));
    expect(await timeOf()).toEqual({ status: 'pending', updated_at: start });
    const second = await claimOurs(1_200_000);
    await deliveries.recordOutcome(second!, { kind: 'delivered', status: 200 }, null, at(1_201_000));
    expect(await timeOf()).toEqual({ status: 'delivered', updated_at: at(1_201_000) });
  });

  it("finds the message a cancellation cancels only among the revocation's own resident's procedures", async () => {
    const [mine, theirs] = await submit(2);
    const applications = createApplicationRepository(database().db, { cipher });
    const ownerOf = async (id: string | undefined) => String((await database().query('select user_id from applications where id = $1', [id])).rows[0]?.user_id);
    const revocation = await storeRevocation(applications, { userId: await ownerOf(mine), originalId: mine ?? '', pick: (recipient) => recipient.position === 0, reason: '予定の変更', submittedAt: start });
    const procedureOf = async (applicationId: string | undefined) =>
      (
        await database().query(
          `select r.id, d.id as message_id, a.reception_number from application_recipients r join applications a on a.id = r.application_id
             join deliveries d on d.application_id = r.application_id and d.recipient_position = r.position where r.application_id = $1 and r.position = 0`,
          [applicationId],
        )
      ).rows[0] as { id: string; message_id: string; reception_number: string };
    const deliveries = createDeliveryRepository(database().db);
    const own = await procedureOf(mine);
    expect(await deliveries.cancelledMessageOf(own.id, revocation.id)).toEqual({ message_id: own.message_id, reception_number: own.reception_number });
    // Another resident's procedure, named by a revocation row, is not found.
    expect(await deliveries.cancelledMessageOf((await procedureOf(theirs)).id, revocation.id)).toBeNull();
  });
});
