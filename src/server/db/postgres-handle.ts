// PostgreSQL (node-postgres pool) behind the DatabaseHandle interface. Several app processes
// can share the server; nothing per-user is kept in this process.
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { DatabaseHandle } from './database-handle';
import { migratePostgres } from './migrate';
import * as schema from './schema';

export interface PostgresOpenOptions {
  migrate: boolean;
  onBackgroundError?: ((error: Error) => void) | undefined;
  /** Runs after the pool has ended, e.g. to drop a throwaway test database. */
  afterClose?: () => Promise<void>;
}

export async function openPostgresDatabase(connectionString: string, options: PostgresOpenOptions): Promise<DatabaseHandle> {
  if (options.migrate) await migratePostgres(connectionString);
  const pool = new pg.Pool({ connectionString });
  // Without a listener an idle client's network error would crash the process.
  pool.on('error', (error) => options.onBackgroundError?.(error));
  // pg-pool takes that idle listener off a client while it is checked out, so a connection cut
  // between two statements of a transaction (pg_terminate_backend, a failover) would emit 'error'
  // with nothing listening and end the process: the delivery fault tests saw it. With this one the
  // error surfaces where it belongs: the transaction's next statement rejects, and the pool
  // discards the broken client when it is released.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return {
    db: drizzle({ client: pool, schema }),
    kind: 'postgres',
    connection: { kind: 'postgres', connectionString },
    async close() {
      await pool.end();
      await options.afterClose?.();
    },
    async query(sql, params) {
      const result = await pool.query<Record<string, unknown>>(sql, params);
      return { rows: result.rows };
    },
  };
}
