// What both drivers hand back (brief §3). Its own module so that client.ts and the driver
// modules it opens can share these types without importing each other.
import type { Duplex } from 'node:stream';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** One type that both drivers satisfy; repositories take a Db and never know which runs. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * How to open another connection, for pg-boss, which brings its own pool: a stream to the PGlite
 * thread (node-postgres's `stream` option) or the server's URL.
 */
export type DatabaseConnection = { kind: 'pglite'; stream: () => Duplex } | { kind: 'postgres'; connectionString: string };

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  connection: DatabaseConnection;
  close(): Promise<void>;
  /** Raw SQL for tests and maintenance scripts; application code goes through `db`. */
  query(sql: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}
