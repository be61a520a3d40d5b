// Applies the drizzle-kit migrations in ./migrations with drizzle's own migrators, one per driver.
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePgliteDb } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePgDb } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any constant will do; it only has to be the same in every process sharing the database. */
const MIGRATION_LOCK_ID = 0x75747375; // "utsu"

export async function migratePglite(client: PGlite): Promise<void> {
  await migratePgliteDb(drizzlePglite({ client }), { migrationsFolder });
}

/**
 * Also PGlite's, through its thread (`{ stream }`). Several app processes may start at once
 * against one PostgreSQL. An advisory lock held on
 * one dedicated connection makes the others wait and then find nothing left to apply.
 */
export async function migratePostgres(connection: string | pg.ClientConfig): Promise<void> {
  const client = new pg.Client(typeof connection === 'string' ? { connectionString: connection } : connection);
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    try {
      await migratePgDb(drizzlePg({ client }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
    }
  } finally {
    await client.end();
  }
}
