// The resident's campaign code (decision 020): one per resident, the last one saved. A code is
// not personal data (it is printed on a partner's leaflet), so it is a plain column.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database-handle';
import { residentPromoCodes } from '../db/schema';
import { isUuid } from './ids';

export function createPromoCodeRepository(db: Db) {
  return {
    /** Keeps `code` as the resident's, replacing any earlier one. */
    async save(userId: string, code: string): Promise<void> {
      await db
        .insert(residentPromoCodes)
        .values({ userId, code })
        .onConflictDoUpdate({ target: residentPromoCodes.userId, set: { code, savedAt: sql`now()` } });
    },

    async find(userId: string): Promise<string | null> {
      if (!isUuid(userId)) return null;
      const rows = await db.select({ code: residentPromoCodes.code }).from(residentPromoCodes).where(eq(residentPromoCodes.userId, userId)).limit(1);
      return rows[0]?.code ?? null;
    },
  };
}

export type PromoCodeRepository = ReturnType<typeof createPromoCodeRepository>;
