// What `npm run deliveries` and `npm run mail` share: the database opened as `npm start` opens it
// (DATABASE_URL, or the embedded PGlite in DATA_DIR), and the two commands on an outbox's rows the
// job gave up on: `failed` lists them without personal data, `requeue <id>` sends one again.
import { systemClock } from '../clock';
import { readConfig, type AppConfig } from '../config';
import { openDatabase } from '../db/client';
import type { Db, DatabaseHandle } from '../db/database-handle';

type RequeueResult = { outcome: 'requeued' } | { outcome: 'not_found' } | { outcome: 'not_failed'; state: string };

/** One outbox's failed rows, as the operator sees them. */
export interface FailedRows {
  /** How the messages name one row: mail, delivery. */
  noun: string;
  /** The failed rows as the table the operator reads. */
  list(db: Db, now: Date): Promise<string>;
  requeue(db: Db, id: string, now: Date): Promise<RequeueResult>;
}

type FailedRowsCommand = { command: 'failed' } | { command: 'requeue'; id: string };

/** `failed` or `requeue <id>`; null for anything else. */
export function failedRowsCommandOf([command, id]: readonly string[]): FailedRowsCommand | null {
  if (command === 'failed') return { command };
  if (command === 'requeue' && id) return { command, id };
  return null;
}

/** The usage line on stderr; exit code 2. */
export function usageError(usage: string): number {
  process.stderr.write(`${usage}\n`);
  return 2;
}

/** Runs `work` on the database `npm start` would open, and closes it again. */
export async function withDatabase(work: (database: DatabaseHandle, config: AppConfig) => Promise<number>): Promise<number> {
  const config = readConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    return await work(database, config);
  } finally {
    await database.close();
  }
}

/** Lists the failed rows, or requeues one (failed → pending, due now); the exit code. */
export async function runFailedRowsCommand(rows: FailedRows, db: Db, order: FailedRowsCommand): Promise<number> {
  const now = systemClock.now();
  if (order.command === 'failed') {
    process.stdout.write(await rows.list(db, now));
    return 0;
  }
  const { id } = order;
  const result = await rows.requeue(db, id, now);
  if (result.outcome === 'requeued') {
    process.stdout.write(`requeued ${id}: pending, due now\n`);
    return 0;
  }
  process.stderr.write(result.outcome === 'not_found' ? `no ${rows.noun} ${id}\n` : `refused: ${rows.noun} ${id} is ${result.state}, not failed\n`);
  return 1;
}
