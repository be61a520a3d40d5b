// The delivery job against a real receiver on loopback (issue 12 §2, §8): it verifies every
// signature and deduplicates by webhook-id, as a recipient must. The job's handler is driven
// with a clock the test moves, so retries, Retry-After and the window are walked through in
// seconds; the last test runs it on pg-boss and sees a submission delivered within seconds.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../db/test-database';
import { recipientIdOf, type RecipientId } from '../applications/recipient-id';
import { createDeliveryServices, resetToNow } from '../deliveries/testing/delivery-services';
import { contractSchema } from '../deliveries/testing/contract-schema';
import { additionSubmissionOf, signedApplication, submissionOf } from '../deliveries/testing/signed-application';
import { storeRevocation } from '../deliveries/testing/signed-revocation';
import { everyRecipient, type FaultSettings } from '../dev-inbox/faults';
import type { RecipientRecord } from '../repositories/application-repository';
import { createTestUser } from '../repositories/test-fixtures';
import type { Services } from '../services';
import type { StoredApplication } from '../applications/stored-application';
import { newReceptionNumber } from '../submission/reception-number';
import { FakeClock } from '../testing/fake-clock';
import { startWebhookReceiver, type WebhookReceiver } from '../testing/webhook-receiver';
import { runDeliveries } from './delivery-job';
import { startJobs, type JobLogger } from './job-runner';

const silent: JobLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface DeliveryRow {
  id: string;
  state: string;
  attempts: number;
  last_error: string | null;
  next_attempt_at: Date;
  last_attempt_at: Date | null;
  status: string;
  recipient: RecipientId;
}

describe('delivery job', () => {
  const database = useTestDatabase();
  const clock = new FakeClock();
  let services: Services;
  let receiver: WebhookReceiver;
  let stored: StoredApplication;
  let cleanUp: () => Promise<void>;

  beforeAll(async () => {
    receiver = await startWebhookReceiver((recipient) => services.recipientSecrets.active(recipient as RecipientId), { clock });
    ({ services, cleanUp } = await createDeliveryServices(database(), clock, { PUBLIC_URL: receiver.origin }));
    ({ stored } = await signedApplication());
  });
  afterAll(async () => {
    await receiver.close();
    await cleanUp();
  });
  beforeEach(() => {
    resetToNow(clock);
    receiver.reset();
  });

  async function submit(userId?: string): Promise<string> {
    userId ??= await createTestUser(database().db, services.cipher);
    const insert = await services.applications.insertSubmission(userId, submissionOf(stored, clock.now(), newReceptionNumber()));
    if (insert.kind !== 'created') throw new Error(`not created: ${insert.kind}`);
    return insert.submission.id;
  }

  /** Sets the receiver's faults for each recipient of the application: each gets its own message. */
  async function faultEach(applicationId: string, settings: Partial<FaultSettings>): Promise<void> {
    for (const row of await rowsOf(applicationId)) receiver.faults.set(row.recipient, settings);
  }

  const accepted = () => [...receiver.messages.values()].filter((message) => message.accepted).length;

  const run = () => runDeliveries({ db: database().db, now: clock.now(), data: null, services });

  async function rowsOf(applicationId: string): Promise<DeliveryRow[]> {
    const { rows } = await database().query(
      `select d.id, d.state, d.attempts, d.last_error, d.next_attempt_at, d.last_attempt_at, r.status, r.jis_code, r.business_id
         from deliveries d join application_recipients r on r.application_id = d.application_id and r.position = d.recipient_position
        where d.application_id = $1 order by d.recipient_position`,
      [applicationId],
    );
    return rows.map((row) => ({
      ...(row as unknown as DeliveryRow),
      recipient: recipientIdOf(row.jis_code ? { jis_code: String(row.jis_code) } : { business_id: String(row.business_id) }),
    }));
  }

  /** Runs the job, moving the clock on by `stepMs` between runs, until every delivery of the application is settled. */
  async function runUntilSettled(applicationId: string, stepMs: number, maxRuns = 40): Promise<DeliveryRow[]> {
    for (let i = 0; i < maxRuns; i += 1) {
      await run();
      const rows = await rowsOf(applicationId);
      if (rows.every((row) => row.state === 'delivered' || row.state === 'failed')) return rows;
      clock.advance(stepMs);
    }
    throw new Error('deliveries did not settle');
  }

  it('retries a receiver that fails the first 3 attempts: one delivery in effect, 4 attempts, the same webhook-id each time', async () => {
    const applicationId = await submit();
    await faultEach(applicationId, { failNext: 3, failStatus: 503 });
    const rows = await runUntilSettled(applicationId, 1000);

    expect(rows).toHaveLength(4);
    for (const row of rows) {
      expect(row).toMatchObject({ state: 'delivered', attempts: 4, status: 'delivered', last_error: null });
      const arrivals = receiver.arrivals.filter((arrival) => arrival.id === row.id);
      expect(arrivals.map((arrival) => arrival.status)).toEqual([503, 503, 503, 200]);
      expect(new Set(arrivals.map((arrival) => arrival.recipient))).toEqual(new Set([row.recipient]));
      // The same message each time: a receiver that deduplicates acts on it once.
      expect(new Set(arrivals.map((arrival) => arrival.body)).size).toBe(1);
      expect(arrivals.every((arrival) => arrival.verifiedBy.length === 1)).toBe(true);
      expect(JSON.parse(arrivals[0]!.body)).toMatchObject({ type: 'application.submitted', data: { message_id: row.id, recipient: row.recipient } });
    }
    expect(accepted()).toBe(4);
  });

  it('fails the delivery and its recipient when the receiver stays down past the window', async () => {
    receiver.faults.set(everyRecipient, { drop: true });
    const applicationId = await submit();
    const rows = await runUntilSettled(applicationId, 5000);
    for (const row of rows) {
      expect(row).toMatchObject({ state: 'failed', status: 'failed' });
      expect(row.attempts).toBeGreaterThan(3);
      // An error code, never a payload or an address.
      expect(row.last_error).toMatch(/^network_[A-Z_]+$|^network_error$/);
    }
    expect(accepted()).toBe(0);
  });

  it('honours Retry-After on a 429', async () => {
    const applicationId = await submit();
    await faultEach(applicationId, { failNext: 1, failStatus: 429, retryAfterSeconds: 3 });
    await run();
    for (const row of await rowsOf(applicationId)) {
      expect(row).toMatchObject({ state: 'pending', attempts: 1, last_error: 'http_429', status: 'pending' });
      expect(row.next_attempt_at.getTime() - row.last_attempt_at!.getTime()).toBeGreaterThanOrEqual(3000);
    }
    // The base backoff alone (10 ms) would be due by now; Retry-After keeps it waiting.
    clock.advance(2000);
    await run();
    expect(receiver.arrivals).toHaveLength(4);
    clock.advance(1500);
    await run();
    expect((await rowsOf(applicationId)).map((row) => [row.state, row.attempts])).toEqual(Array(4).fill(['delivered', 2]));
  });

  it('treats a 400 as permanent after one attempt', async () => {
    receiver.faults.set(everyRecipient, { alwaysFail: true, failStatus: 400 });
    const applicationId = await submit();
    await run();
    clock.advance(10_000);
    await run();
    for (const row of await rowsOf(applicationId)) expect(row).toMatchObject({ state: 'failed', attempts: 1, last_error: 'http_400', status: 'failed' });
    expect(receiver.arrivals).toHaveLength(4);
  });

  it('signs with every active secret during a rotation, so the recipient verifies with either', async () => {
    const first = await submit();
    await run();
    const rotated = (await rowsOf(first))[0]!.recipient;
    const before = await services.recipientSecrets.active(rotated);
    expect(before).toHaveLength(1);
    const newSecret = await services.recipientSecrets.rotate(rotated, 60_000);
    expect(await services.recipientSecrets.active(rotated)).toEqual([newSecret, before[0]]);

    receiver.reset();
    const second = await submit();
    await run();
    const arrival = receiver.arrivals.find((item) => item.recipient === rotated);
    // Index 0 is the new secret, 1 the old one: both signatures are in the header, and each verifies.
    expect(arrival?.verifiedBy).toEqual([0, 1]);
    expect(String(arrival?.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect((await rowsOf(second)).every((row) => row.state === 'delivered')).toBe(true);

    // After the overlap the old secret neither signs nor verifies.
    clock.advance(61_000);
    receiver.reset();
    await submit();
    await run();
    expect(receiver.arrivals.find((item) => item.recipient === rotated)?.verifiedBy).toEqual([0]);
    expect(await services.recipientSecrets.active(rotated)).toEqual([newSecret]);
  });

  it("delivers an addition's messages naming the first application, and a campaign code to the honouring business only", async () => {
    // A day the seeded campaign SHINSEIKATSU2026 runs (さくらガス honours it, ひかり電力 does not).
    clock.advance(Date.parse('2026-11-20T03:00:00Z') - clock.now().getTime());
    const userId = await createTestUser(database().db, services.cipher);
    const withCode = (await signedApplication('SHINSEIKATSU2026')).stored;
    const original = await services.applications.insertSubmission(userId, submissionOf(withCode, clock.now(), newReceptionNumber()));
    if (original.kind !== 'created') throw new Error(`not created: ${original.kind}`);
    const addition = await services.applications.insertSubmission(userId, additionSubmissionOf(withCode, original.submission, clock.now()));
    if (addition.kind !== 'created') throw new Error(`not created: ${addition.kind}`);

    await runUntilSettled(original.submission.id, 1000);
    await runUntilSettled(addition.submission.id, 1000);
    type BusinessData = { reception_number: string; addition_to?: string; promo_code?: string };
    /** What the business received of each application, by its 受付番号 (the job sends them in any order). */
    const received = (recipient: string) =>
      new Map(
        receiver.arrivals
          .filter((arrival) => arrival.recipient === recipient)
          .map((arrival) => JSON.parse(arrival.body).data as BusinessData)
          .map((data) => [data.reception_number, { addition_to: data.addition_to, promo_code: data.promo_code }]),
      );
    const numbers = { original: original.submission.receptionNumber, addition: addition.submission.receptionNumber };
    expect(received('business.sakura-gas')).toEqual(
      new Map([
        [numbers.original, { addition_to: undefined, promo_code: 'SHINSEIKATSU2026' }],
        [numbers.addition, { addition_to: numbers.original, promo_code: 'SHINSEIKATSU2026' }],
      ]),
    );
    expect(received('business.hikari-denryoku')).toEqual(
      new Map([
        [numbers.original, { addition_to: undefined, promo_code: undefined }],
        [numbers.addition, { addition_to: numbers.original, promo_code: undefined }],
      ]),
    );
  });

  describe("a revocation's cancellations (decision 021)", () => {
    /** A delivered application of a new resident, and that resident's revocation of the procedures `pick` chooses. */
    async function revokeDelivered(pick: (recipient: RecipientRecord) => boolean, reason: string | null = null) {
      const userId = await createTestUser(database().db, services.cipher);
      const originalId = await submit(userId);
      const original = await runUntilSettled(originalId, 1000);
      expect(original.every((row) => row.status === 'delivered')).toBe(true);
      receiver.reset();
      const revocation = await storeRevocation(services.applications, { userId, originalId, pick, reason, submittedAt: clock.now() });
      return { originalId, original, revocation };
    }
    const moveOutAndOneBusiness = (recipient: RecipientRecord) => recipient.procedure === 'move_out' || recipient.position === 2;

    it('sends each affected recipient its cancellation, retried like an application, naming the cancelled message; the procedures stay as they were', async () => {
      const reason = '転居を取りやめたため。';
      const { originalId, original, revocation } = await revokeDelivered(moveOutAndOneBusiness, reason);
      await faultEach(revocation.id, { failNext: 1, failStatus: 503 });
      const rows = await runUntilSettled(revocation.id, 1000);
      expect(rows.map((row) => row.recipient)).toEqual(revocation.cancelled.map((recipient) => recipientIdOf(recipient.address)));

      const validate = await contractSchema('CancellationMessage');
      for (const [index, row] of rows.entries()) {
        expect(row).toMatchObject({ state: 'delivered', attempts: 2, status: 'delivered', last_error: null });
        const arrivals = receiver.arrivals.filter((arrival) => arrival.id === row.id);
        expect(arrivals.map((arrival) => arrival.status)).toEqual([503, 200]);
        expect(new Set(arrivals.map((arrival) => arrival.body)).size).toBe(1);
        const message = JSON.parse(arrivals[0]!.body);
        expect(validate(message), JSON.stringify(validate.errors)).toBe(true);
        const cancelled = original.find((procedure) => procedure.recipient === row.recipient)!;
        expect(message).toMatchObject({
          type: 'application.cancelled',
          data: { message_id: row.id, recipient: row.recipient, reception_number: revocation.receptionNumber, cancels: { message_id: cancelled.id, reception_number: revocation.revokes.receptionNumber } },
        });
        expect(cancelled.id).not.toBe(row.id);
        // The reason goes to the municipality only.
        if (revocation.cancelled[index]!.kind === 'municipality') expect(message.data).toMatchObject({ reason, proof: { jws: expect.any(String) } });
        else expect(message.data).not.toHaveProperty('reason');
      }
      // No application message went again; the cancelled procedures keep their own status.
      expect(receiver.arrivals.every((arrival) => JSON.parse(arrival.body).type === 'application.cancelled')).toBe(true);
      expect((await rowsOf(originalId)).map((row) => [row.id, row.state, row.status])).toEqual(original.map((row) => [row.id, 'delivered', 'delivered']));
    });

    it('fails the cancellation, not the procedure, when its recipient stays down past the window', async () => {
      const { originalId, original, revocation } = await revokeDelivered((recipient) => recipient.kind === 'business');
      receiver.faults.set(everyRecipient, { drop: true });
      const rows = await runUntilSettled(revocation.id, 5000);
      expect(rows).toHaveLength(2);
      for (const row of rows) expect(row).toMatchObject({ state: 'failed', status: 'failed' });
      expect((await rowsOf(originalId)).map((row) => row.status)).toEqual(original.map(() => 'delivered'));
    });
  });

  it('on pg-boss, delivers a submission within seconds of the doorbell', async () => {
    const runner = await startJobs(database(), { logger: silent, services });
    try {
      await sleep(1500);
      const started = Date.now();
      const applicationId = await submit();
      services.outboxSignal.notify();
      let rows = await rowsOf(applicationId);
      while (!rows.every((row) => row.state === 'delivered') && Date.now() - started < 10_000) {
        await sleep(100);
        rows = await rowsOf(applicationId);
      }
      expect(rows.map((row) => row.state)).toEqual(Array(4).fill('delivered'));
      // About a second of polling, plus the sends; generous for a loaded test machine.
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      await runner.stop();
    }
  });
});
