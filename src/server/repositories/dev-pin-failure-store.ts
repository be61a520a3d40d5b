// The development provider's wrong-PIN counts in the database (decision 026), so every app
// process behind a load balancer counts the same tries: kept in one process's memory, a card
// locked after three wrong PINs at one process opened again at the next. Each statement decides
// its own race: two wrong tries at once both count, and a right PIN never clears a locked card.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database-handle';
import { devIdpPinFailures } from '../db/schema';

/** The card's two PINs: the login PIN (利用者証明用) and the signing password (署名用). */
export type DevPin = 'login' | 'signing';

export function createDevPinFailureStore(db: Db, pin: DevPin) {
  const row = (subject: string) => and(eq(devIdpPinFailures.pin, pin), eq(devIdpPinFailures.subject, subject));
  const target = [devIdpPinFailures.pin, devIdpPinFailures.subject];

  return {
    /** Sets each card's count to the fixture's: a start resets the test cards, as a restart always did. */
    async reset(initial: readonly (readonly [subject: string, failures: number])[]): Promise<void> {
      if (initial.length === 0) return;
      await db
        .insert(devIdpPinFailures)
        .values(initial.map(([subject, failures]) => ({ pin, subject, failures })))
        .onConflictDoUpdate({ target, set: { failures: sql`excluded.failures` } });
    },

    /** The wrong tries counted so far. */
    async failures(subject: string): Promise<number> {
      const rows = await db.select({ failures: devIdpPinFailures.failures }).from(devIdpPinFailures).where(row(subject)).limit(1);
      return rows[0]?.failures ?? 0;
    },

    /** Counts one more wrong try, never past `limit`; answers the count. */
    async addFailure(subject: string, limit: number): Promise<number> {
      const rows = await db
        .insert(devIdpPinFailures)
        .values({ pin, subject, failures: Math.min(1, limit) })
        .onConflictDoUpdate({ target, set: { failures: sql`least(${devIdpPinFailures.failures} + 1, ${limit}::int)` } })
        .returning({ failures: devIdpPinFailures.failures });
      return rows[0]?.failures ?? limit;
    },

    /** Clears the count unless it reached `limit` (the card is locked); answers whether it did. */
    async clearBelow(subject: string, limit: number): Promise<boolean> {
      const rows = await db
        .insert(devIdpPinFailures)
        .values({ pin, subject, failures: 0 })
        .onConflictDoUpdate({ target, set: { failures: 0 }, setWhere: sql`${devIdpPinFailures.failures} < ${limit}::int` })
        .returning({ failures: devIdpPinFailures.failures });
      return rows.length > 0;
    },
  };
}
