import type { DatabaseHandle } from '../db/database-handle';

const tables = ['users', 'sessions', 'drafts', 'applications', 'signature_requests', 'dev_signing_requests', 'rate_limits'] as const;

type Table = (typeof tables)[number];

/** Every row of every table (but `except`), to prove that a rejected request changed nothing. */
export async function snapshotTables(database: DatabaseHandle, except: readonly Table[] = []): Promise<string> {
  const parts = await Promise.all(
    tables.filter((table) => !except.includes(table)).map(async (table) => {
      const { rows } = await database.query(`select * from ${table} order by 1`);
      return `${table}:${JSON.stringify(rows)}`;
    }),
  );
  return parts.join('\n');
}
