// One draft per user and flow (brief §6): drafts belong to the resident, not to the session,
// so they survive a session timeout. Stored encrypted, bound to their owner and phase.
import { and, eq, sql } from 'drizzle-orm';
import type { DocumentCipher } from '../crypto/document-cipher';
import type { Db } from '../db/client';
import { drafts } from '../db/schema';
import { isUuid, type Phase } from './ids';

export interface DraftRepositoryDeps {
  cipher: DocumentCipher;
}

export const draftAad = (userId: string, phase: Phase) => `drafts:${userId}:${phase}`;

export function createDraftRepository(db: Db, { cipher }: DraftRepositoryDeps) {
  return {
    async saveDraft(userId: string, phase: Phase, document: unknown): Promise<void> {
      const sealed = cipher.seal(document, draftAad(userId, phase));
      await db
        .insert(drafts)
        .values({ userId, phase, document: sealed })
        .onConflictDoUpdate({ target: [drafts.userId, drafts.phase], set: { document: sealed, updatedAt: sql`now()` } });
    },

    async loadDraft<T = unknown>(userId: string, phase: Phase): Promise<T | null> {
      if (!isUuid(userId)) return null;
      const rows = await db
        .select({ document: drafts.document })
        .from(drafts)
        .where(and(eq(drafts.userId, userId), eq(drafts.phase, phase)))
        .limit(1);
      const row = rows[0];
      return row ? cipher.open<T>(row.document, draftAad(userId, phase)) : null;
    },

    async deleteDraft(userId: string, phase: Phase): Promise<void> {
      if (!isUuid(userId)) return;
      await db.delete(drafts).where(and(eq(drafts.userId, userId), eq(drafts.phase, phase)));
    },
  };
}

export type DraftRepository = ReturnType<typeof createDraftRepository>;
