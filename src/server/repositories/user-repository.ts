// Residents as the identity provider verified them. The row is found by the keyed hash of the
// OIDC subject; the verified claims are stored only encrypted.
import { eq, sql } from 'drizzle-orm';
import type { DocumentCipher } from '../crypto/document-cipher';
import type { Db } from '../db/database-handle';
import { users } from '../db/schema';
import { isUuid } from './ids';

export interface UserRepositoryDeps {
  cipher: DocumentCipher;
}

const profileAad = (providerId: string, subjectHash: string) => `users:${providerId}:${subjectHash}`;

export function createUserRepository(db: Db, { cipher }: UserRepositoryDeps) {
  // Read by application_start for the signer, and by the profile calls: prepared once (issue 15).
  const profileOf = db
    .select({ providerId: users.providerId, subjectHash: users.subjectHash, profile: users.profile })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('user_profile_by_id');

  return {
    /** Creates the resident at first login and refreshes the claims at every later one. */
    async upsertVerifiedUser(input: { providerId: string; subjectHash: string; profile: unknown }): Promise<{ id: string }> {
      const profile = cipher.seal(input.profile, profileAad(input.providerId, input.subjectHash));
      const rows = await db
        .insert(users)
        .values({ providerId: input.providerId, subjectHash: input.subjectHash, profile })
        .onConflictDoUpdate({
          target: [users.providerId, users.subjectHash],
          set: { profile, updatedAt: sql`now()` },
        })
        .returning({ id: users.id });
      const row = rows[0];
      if (!row) throw new Error('upsert returned no row');
      return { id: row.id };
    },

    /**
     * Replaces the verified claims of an existing resident (an identity-data update refreshed
     * them, decision 020). `executor` lets the caller run it inside its own transaction.
     */
    async replaceProfile(userId: string, profile: unknown, executor: Db = db): Promise<void> {
      const rows = await executor
        .select({ providerId: users.providerId, subjectHash: users.subjectHash })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      const row = rows[0];
      if (!row) throw new Error('no such resident');
      const sealed = cipher.seal(profile, profileAad(row.providerId, row.subjectHash));
      await executor.update(users).set({ profile: sealed, updatedAt: sql`now()` }).where(eq(users.id, userId));
    },

    async findProfile<T = unknown>(userId: string): Promise<T | null> {
      if (!isUuid(userId)) return null;
      const row = (await profileOf.execute({ userId }))[0];
      return row ? cipher.open<T>(row.profile, profileAad(row.providerId, row.subjectHash)) : null;
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
