// Server-side sessions (brief §6). The cookie carries a random token; the row is keyed by
// its SHA-256, so a database leak does not hand out live sessions, and a pending login's
// secrets are sealed in the row (sealed-pending-login.ts).
import { createHash, randomBytes } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import type { DocumentCipher } from '../crypto/document-cipher';
import type { Db } from '../db/database-handle';
import { sessions } from '../db/schema';
import { openSessionData, sealSessionData } from './sealed-pending-login';
import type { SessionData, SessionRecord } from './session-record';

export const randomToken = (): string => randomBytes(32).toString('base64url');
/** The row id of the session a cookie token names (whether or not the row exists). */
export const sessionIdOf = (token: string): string => createHash('sha256').update(token).digest('hex');

export interface SessionRepositoryDeps {
  /** Seals pending logins; a repository without it (housekeeping) can neither write nor read one. */
  cipher?: DocumentCipher;
}

export function createSessionRepository(db: Db, { cipher }: SessionRepositoryDeps = {}) {
  // Every API request looks its session up: a prepared statement saves the query planning.
  const byId = db.select().from(sessions).where(eq(sessions.id, sql.placeholder('id'))).limit(1).prepare('session_by_id');

  return {
    async create(input: { userId: string | null; data: SessionData; now: Date }): Promise<{ token: string; record: SessionRecord }> {
      const token = randomToken();
      const record: SessionRecord = {
        id: sessionIdOf(token),
        userId: input.userId,
        data: input.data,
        createdAt: input.now,
        lastSeenAt: input.now,
        authenticatedAt: input.userId ? input.now : null,
      };
      await db.insert(sessions).values({ ...record, data: sealSessionData(cipher, record.id, record.data) });
      return { token, record };
    },

    /** `id` is `sessionIdOf(the cookie's token)`: the session plugin has it already. */
    async findById(id: string): Promise<SessionRecord | null> {
      const rows = await byId.execute({ id });
      const row = rows[0];
      return row ? { ...row, data: openSessionData(cipher, row.id, row.data) } : null;
    },

    async touch(id: string, now: Date): Promise<void> {
      await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
    },

    async updateData(id: string, data: SessionData): Promise<void> {
      await db.update(sessions).set({ data: sealSessionData(cipher, id, data) }).where(eq(sessions.id, id));
    },

    async delete(id: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, id));
    },

    /** Housekeeping for the retention job: rows idle past the timeout are dead anyway. */
    async deleteIdleSince(cutoff: Date): Promise<number> {
      const rows = await db.delete(sessions).where(lt(sessions.lastSeenAt, cutoff)).returning({ id: sessions.id });
      return rows.length;
    },

    /** Housekeeping for the retention job: rows past the absolute lifetime, however busy. */
    async deleteCreatedBefore(cutoff: Date): Promise<number> {
      const rows = await db.delete(sessions).where(lt(sessions.createdAt, cutoff)).returning({ id: sessions.id });
      return rows.length;
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
