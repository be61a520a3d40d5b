// The household questions' answers per filed move (issue 28), sealed with the document cipher and
// bound to their row (aad household-answers:<user_id>:<application_id>): a copied ciphertext or
// another resident's row fails to open. The handler checks the application is the resident's own
// before it saves; reads ask for the owner too, so another resident's row is as missing.
import { and, eq, sql } from 'drizzle-orm';
import { unansweredHousehold, type HouseholdAnswers } from '#shared/counter-procedures';
import type { DocumentCipher } from '../crypto/document-cipher';
import type { Db } from '../db/database-handle';
import { householdAnswers } from '../db/schema';
import { isUuid } from './ids';

export const householdAnswersAad = (userId: string, applicationId: string) => `household-answers:${userId}:${applicationId}`;

export function createHouseholdAnswersRepository(db: Db, { cipher }: { cipher: DocumentCipher }) {
  return {
    /** The resident's answers for their application; every question unanswered when none are saved. */
    async of(userId: string, applicationId: string): Promise<HouseholdAnswers> {
      if (!isUuid(userId) || !isUuid(applicationId)) return unansweredHousehold;
      const [row] = await db
        .select({ answers: householdAnswers.answers })
        .from(householdAnswers)
        .where(and(eq(householdAnswers.applicationId, applicationId), eq(householdAnswers.userId, userId)))
        .limit(1);
      // A question added after the answers were saved reads as unanswered.
      return row ? { ...unansweredHousehold, ...cipher.open<Partial<HouseholdAnswers>>(row.answers, householdAnswersAad(userId, applicationId)) } : unansweredHousehold;
    },

    /** Replaces the answers of an application the caller has checked is the resident's. */
    async save(userId: string, applicationId: string, answers: HouseholdAnswers): Promise<void> {
      const sealed = cipher.seal(answers, householdAnswersAad(userId, applicationId));
      await db
        .insert(householdAnswers)
        .values({ applicationId, userId, answers: sealed })
        .onConflictDoUpdate({ target: householdAnswers.applicationId, set: { answers: sealed, updatedAt: sql`now()` }, setWhere: eq(householdAnswers.userId, userId) });
    },
  };
}

export type HouseholdAnswersRepository = ReturnType<typeof createHouseholdAnswersRepository>;
