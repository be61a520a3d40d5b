// A PostgreSQL connection cut while the app holds it (issue 12 §8: pg_terminate_backend on every
// app connection) fails what ran on it, never the process. PostgreSQL only (`*.pg.test.ts`).
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { expect, test } from 'vitest';
import { openTestDatabase } from './test-database';

test('a connection cut between two statements of a transaction rejects that transaction, and the next query gets a fresh connection', async () => {
  const database = await openTestDatabase();
  const connection = database.connection;
  if (connection.kind !== 'postgres') throw new Error('expected PostgreSQL');
  const admin = new pg.Client({ connectionString: connection.connectionString });
  await admin.connect();
  try {
    const transaction = database.db.transaction(async (tx) => {
      // Db is typed for both drivers; on node-postgres execute() answers a QueryResult.
      const { rows } = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] };
      await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
      // The server's FATAL arrives while no statement runs: the client is checked out and idle.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await tx.execute(sql`select 1`);
    });
    await expect(transaction).rejects.toThrow();
    expect((await database.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  } finally {
    await admin.end();
    await database.close();
  }
});
