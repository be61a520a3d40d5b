// PGlite behind the DatabaseHandle interface, in its own thread (issue 15): the server talks to it
// through node-postgres, like to PostgreSQL, so both databases share one driver and one code path.
// Used for the persisted development database and, restored from a template tarball, for each
// test file's private database.
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { DatabaseHandle } from './database-handle';
import { migratePostgres } from './migrate';
import { PgliteThread } from './pglite-thread/pglite-thread-client';
import type { ThreadDatabase } from './pglite-thread/thread-messages';
import * as schema from './schema';

/**
 * Connections to the one backend: a turn runs at a time, but while it runs the next ones wait in
 * the thread rather than in the pool, so a few connections keep the thread busy. Idle ones are
 * kept: a new connection costs the thread nothing, but its prepared statements would be lost.
 */
const POOL = { max: 6, idleTimeoutMillis: 0 } as const;

export async function openPgliteDatabase(database: ThreadDatabase, { migrate }: { migrate: boolean }): Promise<DatabaseHandle> {
  const thread = await PgliteThread.start(database);
  const stream = () => thread.connect();
  try {
    if (migrate) await migratePostgres({ stream });
  } catch (error) {
    await thread.stop();
    throw error;
  }
  const pool = new pg.Pool({ stream, ...POOL });
  return {
    db: drizzle({ client: pool, schema }),
    kind: 'pglite',
    connection: { kind: 'pglite', stream },
    async close() {
      await pool.end();
      await thread.stop();
    },
    async query(sql, params) {
      const result = await pool.query<Record<string, unknown>>(sql, params);
      return { rows: result.rows };
    },
  };
}
