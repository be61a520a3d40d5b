// Opens the one database the server uses (brief §3): embedded PGlite in the data folder by
// default, a real PostgreSQL when DATABASE_URL is set. Both are migrated before use.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { openPgliteDatabase } from './pglite-handle';
import { openPostgresDatabase } from './postgres-handle';
import type * as schema from './schema';

/** One type that both drivers satisfy; repositories take a Db and never know which runs. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The driver underneath, for pg-boss, which brings its own: the one PGlite instance or the server's URL. */
export type DatabaseConnection = { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; connectionString: string };

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  connection: DatabaseConnection;
  close(): Promise<void>;
  /** Raw SQL for tests and maintenance scripts; application code goes through `db`. */
  query(sql: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** Errors on idle pooled connections (PostgreSQL only); the pool already drops the broken client. */
  onBackgroundError?: (error: Error) => void;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgresDatabase(options.databaseUrl, { migrate: true, onBackgroundError: options.onBackgroundError });
  const dir = path.join(options.dataDir, 'pglite');
  await mkdir(dir, { recursive: true, mode: 0o700 });
  // The first start runs initdb (seconds, ~900 MB RSS); later starts reopen the files (~1 s).
  return openPgliteDatabase({ dataDir: dir }, { migrate: true });
}
