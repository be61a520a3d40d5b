// Opens the one database the server uses (brief §3): embedded PGlite in the data folder by
// default, a real PostgreSQL when DATABASE_URL is set. Both are migrated before use.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { DatabaseHandle } from './database-handle';
import { openPgliteDatabase } from './pglite-handle';
import { openPostgresDatabase } from './postgres-handle';

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
