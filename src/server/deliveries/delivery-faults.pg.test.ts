// Issue 12 §8: the delivery survives faults. Real app processes (src/server/main.ts with
// JOBS=on: the real delivery job and sender) on one real PostgreSQL send to a receiver outside
// them that verifies every signature and deduplicates by webhook-id; the tests kill a process
// with SIGKILL mid-send, cut every database connection, and run two processes side by side.
// PostgreSQL only (`*.pg.test.ts`, collected when DATABASE_URL is set: `npm run test:db`).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { readConfig } from '../config';
import { useTestDatabase } from '../db/test-database';
import { everyRecipient } from '../dev-inbox/faults';
import { createServices, type Services } from '../services';
import { startAppProcess, type AppProcess } from '../testing/app-process';
import { expectDeliveredOnceInEffect, statesOf, waitUntil } from '../testing/delivery-proof';
import { seedSubmissions } from '../testing/seed-submissions';
import { startWebhookReceiver, type WebhookReceiver } from '../testing/webhook-receiver';
import { isRecipientId } from '../applications/recipient-id';

if (!process.env.DATABASE_URL) throw new Error('delivery-faults.pg.test.ts needs DATABASE_URL (a real PostgreSQL)');

/** The complete draft's recipients: two municipalities and two businesses. */
const RECIPIENTS_PER_APPLICATION = 4;

describe('delivery under faults, real processes on one PostgreSQL', () => {
  const database = useTestDatabase();
  let dataDir: string;
  let baseEnv: Record<string, string>;
  let services: Services;
  let receiver: WebhookReceiver;
  const apps: AppProcess[] = [];

  beforeAll(async () => {
    const connection = database().connection;
    if (connection.kind !== 'postgres') throw new Error('expected PostgreSQL');
    dataDir = await mkdtemp(path.join(tmpdir(), 'utsuru-faults-'));
    const key = () => randomBytes(32).toString('base64');
    baseEnv = {
      NODE_ENV: 'test',
      DATABASE_URL: connection.connectionString,
      DATA_DIR: dataDir,
      // No built SPA is needed: the app serves a placeholder page.
      WEB_ROOT: path.join(dataDir, 'no-web'),
      // info: each delivery run logs its counts (never personal data), which say who delivered what.
      LOG_LEVEL: 'info',
      JOBS: 'on',
      // One set of keys for every process and for this test, which reads the recipients' secrets.
      DOCUMENT_ENCRYPTION_KEY: key(),
      IDENTITY_HASH_KEY: key(),
      CSRF_TOKEN_KEY: key(),
      // Quick retries and short leases, so that a lost attempt comes back within the test.
      DELIVERY_RETRY_BASE_MS: '200',
      DELIVERY_RETRY_CAP_MS: '1000',
      DELIVERY_TIMEOUT_MS: '3000',
    };
    // Also writes the development IdP's keys into DATA_DIR once, before the processes share it.
    services = await createServices(readConfig({ ...baseEnv, PUBLIC_URL: 'http://127.0.0.1:9' }), database());
  });

  beforeEach(async () => {
    receiver = await startWebhookReceiver((recipient) => (isRecipientId(recipient) ? services.recipientSecrets.active(recipient) : Promise.resolve([])));
  });

  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.stop()));
    await receiver.close();
  });

  afterAll(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  /** main.ts, its dev-inbox endpoints resolving to the receiver (PUBLIC_URL is the receiver's origin). */
  async function startApp(): Promise<AppProcess> {
    const app = await startAppProcess({ ...baseEnv, PUBLIC_URL: receiver.origin });
    apps.push(app);
    return app;
  }

  /** pg-boss's runs of the delivery job by singleton key and state: a stuck run shows here. */
  const jobRuns = async () =>
    (
      await database().query(
        `select coalesce(singleton_key, '-') || ' ' || state || ' ' || count(*) as line from pgboss.job where name = 'deliveries' group by singleton_key, state order by 1`,
      )
    ).rows
      .map((row) => row.line)
      .join(', ');

  const progress = async (ids: readonly string[]) =>
    `outbox: ${JSON.stringify(await statesOf(database(), ids))}; receiver: ${receiver.messages.size} ids, ${receiver.arrivals.length} arrivals, ${receiver.lookupErrors()} lookup errors\n` +
    `delivery job runs: ${await jobRuns().catch((error: Error) => error.message)}\n` +
    apps.map((app) => `--- app ${app.pid}\n${app.output().split('\n').slice(-30).join('\n')}`).join('\n');

  /** What a process's delivery runs reported delivering, from its log (LOG_LEVEL=info). */
  const deliveredBy = (app: AppProcess) =>
    app
      .output()
      .split('\n')
      .filter((line) => line.includes('"job":"deliveries"') && line.includes('"job finished"'))
      .reduce((sum, line) => sum + Number((JSON.parse(line) as { delivered?: number }).delivered ?? 0), 0);

  const allDelivered = async (ids: readonly string[]) => {
    const dead = apps.find((app) => app.diedOnItsOwn());
    if (dead) throw new Error(`app process ${dead.pid} died:\n${dead.output()}`);
    return (await statesOf(database(), ids)).delivered === ids.length * RECIPIENTS_PER_APPLICATION;
  };

  /** 30 applications in the outbox and one process sending them, answered after `delayMs`, until a few arrived. */
  async function deliveringThirty(delayMs: number): Promise<{ ids: string[]; app: AppProcess }> {
    const ids = (await seedSubmissions(services, 30)).map((application) => application.id);
    receiver.faults.set(everyRecipient, { delayMs });
    const app = await startApp();
    await waitUntil('some messages arrived', () => receiver.arrivals.length >= 8, 60_000, () => progress(ids));
    return { ids, app };
  }

  test('a process killed with SIGKILL mid-send: a new one delivers everything, a repeat only under the same webhook-id', async () => {
    // Slow answers keep sends in flight when the kill comes.
    const { ids, app: first } = await deliveringThirty(1500);
    await first.crash();

    // Sent but never answered to the dead process: its outcome was never recorded.
    const unanswered = [...receiver.messages.values()].filter((message) => message.answered < message.arrivals).map((message) => message.id);
    const atKill = await statesOf(database(), ids);
    expect(unanswered.length, 'sends in flight at the kill').toBeGreaterThan(0);
    expect(atKill.delivered ?? 0, 'deliveries left when the process died').toBeLessThan(ids.length * RECIPIENTS_PER_APPLICATION);

    receiver.faults.set(everyRecipient, { delayMs: 50 });
    await startApp();
    await waitUntil('every delivery is delivered', () => allDelivered(ids), 90_000, () => progress(ids));

    await expectDeliveredOnceInEffect(database(), receiver, ids, RECIPIENTS_PER_APPLICATION);
    // Each message the dead process never heard back about came again, under its own id.
    expect(unanswered.filter((id) => (receiver.messages.get(id)?.arrivals ?? 0) < 2)).toEqual([]);
  }, 180_000);

  test('every database connection cut mid-delivery: the process lives on and delivers everything by itself', async () => {
    // Quick answers keep the database busy, so the cuts land mid-query and mid-transaction too.
    const { ids, app } = await deliveringThirty(20);

    const admin = new pg.Client({ connectionString: (database().connection as { connectionString: string }).connectionString });
    await admin.connect();
    const total = ids.length * RECIPIENTS_PER_APPLICATION;
    let cut = 0;
    let deliveredAfterCuts = 0;
    try {
      // Every app connection (the pool, pg-boss's) again and again, for 4 s or until half is
      // delivered, so that claims, sends and write-backs are cut along the way and work is left.
      // The count is read on the admin connection, the one that is never cut.
      for (const stopAt = Date.now() + 4000; Date.now() < stopAt && deliveredAfterCuts < total / 2; ) {
        const { rows } = await admin.query<{ cut: boolean }>(
          'select pg_terminate_backend(pid) as cut from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
        );
        cut += rows.filter((row) => row.cut).length;
        await new Promise((resolve) => setTimeout(resolve, 100));
        const counted = await admin.query<{ n: number }>(`select count(*)::int as n from deliveries where state = 'delivered' and application_id = any($1::uuid[])`, [ids]);
        deliveredAfterCuts = counted.rows[0]?.n ?? 0;
      }
    } finally {
      await admin.end();
    }
    expect(cut, 'connections terminated').toBeGreaterThan(0);
    expect(deliveredAfterCuts, 'deliveries left after the cuts').toBeLessThan(total);

    await waitUntil('every delivery is delivered', () => allDelivered(ids), 90_000, () => progress(ids));
    expect(app.diedOnItsOwn(), `the app process died:\n${app.output()}`).toBe(false);
    await expectDeliveredOnceInEffect(database(), receiver, ids, RECIPIENTS_PER_APPLICATION);
  }, 180_000);

  test('two processes on one PostgreSQL deliver 200 applications: each recipient gets each message, never two sends of one at once', async () => {
    const seeded = await seedSubmissions(services, 200);
    const ids = seeded.map((application) => application.id);
    // Slow enough (alone, one process needs about 20 s) that neither delivers all 800 before the other is up.
    receiver.faults.set(everyRecipient, { delayMs: 80 });
    await Promise.all([startApp(), startApp()]);
    await waitUntil('every delivery is delivered', () => allDelivered(ids), 150_000, () => progress(ids));

    const summary = await expectDeliveredOnceInEffect(database(), receiver, ids, RECIPIENTS_PER_APPLICATION);
    expect(receiver.overlaps(), 'a message sent by both processes at once').toBe(0);
    for (const app of apps) expect(app.diedOnItsOwn(), app.output()).toBe(false);
    // Both took a share, so the run really had two senders side by side. A job logs its counts
    // once it has finished, and the log reaches standard output within a second (logger.ts).
    const logged = () => apps.map(deliveredBy).reduce((sum, share) => sum + share, 0);
    await waitUntil('each process has logged what it delivered', () => logged() === summary.deliveries, 10_000, () => `logged ${logged()} of ${summary.deliveries}`);
    const shares = apps.map(deliveredBy);
    expect(shares.every((share) => share > 0), `delivered per process: ${shares.join(', ')}`).toBe(true);
    expect(shares.reduce((sum, share) => sum + share, 0)).toBe(summary.deliveries);
  }, 240_000);
});
