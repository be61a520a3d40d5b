import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { DatabaseHandle } from '../db/database-handle';
import * as schema from '../db/schema';

/** Every table of the schema: a table added later is covered without an edit here. */
export const tableNames: readonly string[] = Object.values(schema)
  .filter((value) => is(value, PgTable))
  .map((table) => getTableName(table))
  .sort();

/** Every row of every table (but `except`), to prove that a rejected request changed nothing. */
export async function snapshotTables(database: DatabaseHandle, except: readonly string[] = []): Promise<string> {
  const parts = await Promise.all(
    tableNames.filter((table) => !except.includes(table)).map(async (table) => {
      const { rows } = await database.query(`select * from ${table} t order by t::text`);
      return `${table}:${JSON.stringify(rows)}`;
    }),
  );
  return parts.join('\n');
}

/**
 * A digest per table of every row (but `except`), in one statement: cheap enough to take around
 * each of a property test's thousand calls. Equal digests, unchanged rows; snapshotTables says which.
 */
export async function fingerprintTables(database: DatabaseHandle, except: readonly string[] = []): Promise<string> {
  const digests = tableNames
    .filter((table) => !except.includes(table))
    .map((table) => `select '${table}' as name, coalesce(md5(string_agg(t::text, E'\\n' order by t::text)), '') as digest from ${table} t`);
  const { rows } = await database.query(digests.join(' union all '));
  return rows.map((row) => `${String(row.name)}:${String(row.digest)}`).sort().join('\n');
}
