// A Db that counts the statements the code under test starts (for either driver): each select,
// insert, update, delete or execute is one round trip to the database, and a transaction adds
// its BEGIN and COMMIT. Issue 15 counts them per submission call so that one added back shows.
import type { Db } from '../db/database-handle';

const statements = new Set(['select', 'selectDistinct', 'insert', 'update', 'delete', 'execute']);

export interface CountingDb {
  db: Db;
  /** Statements started since the last reset, by kind (`transaction` counts BEGIN and COMMIT as 2). */
  readonly counts: Record<string, number>;
  total(): number;
  reset(): void;
}

export function countingDb(inner: Db): CountingDb {
  const counts: Record<string, number> = {};
  const count = (kind: string, by = 1) => {
    counts[kind] = (counts[kind] ?? 0) + by;
  };

  const wrap = <T extends object>(target: T): T =>
    new Proxy(target, {
      get(object, property, receiver) {
        const value: unknown = Reflect.get(object, property, receiver);
        if (typeof property !== 'string' || typeof value !== 'function') return value;
        if (statements.has(property)) {
          return (...args: unknown[]) => {
            count(property);
            return (value as (...a: unknown[]) => unknown).apply(object, args);
          };
        }
        if (property === 'transaction') {
          return (run: (tx: unknown) => unknown, ...rest: unknown[]) => {
            count('transaction', 2);
            return (value as (...a: unknown[]) => unknown).call(object, (tx: object) => run(wrap(tx)), ...rest);
          };
        }
        return value;
      },
    });

  return {
    db: wrap(inner),
    counts,
    total: () => Object.values(counts).reduce((sum, n) => sum + n, 0),
    reset: () => Object.keys(counts).forEach((key) => delete counts[key]),
  };
}
