// One run of the leak suite (issue 26, point 5): the real server (main.ts, jobs on, LOG_LEVEL=debug)
// behind the recording front proxy, on its own PostgreSQL database or on PGlite in its own data
// folder; the canary logs in at the dev IdP, files a normal application, adds a business and
// cancels its 転出届 and gas, each delivered; errors are provoked; then the process stops and the
// run answers everything the suite searches: the log, the database's contents (pg_dump, or the
// PGlite folder's raw files), every message each recipient received, every exchange.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { systemClock } from '../../clock';
import { createDocumentCipher } from '../../crypto/document-cipher';
import { createRecipientSecrets } from '../../deliveries/recipient-secrets';
import { openPostgresDatabase } from '../../db/postgres-handle';
import { connectAdmin, ensurePostgresTemplate, quoteIdent, withDatabase } from '../../db/test-template';
import { waitUntil } from '../../testing/delivery-proof';
import { startAppProcess } from '../../testing/app-process';
import { pgDump } from '../../testing/pg-dump';
import { startWebhookReceiver, type Arrival } from '../../testing/webhook-receiver';
import { recipients, writeCanaryResidentsFile } from './canary';
import { canaryJourney, type Settle } from './canary-journey';
import { startFrontProxy, type Exchange } from './front-proxy';
import type { Stored } from './leak-checks';

export type Backend = 'PostgreSQL' | 'PGlite';

export interface CanaryRun {
  backend: Backend;
  /** Every line the process wrote (pino's JSON at level debug, and anything on stderr). */
  log: string;
  /** PostgreSQL: pg_dump's output; PGlite: every file of the data folder, raw. */
  stored: Stored[];
  /** PostgreSQL only (the recipients stand-in needs the secrets): every arrival by recipient. */
  messages: Map<string, Arrival[]>;
  exchanges: readonly Exchange[];
  /** The 受付番号 of the three filings: a plain column, so a positive control for the stored search. */
  receptionNumbers: string[];
}

const key = () => randomBytes(32).toString('base64');

/** The suite's own database, from the migrated template; PostgreSQL at DATABASE_URL or the local one. */
async function ownDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const template = await ensurePostgresTemplate(adminUrl);
  const name = `utsuru_leak_${randomBytes(6).toString('hex')}`;
  const admin = await connectAdmin(adminUrl);
  await admin.query(`create database ${quoteIdent(name)} template ${quoteIdent(template)}`).finally(() => admin.end());
  return {
    url: withDatabase(adminUrl, name),
    async drop() {
      const dropper = await connectAdmin(adminUrl);
      await dropper.query(`drop database if exists ${quoteIdent(name)} with (force)`).finally(() => dropper.end());
    },
  };
}

async function filesUnder(folder: string): Promise<Stored[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map(async (entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return { name: path.relative(folder, file), bytes: await readFile(file) };
      }),
  );
}

/** What the delivery job's runs reported delivering, from the log (each run logs its counts at info). */
const deliveredIn = (log: readonly string[]) =>
  log
    .filter((line) => line.includes('"job":"deliveries"') && line.includes('"job finished"'))
    .reduce((sum, line) => sum + Number((JSON.parse(line) as { delivered?: number }).delivered ?? 0), 0);

export async function canaryRun(backend: Backend): Promise<CanaryRun> {
  const folder = await mkdtemp(path.join(tmpdir(), 'utsuru-leak-'));
  const documentKey = key();
  const database = backend === 'PostgreSQL' ? await ownDatabase() : null;
  // The recipients stand-in checks signatures with the recipients' secrets: made here first, so
  // the suite knows them (PGlite is one process's: there the app's own inbox takes the messages).
  const secrets = new Map<string, string[]>();
  if (database) {
    const handle = await openPostgresDatabase(database.url, { migrate: false });
    const recipientSecrets = createRecipientSecrets(handle.db, { cipher: createDocumentCipher(Buffer.from(documentKey, 'base64')), clock: systemClock });
    for (const recipient of Object.values(recipients)) secrets.set(recipient, await recipientSecrets.ensure(recipient));
    await handle.close();
  }
  const receiver = database ? await startWebhookReceiver(async (recipient) => secrets.get(recipient) ?? []) : null;
  const proxy = await startFrontProxy(receiver ? { webhooks: receiver.origin } : {});
  const log: string[] = [];
  const app = await startAppProcess(
    {
      NODE_ENV: 'test',
      ...(database ? { DATABASE_URL: database.url } : {}),
      DATA_DIR: path.join(folder, 'data'),
      WEB_ROOT: path.join(folder, 'no-web'),
      PUBLIC_URL: proxy.origin,
      LOG_LEVEL: 'debug',
      JOBS: 'on',
      DOCUMENT_ENCRYPTION_KEY: documentKey,
      IDENTITY_HASH_KEY: key(),
      CSRF_TOKEN_KEY: key(),
      DEV_IDP_RESIDENTS_FILE: await writeCanaryResidentsFile(folder),
      DELIVERY_RETRY_BASE_MS: '200',
      DELIVERY_RETRY_CAP_MS: '1000',
    },
    { onLine: (line) => log.push(line) },
  );
  try {
    proxy.setApp(app.origin);
    const settle: Settle = (what, messages) => waitUntil(what, () => deliveredIn(log) >= messages, 90_000, () => log.slice(-20).join('\n'));
    const receptionNumbers = await canaryJourney(proxy.origin, new Date(), settle);
    await app.stop();
    const stored = database ? [{ name: 'pg_dump', bytes: await pgDump(database.url) }] : await filesUnder(path.join(folder, 'data'));
    const messages = new Map<string, Arrival[]>();
    for (const arrival of receiver?.arrivals ?? []) messages.set(arrival.recipient, [...(messages.get(arrival.recipient) ?? []), arrival]);
    return { backend, log: log.join('\n'), stored, messages, exchanges: proxy.exchanges, receptionNumbers };
  } finally {
    await app.stop();
    await proxy.close();
    await receiver?.close();
    await database?.drop();
    await rm(folder, { recursive: true, force: true });
  }
}
