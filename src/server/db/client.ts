// Opens the one database the server uses (brief §3): embedded PGlite in the data folder by
// default, a real PostgreSQL when DATABASE_URL is set. Both are migrated before use.
import { access, mkdir } from 'node:fs/promises';
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
  // WebAssembly memory never shrinks, so the thread that ran initdb would keep those pages for
  // the life of the process (about 690 MB idle, issue 30): it creates and migrates the database,
  // then ends, and the serving thread reopens the files as a restart does.
  if (!(await exists(path.join(dir, 'PG_VERSION')))) await (await openPgliteDatabase({ dataDir: dir }, { migrate: true })).close();
  return openPgliteDatabase({ dataDir: dir }, { migrate: true });
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );
