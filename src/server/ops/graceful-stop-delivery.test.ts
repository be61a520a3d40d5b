// A delivery mid-send across a clean stop (issue 30 point 3, decision 032 §3): the real server
// (main.ts with its jobs) on its own PGlite folder sends to a receiver on loopback that holds each
// answer; SIGTERM comes while sends are in flight. The stopping process waits for those answers
// and records them, starts no other send, and exits 0; the rows it had claimed but not sent keep
// their lease, and the restarted process sends them when it runs out. Each message then arrived
// exactly once: not only once in effect (the same webhook-id again), as after a kill -9.
// PGlite only: the app process and this test share one PGlite folder, whatever DATABASE_URL says.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isRecipientId, type RecipientId } from '../applications/recipient-id';
import { readConfig } from '../config';
import { openDatabase } from '../db/client';
import type { DatabaseHandle } from '../db/database-handle';
import { everyRecipient } from '../dev-inbox/faults';
import { createServices } from '../services';
import { startAppProcess, type AppProcess } from '../testing/app-process';
import { expectDeliveredOnceInEffect, outboxOf, statesOf, waitUntil } from '../testing/delivery-proof';
import { seedSubmissions } from '../testing/seed-submissions';
import { startWebhookReceiver, type WebhookReceiver } from '../testing/webhook-receiver';

/** The complete draft's recipients: two municipalities and two businesses. */
const RECIPIENTS_PER_APPLICATION = 4;
const APPLICATIONS = 6;

describe('a delivery mid-send across a clean stop', () => {
  let dataDir: string | undefined;
  let receiver: WebhookReceiver | undefined;
  let app: AppProcess | undefined;
  afterAll(async () => {
    await app?.crash();
    await receiver?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('is answered and recorded before the exit, and every message arrives exactly once after the restart', { timeout: 150_000 }, async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'utsuru-stop-delivery-'));
    // The receiver checks signatures with the recipients' secrets, read once here: the app
    // process holds the PGlite folder while it runs.
    const secrets = new Map<string, string[]>();
    receiver = await startWebhookReceiver(async (recipient) => secrets.get(recipient) ?? []);
    const key = () => randomBytes(32).toString('base64');
    const env: Record<string, string> = {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      WEB_ROOT: path.join(dataDir, 'no-web'),
      LOG_LEVEL: 'info',
      JOBS: 'on',
      // Every development-inbox recipient's endpoint is under PUBLIC_URL: the receiver's origin.
      PUBLIC_URL: receiver.origin,
      DOCUMENT_ENCRYPTION_KEY: key(),
      IDENTITY_HASH_KEY: key(),
      CSRF_TOKEN_KEY: key(),
      DELIVERY_RETRY_BASE_MS: '200',
      DELIVERY_RETRY_CAP_MS: '1000',
      // Longer than the receiver's hold, so an answer in flight is never given up on.
      DELIVERY_TIMEOUT_MS: '4000',
    };
    const withDatabase = async <T,>(work: (database: DatabaseHandle) => Promise<T>): Promise<T> => {
      const database = await openDatabase({ dataDir: dataDir! });
      try {
        return await work(database);
      } finally {
        await database.close();
      }
    };

    const ids = await withDatabase(async (database) => {
      const services = await createServices(readConfig(env), database);
      const seeded = (await seedSubmissions(services, APPLICATIONS)).map((application) => application.id);
      for (const row of await outboxOf(database, seeded)) {
        if (isRecipientId(row.recipient) && !secrets.has(row.recipient)) secrets.set(row.recipient, await services.recipientSecrets.ensure(row.recipient as RecipientId));
      }
      return seeded;
    });
    const total = APPLICATIONS * RECIPIENTS_PER_APPLICATION;

    // Each answer is held 1.5 s, so SIGTERM finds sends in flight.
    receiver.faults.set(everyRecipient, { delayMs: 1_500 });
    app = await startAppProcess(env);
    const inFlight = () => [...receiver!.messages.values()].filter((message) => message.open > 0).map((message) => message.id);
    await waitUntil('sends are in flight', () => inFlight().length > 0, 60_000, () => app?.output() ?? '');
    const midSend = inFlight();
    process.kill(app.pid, 'SIGTERM');
    expect(await app.exited, app.output()).toEqual({ code: 0, signal: null });

    // The messages in flight were answered to the stopping process, which recorded them; the rest waits.
    expect(midSend.filter((id) => receiver!.messages.get(id)?.answered !== 1)).toEqual([]);
    const afterStop = await withDatabase((database) => outboxOf(database, ids));
    expect(afterStop.filter((row) => midSend.includes(row.id) && row.state !== 'delivered')).toEqual([]);
    expect(afterStop.filter((row) => row.state !== 'delivered').length, 'messages left for the restart').toBeGreaterThan(0);
    expect(receiver.messages.size).toBe(afterStop.filter((row) => row.state === 'delivered').length);

    receiver.faults.set(everyRecipient, { delayMs: 20 });
    app = await startAppProcess(env);
    await waitUntil('every message arrived', () => receiver!.messages.size === total, 60_000, () => app?.output() ?? '');
    process.kill(app.pid, 'SIGTERM');
    expect(await app.exited, app.output()).toEqual({ code: 0, signal: null });

    await withDatabase(async (database) => {
      expect(await statesOf(database, ids)).toEqual({ delivered: total });
      const summary = await expectDeliveredOnceInEffect(database, receiver!, ids, RECIPIENTS_PER_APPLICATION);
      expect(summary.repeats, 'messages that arrived more than once').toBe(0);
    });
    expect([...receiver.messages.values()].filter((message) => message.arrivals !== 1 || !message.accepted)).toEqual([]);
  });
});
