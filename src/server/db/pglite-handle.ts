// PGlite behind the DatabaseHandle interface. Used for the persisted development database and,
// restored from a template tarball, for each test's private database.
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { DatabaseHandle } from './database-handle';
import { migratePglite } from './migrate';
import * as schema from './schema';

export async function openPgliteDatabase(options: PGliteOptions, { migrate }: { migrate: boolean }): Promise<DatabaseHandle> {
  const client = await PGlite.create(options);
  try {
    if (migrate) await migratePglite(client);
  } catch (error) {
    await client.close();
    throw error;
  }
  return {
    db: drizzle({ client, schema }),
    kind: 'pglite',
    connection: { kind: 'pglite', client },
    close: () => client.close(),
    async query(sql, params) {
      const result = await client.query<Record<string, unknown>>(sql, params);
      return { rows: result.rows };
    },
  };
}
