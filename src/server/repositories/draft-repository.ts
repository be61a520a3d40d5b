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

/** How often a write reads again after another write to the same draft came first, before it takes the row lock. */
const SWAP_ATTEMPTS = 3;

export function createDraftRepository(db: Db, { cipher, upgrade = (document) => document }: DraftRepositoryDeps) {
  const open = <T>(document: Buffer, userId: string, phase: Phase) => upgrade(cipher.open<unknown>(document, draftAad(userId, phase))) as T;
  // The draft is read and written on most requests of a filing, and closing it deletes it:
  // prepared statements save the query building and planning (issue 15; as the session lookup,
  // decision 014).
  const ofUserAndPhase = and(eq(drafts.userId, sql.placeholder('userId')), eq(drafts.phase, sql.placeholder('phase')));
  const byUserAndPhase = db.select({ document: drafts.document }).from(drafts).where(ofUserAndPhase).limit(1).prepare('draft_by_user_phase');
  const swap = db
    .update(drafts)
    .set({ document: sql`${sql.placeholder('next')}`, updatedAt: sql`now()` })
    .where(and(ofUserAndPhase, eq(drafts.document, sql.placeholder('previous'))))
    .returning({ phase: drafts.phase })
    .prepare('draft_swap');
  const deleteDraftOf = db.delete(drafts).where(ofUserAndPhase).prepare('delete_draft_of_owner');

  async function storedDocument(userId: string, phase: Phase): Promise<Buffer | null> {
    const rows = await byUserAndPhase.execute({ userId, phase });
    return rows[0]?.document ?? null;
  }

  async function loadDraft<T = unknown>(userId: string, phase: Phase): Promise<T | null> {
    if (!isUuid(userId)) return null;
    const document = await storedDocument(userId, phase);
    return document ? open<T>(document, userId, phase) : null;
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
     * Reads, changes and writes one draft so that two concurrent section writes cannot lose each
     * other's changes: the write goes through only if the stored document is still the one that
     * was read (every seal has a fresh IV, so no two versions are ever equal), and otherwise the
     * change is made again on the newer one; after a few losses, under the row lock. No
     * transaction is held while `change` runs in the usual case, so other requests' queries do
     * not wait for it (on PGlite a transaction holds the one backend: issue 15). `change` answers the next
     * document (null: leave it) and a result, and must have no other effect, as it may run again;
     * without a draft it is not called and the answer is null. A throw leaves the draft as it was.
     */
    async updateDraft<T, R>(userId: string, phase: Phase, change: (current: T) => Promise<{ next: T | null; result: R }>): Promise<R | null> {
      if (!isUuid(userId)) return null;
      for (let attempt = 0; attempt < SWAP_ATTEMPTS; attempt++) {
        const previous = await storedDocument(userId, phase);
        if (!previous) return null;
        const { next, result } = await change(open<T>(previous, userId, phase));
        if (next === null) return result;
        const written = await swap.execute({ userId, phase, previous, next: cipher.seal(next, draftAad(userId, phase)) });
        if (written.length > 0) return result;
      }
      // Many writers at once (several tabs racing): one at a time under the row lock, so each gets through.
      return db.transaction(async (tx) => {
        const rows = await tx.select({ document: drafts.document }).from(drafts).where(and(eq(drafts.userId, userId), eq(drafts.phase, phase))).for('update');
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
