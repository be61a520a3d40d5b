// One database's rig for the crash trials (issue 26 §2): the real server as a child process
// (main.ts with its delivery job), behind the front proxy, on a database of the suite's own: a
// fresh PostgreSQL database beside the `test` one, or the embedded PGlite folder the process
// opens again after each kill. The stand-in receiver takes every recipient's messages; a few
// residents of the mix bench sign in once, and their sessions outlive every restart.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeBenchResidents } from '../../../../bench/mix/bench-residents';
import type { RecipientId } from '../../applications/recipient-id';
import { readConfig } from '../../config';
import { openDatabase } from '../../db/client';
import type { DatabaseHandle } from '../../db/database-handle';
import { connectAdmin, ensurePostgresTemplate, quoteIdent, withDatabase } from '../../db/test-template';
import { DELIVERY_IDLE_RECHECK_MS, leaseMsFor } from '../../jobs/delivery-job';
import { createServices } from '../../services';
import { startAppProcess, type AppProcess } from '../app-process';
import { waitUntil } from '../delivery-proof';
import { startWebhookReceiver, type WebhookReceiver } from '../webhook-receiver';
import { CrashResident } from './crash-resident';
import { startFrontProxy, type FrontProxy } from './front-proxy';

export type CrashDatabase = 'PostgreSQL' | 'PGlite';

/** Every recipient of the bench's filing (大阪市北区 → 横浜市中区, electricity, gas) and of its addition (そよかぜ光). */
/** One send's timeout: short, so the lease of a send lost in a kill runs out within the run. */
const DELIVERY_TIMEOUT_MS = 2000;
/** A lease, the job's idle recheck after it, and a few seconds to poll and send. */
const QUIET_MS = leaseMsFor(DELIVERY_TIMEOUT_MS) + DELIVERY_IDLE_RECHECK_MS + 3000;

const recipients: RecipientId[] = ['municipality.271276', 'municipality.141046', 'business.hikari-denryoku', 'business.sakura-gas', 'business.soyokaze-hikari'];

export interface CrashRig {
  readonly database: CrashDatabase;
  readonly proxy: FrontProxy;
  readonly receiver: WebhookReceiver;
  readonly residents: readonly CrashResident[];
  /** kill -9 of the running process: when the signal went (Date.now()). */
  crash(): Promise<number>;
  /** A new process on the same database, behind the proxy: ms until it answered. */
  restart(): Promise<number>;
  /**
   * Waits until the receiver has accepted `messages` messages and nothing has arrived for a
   * lease's length: a send lost in a kill is claimed again once its lease runs out, so quiet
   * means nothing is left to send.
   */
  settle(messages: number): Promise<void>;
  /** Stops the process (SIGTERM: its running jobs finish) and opens the database for the checks. */
  stopAndOpen(): Promise<DatabaseHandle>;
  /** The process's last log lines, for a failure's message. */
  output(): string;
  close(): Promise<void>;
}

/** The suite's own PostgreSQL database, from this code's migrated template; its URL. */
async function ownPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const template = await ensurePostgresTemplate(adminUrl);
  const name = `utsuru_crash_${randomBytes(6).toString('hex')}`;
  const admin = await connectAdmin(adminUrl);
  try {
    await admin.query(`create database ${quoteIdent(name)} template ${quoteIdent(template)}`);
  } finally {
    await admin.end();
  }
  const drop = async () => {
    const dropper = await connectAdmin(adminUrl);
    try {
      await dropper.query(`drop database if exists ${quoteIdent(name)} with (force)`);
    } finally {
      await dropper.end();
    }
  };
  return { url: withDatabase(adminUrl, name), drop };
}

export async function startCrashRig(database: CrashDatabase, residentCount: number): Promise<CrashRig> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'utsuru-crash-'));
  const postgres = database === 'PostgreSQL' ? await ownPostgresDatabase() : null;
  const secrets = new Map<string, string[]>();
  const receiver = await startWebhookReceiver((recipient) => Promise.resolve(secrets.get(recipient) ?? []));
  const proxy = await startFrontProxy(receiver.origin);
  const key = () => randomBytes(32).toString('base64');
  const bench = await writeBenchResidents(path.join(dataDir, 'residents.json'), residentCount);
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    // No built SPA is needed: the app serves a placeholder page.
    WEB_ROOT: path.join(dataDir, 'no-web'),
    LOG_LEVEL: 'warn',
    JOBS: 'on',
    PUBLIC_URL: proxy.origin,
    DEV_IDP_RESIDENTS_FILE: bench.file,
    DOCUMENT_ENCRYPTION_KEY: key(),
    IDENTITY_HASH_KEY: key(),
    CSRF_TOKEN_KEY: key(),
    // Quick retries and short leases, so that a send lost in a kill comes back within the run.
    DELIVERY_RETRY_BASE_MS: '200',
    DELIVERY_RETRY_CAP_MS: '1000',
    DELIVERY_TIMEOUT_MS: String(DELIVERY_TIMEOUT_MS),
  };
  const open = () => openDatabase({ databaseUrl: postgres?.url, dataDir });

  // The recipients' secrets are made before any process starts: the receiver verifies with them,
  // and while a process has the PGlite folder open no other can read it. This also creates the
  // PGlite folder and the development IdP's keys, once.
  const setup = await open();
  try {
    const services = await createServices(readConfig(env), setup);
    for (const recipient of recipients) secrets.set(recipient, await services.recipientSecrets.ensure(recipient));
  } finally {
    await setup.close();
  }

  let app: AppProcess = await startAppProcess(env);
  proxy.app = app.origin;
  const residents: CrashResident[] = [];
  for (const [index, subject] of bench.subjects.entries()) residents.push(await CrashResident.signIn(proxy.origin, subject, index));

  return {
    database,
    proxy,
    receiver,
    residents,
    async crash() {
      if (app.diedOnItsOwn()) throw new Error(`the app process died by itself:\n${app.output()}`);
      const at = Date.now();
      await app.crash();
      return at;
    },
    async restart() {
      const started = Date.now();
      app = await startAppProcess(env);
      proxy.app = app.origin;
      return Date.now() - started;
    },
    async settle(messages) {
      let seen = -1;
      let quietSince = Date.now();
      const accepted = () => [...receiver.messages.values()].filter((message) => message.accepted).length;
      await waitUntil(
        `${messages} messages accepted and ${QUIET_MS} ms without an arrival`,
        () => {
          if (receiver.arrivals.length !== seen) [seen, quietSince] = [receiver.arrivals.length, Date.now()];
          return accepted() >= messages && Date.now() - quietSince >= QUIET_MS;
        },
        180_000,
        () => `${accepted()} accepted, ${receiver.arrivals.length} arrivals, ${receiver.rejected.length} rejected\n${app.output()}`,
      );
    },
    async stopAndOpen() {
      if (app.diedOnItsOwn()) throw new Error(`the app process died by itself:\n${app.output()}`);
      await app.stop();
      return open();
    },
    output: () => app.output(),
    async close() {
      await app.stop();
      await proxy.close();
      await receiver.close();
      await postgres?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
