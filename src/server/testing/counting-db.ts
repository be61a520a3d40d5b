// A Db over a test database's own connection that counts the statements sent through it, prepared
// ones included, with drizzle's query logger: each select, insert, update or delete is one round
// trip to the database, and a transaction adds its BEGIN and COMMIT (counted as `transaction`: 2).
// Issue 15 counts them per submission call, so that one added back shows; and counts the SQL
// texts drizzle builds, which a prepared statement does once instead of at every call.
import type { Logger } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { vi } from 'vitest';
import type { DatabaseHandle, Db } from '../db/database-handle';
import * as schema from '../db/schema';

export interface CountingDb {
  db: Db;
  /** Statements since the last reset, by their first SQL keyword (`select`, `insert`…), and `transaction`. */
  readonly counts: Record<string, number>;
  total(): number;
  reset(): void;
}

/** What node-postgres's transactions send themselves; a transaction is counted once, by the wrapper. */
const transactionControl = new Set(['begin', 'commit', 'rollback', 'savepoint', 'release']);
const keywordOf = (query: string) => (/^\s*([a-z]+)/i.exec(query)?.[1] ?? '?').toLowerCase();

export function countingDb(handle: DatabaseHandle): CountingDb {
  const counts: Record<string, number> = {};
  const count = (kind: string, by = 1) => {
    counts[kind] = (counts[kind] ?? 0) + by;
  };
  const logger: Logger = {
    logQuery(query) {
      const kind = keywordOf(query);
      if (!transactionControl.has(kind)) count(kind);
    },
  };
  // Both databases are reached through node-postgres (PGlite through its thread): the same pool, logged.
  const db: Db = drizzle({ client: (handle.db as unknown as { $client: pg.Pool }).$client, schema, logger });
  const transaction = db.transaction.bind(db);
  db.transaction = (run, config) => {
    count('transaction', 2);
    return transaction(run, config);
  };
  return {
    db,
    counts,
    total: () => Object.values(counts).reduce((sum, n) => sum + n, 0),
    reset: () => Object.keys(counts).forEach((key) => delete counts[key]),
  };
}

/**
 * How many SQL texts drizzle builds from its query builders (every execution of one not
 * prepared), but a transaction's own BEGIN and COMMIT (node-postgres builds those).
 */
export function countingQueryBuilds(): { count(): number; reset(): void } {
  const built = vi.spyOn(PgDialect.prototype, 'sqlToQuery');
  return {
    count: () => built.mock.results.filter((result) => result.type === 'return' && !transactionControl.has(keywordOf(result.value.sql))).length,
    reset: () => built.mockClear(),
  };
}
