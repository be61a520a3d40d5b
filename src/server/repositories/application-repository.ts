// Submitted applications. Submission is idempotent (brief §6): the client's idempotency key is
// unique per user, so a retry or a concurrent double submit finds the first row instead of
// making a second one.
import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DocumentCipher } from '../crypto/document-cipher';
import type { Db } from '../db/client';
import { applications } from '../db/schema';
import { isUuid, type Phase } from './ids';

export interface ApplicationRepositoryDeps {
  cipher: DocumentCipher;
}

export interface ApplicationRecord<T = unknown> {
  id: string;
  phase: Phase;
  idempotencyKey: string;
  receptionNumber: string | null;
  status: string;
  document: T;
  createdAt: Date;
  updatedAt: Date;
}

export interface NewApplication {
  phase: Phase;
  idempotencyKey: string;
  document: unknown;
  status: string;
  receptionNumber?: string | null;
}

export const applicationAad = (userId: string, applicationId: string) => `applications:${userId}:${applicationId}`;

export function createApplicationRepository(db: Db, { cipher }: ApplicationRepositoryDeps) {
  const columns = {
    id: applications.id,
    phase: applications.phase,
    idempotencyKey: applications.idempotencyKey,
    receptionNumber: applications.receptionNumber,
    status: applications.status,
    document: applications.document,
    createdAt: applications.createdAt,
    updatedAt: applications.updatedAt,
  };
  type Row = Omit<typeof applications.$inferSelect, 'userId'>;

  const decode = <T>(userId: string, row: Row): ApplicationRecord<T> => ({
    ...row,
    phase: row.phase as Phase,
    document: cipher.open<T>(row.document, applicationAad(userId, row.id)),
  });

  return {
    /**
     * Inserts the application unless this user already submitted with this key. The unique
     * constraint decides between concurrent calls; the loser reads the winner's row.
     */
    async createOnce(
      userId: string,
      input: NewApplication,
    ): Promise<{ id: string; created: boolean; receptionNumber: string | null; status: string }> {
      if (!isUuid(input.idempotencyKey)) throw new Error('idempotency key must be a uuid');
      const id = randomUUID();
      const inserted = await db
        .insert(applications)
        .values({
          id,
          userId,
          phase: input.phase,
          idempotencyKey: input.idempotencyKey,
          receptionNumber: input.receptionNumber ?? null,
          status: input.status,
          document: cipher.seal(input.document, applicationAad(userId, id)),
        })
        .onConflictDoNothing({ target: [applications.userId, applications.idempotencyKey] })
        .returning({ id: applications.id, receptionNumber: applications.receptionNumber, status: applications.status });
      const row = inserted[0];
      if (row) return { ...row, created: true };
      const existing = await db
        .select({ id: applications.id, receptionNumber: applications.receptionNumber, status: applications.status })
        .from(applications)
        .where(and(eq(applications.userId, userId), eq(applications.idempotencyKey, input.idempotencyKey)))
        .limit(1);
      const first = existing[0];
      if (!first) throw new Error('idempotent insert found neither a new nor an existing row');
      return { ...first, created: false };
    },

    async findForUser<T = unknown>(userId: string, id: string): Promise<ApplicationRecord<T> | null> {
      if (!isUuid(userId) || !isUuid(id)) return null;
      const rows = await db
        .select(columns)
        .from(applications)
        .where(and(eq(applications.userId, userId), eq(applications.id, id)))
        .limit(1);
      const row = rows[0];
      return row ? decode<T>(userId, row) : null;
    },

    async findByReceptionNumber<T = unknown>(userId: string, receptionNumber: string): Promise<ApplicationRecord<T> | null> {
      if (!isUuid(userId)) return null;
      const rows = await db
        .select(columns)
        .from(applications)
        .where(and(eq(applications.userId, userId), eq(applications.receptionNumber, receptionNumber)))
        .limit(1);
      const row = rows[0];
      return row ? decode<T>(userId, row) : null;
    },

    /** Newest first, as マイページ lists them. */
    async listForUser<T = unknown>(userId: string): Promise<ApplicationRecord<T>[]> {
      if (!isUuid(userId)) return [];
      const rows = await db
        .select(columns)
        .from(applications)
        .where(eq(applications.userId, userId))
        .orderBy(desc(applications.createdAt), desc(applications.id));
      return rows.map((row) => decode<T>(userId, row));
    },

    /** Returns false when the row is not this user's (or does not exist). */
    async updateStatus(userId: string, id: string, status: string): Promise<boolean> {
      if (!isUuid(userId) || !isUuid(id)) return false;
      const rows = await db
        .update(applications)
        .set({ status, updatedAt: sql`now()` })
        .where(and(eq(applications.userId, userId), eq(applications.id, id)))
        .returning({ id: applications.id });
      return rows.length > 0;
    },
  };
}

export type ApplicationRepository = ReturnType<typeof createApplicationRepository>;
