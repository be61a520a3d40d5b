// Submitted applications. Submission is idempotent (brief §6): the client's idempotency key is
// unique per user, so a retry or a concurrent double submit finds the first row instead of
// making a second one.
import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DocumentCipher } from '../crypto/document-cipher';
import type { Db } from '../db/client';
import { applications } from '../db/schema';
import type { Phase } from '../../shared/flows';
import { isUuid } from './ids';

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

export interface NewSubmission {
  phase: Phase;
  idempotencyKey: string;
  signatureRequestId: string;
  receptionNumber: string;
  status: string;
  document: unknown;
  submittedAt: Date;
}

/** A submitted application as its submitter sees it again: every submission has its number. */
export interface Submitted {
  id: string;
  receptionNumber: string;
  createdAt: Date;
}

export type SubmissionInsert =
  | { kind: 'created' | 'existing'; submission: Submitted }
  | { kind: 'signature-used' }
  | { kind: 'number-taken' };

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
  type Row = Omit<typeof applications.$inferSelect, 'userId' | 'signatureRequestId'>;
  const submittedColumns = { id: applications.id, receptionNumber: applications.receptionNumber, createdAt: applications.createdAt };

  /** A new row with its own id, the document sealed to it. */
  function sealedRow(userId: string, input: NewApplication) {
    const id = randomUUID();
    return {
      id,
      userId,
      phase: input.phase,
      idempotencyKey: input.idempotencyKey,
      receptionNumber: input.receptionNumber ?? null,
      status: input.status,
      document: cipher.seal(input.document, applicationAad(userId, id)),
    };
  }

  async function findSubmission(where: SQL | undefined): Promise<Submitted | null> {
    const rows = await db.select(submittedColumns).from(applications).where(where).limit(1);
    return (rows[0] as Submitted | undefined) ?? null;
  }

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
      const inserted = await db
        .insert(applications)
        .values(sealedRow(userId, input))
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

    /**
     * Inserts a signed submission (brief §6). Unique constraints decide every race, and the
     * answer says which one did: this user's idempotency key (the first submission is returned),
     * the signature request (already used by another submission), or the reception number (held
     * by another application: the caller draws a new one).
     */
    async insertSubmission(userId: string, input: NewSubmission): Promise<SubmissionInsert> {
      if (!isUuid(input.idempotencyKey) || !isUuid(input.signatureRequestId)) throw new Error('keys must be uuids');
      const inserted = await db
        .insert(applications)
        .values({
          ...sealedRow(userId, input),
          signatureRequestId: input.signatureRequestId,
          createdAt: input.submittedAt,
          updatedAt: input.submittedAt,
        })
        .onConflictDoNothing()
        .returning(submittedColumns);
      if (inserted[0]) return { kind: 'created', submission: inserted[0] as Submitted };
      const first = await findSubmission(and(eq(applications.userId, userId), eq(applications.idempotencyKey, input.idempotencyKey)));
      if (first) return { kind: 'existing', submission: first };
      const used = await findSubmission(eq(applications.signatureRequestId, input.signatureRequestId));
      return { kind: used ? 'signature-used' : 'number-taken' };
    },

    /** The submission this user made with this idempotency key, if any. */
    async findSubmissionByKey(userId: string, idempotencyKey: string): Promise<Submitted | null> {
      if (!isUuid(userId) || !isUuid(idempotencyKey)) return null;
      return findSubmission(and(eq(applications.userId, userId), eq(applications.idempotencyKey, idempotencyKey)));
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
