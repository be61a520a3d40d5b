// One draft per user and flow (brief §6): drafts belong to the resident, not to the session,
// so they survive a session timeout. Stored encrypted, bound to their owner and phase.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DocumentCipher } from '../crypto/document-cipher';
import type { Db } from '../db/database-handle';
import { drafts } from '../db/schema';
import type { Phase } from '#shared/flows';
import { isUuid } from './ids';

export interface DraftRepositoryDeps {
  cipher: DocumentCipher;
  /**
   * Brings a document stored by an earlier version to today's shape as it is opened, so a
   * resident's draft survives a release that adds a field. Identity when not given.
   */
  upgrade?: (document: unknown) => unknown;
}

export const draftAad = (userId: string, phase: Phase) => `drafts:${userId}:${phase}`;

export function createDraftRepository(db: Db, { cipher, upgrade = (document) => document }: DraftRepositoryDeps) {
  const open = <T>(document: Buffer, userId: string, phase: Phase) => upgrade(cipher.open<unknown>(document, draftAad(userId, phase))) as T;
  // Each submission call reads the draft, and closing it deletes it: prepared once, so the query
  // is not built again for every call (issue 15; as the session lookup, decision 014).
  const owned = and(eq(drafts.userId, sql.placeholder('userId')), eq(drafts.phase, sql.placeholder('phase')));
  const draftOf = db.select({ document: drafts.document }).from(drafts).where(owned).limit(1).prepare('draft_of_owner');
  const deleteDraftOf = db.delete(drafts).where(owned).prepare('delete_draft_of_owner');

  async function loadDraft<T = unknown>(userId: string, phase: Phase): Promise<T | null> {
    if (!isUuid(userId)) return null;
    const rows = await draftOf.execute({ userId, phase });
    const row = rows[0];
    return row ? open<T>(row.document, userId, phase) : null;
  }

  return {
    /**
     * Saves `document` unless the user already has a draft of this flow; either way returns the
     * draft that is stored. The primary key decides between concurrent calls.
     */
    async createDraftOnce<T>(userId: string, phase: Phase, document: T): Promise<T> {
      const inserted = await db
        .insert(drafts)
        .values({ userId, phase, document: cipher.seal(document, draftAad(userId, phase)) })
        .onConflictDoNothing({ target: [drafts.userId, drafts.phase] })
        .returning({ userId: drafts.userId });
      if (inserted.length > 0) return document;
      const existing = await loadDraft<T>(userId, phase);
      if (existing === null) throw new Error('draft insert found neither a new nor an existing row');
      return existing;
    },

    /**
     * Reads, changes and writes one draft under a row lock, so two concurrent section writes
     * cannot lose each other's changes. `change` answers the next document (null: leave it) and
     * a result; without a draft, `change` is not called and the answer is null. A throw rolls back.
     */
    async updateDraft<T, R>(userId: string, phase: Phase, change: (current: T) => Promise<{ next: T | null; result: R }>): Promise<R | null> {
      if (!isUuid(userId)) return null;
      return db.transaction(async (tx) => {
        const rows = await tx
          .select({ document: drafts.document })
          .from(drafts)
          .where(and(eq(drafts.userId, userId), eq(drafts.phase, phase)))
          .for('update');
        const row = rows[0];
        if (!row) return null;
        const { next, result } = await change(open<T>(row.document, userId, phase));
        if (next !== null) {
          await tx
            .update(drafts)
            .set({ document: cipher.seal(next, draftAad(userId, phase)), updatedAt: sql`now()` })
            .where(and(eq(drafts.userId, userId), eq(drafts.phase, phase)));
        }
        return result;
      });
    },

    /** Saves `document` as the user's draft of this flow, replacing any (a flow started again from its origin). */
    async replaceDraft<T>(userId: string, phase: Phase, document: T): Promise<T> {
      const sealed = cipher.seal(document, draftAad(userId, phase));
      await db
        .insert(drafts)
        .values({ userId, phase, document: sealed })
        .onConflictDoUpdate({ target: [drafts.userId, drafts.phase], set: { document: sealed, updatedAt: sql`now()` } });
      return document;
    },

    loadDraft,

    /** Every draft of the user, opened, in phase order. */
    async listDrafts<T = unknown>(userId: string): Promise<{ phase: Phase; document: T }[]> {
      if (!isUuid(userId)) return [];
      const rows = await db
        .select({ phase: drafts.phase, document: drafts.document })
        .from(drafts)
        .where(eq(drafts.userId, userId))
        .orderBy(asc(drafts.phase));
      return rows.map((row) => {
        const phase = row.phase as Phase;
        return { phase, document: open<T>(row.document, userId, phase) };
      });
    },

    async deleteDraft(userId: string, phase: Phase): Promise<void> {
      if (!isUuid(userId)) return;
      await deleteDraftOf.execute({ userId, phase });
    },
  };
}

export type DraftRepository = ReturnType<typeof createDraftRepository>;
