import type { DatabaseHandle } from '../db/database-handle';

const tables = ['users', 'sessions', 'drafts', 'applications', 'signature_requests', 'dev_signing_requests', 'rate_limits'] as const;

/** Every row of every table, to prove that a rejected request changed nothing. */
export async function snapshotTables(database: DatabaseHandle): Promise<string> {
  const parts = await Promise.all(
    tables.map(async (table) => {
      const { rows } = await database.query(`select * from ${table} order by 1`);
      return `${table}:${JSON.stringify(rows)}`;
    }),
  );
  return parts.join('\n');
}
