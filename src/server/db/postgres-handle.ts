// PostgreSQL (node-postgres pool) behind the DatabaseHandle interface. Several app processes
// can share the server; nothing per-user is kept in this process.
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { DatabaseHandle } from './database-handle';
import { migratePostgres } from './migrate';
import * as schema from './schema';

/**
 * How long a call waits for a connection: a new one to a server that does not answer (cut off, a
 * failover under way), or a free one from a pool at its limit. node-postgres waits for ever by
 * default; past this it fails with "timeout exceeded when trying to connect", which the API
 * answers with TEMPORARILY (errors/database-unavailable.ts) instead of hanging the request.
 */
const CONNECT_TIMEOUT_MS = 5_000;

export interface PostgresOpenOptions {
  migrate: boolean;
  /** CONNECT_TIMEOUT_MS unless a test shortens it. */
  connectTimeoutMs?: number;
  onBackgroundError?: ((error: Error) => void) | undefined;
  /** Runs after the pool has ended, e.g. to drop a throwaway test database. */
  afterClose?: () => Promise<void>;
}

export async function openPostgresDatabase(connectionString: string, options: PostgresOpenOptions): Promise<DatabaseHandle> {
  if (options.migrate) await migratePostgres(connectionString);
  const pool = new pg.Pool({ connectionString, connectionTimeoutMillis: options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS });
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
