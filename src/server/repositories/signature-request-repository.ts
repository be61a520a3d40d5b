// The app's signing requests (brief §4 promptauth), per user: which digest was sent to which
// provider, and what the app verified of the answer. In the database, not in process memory,
// so any app process can answer the poll (brief §3). The verified JWS is stored encrypted.
import { and, eq, lt, sql } from 'drizzle-orm';
import type { DocumentCipher } from '../crypto/document-cipher';
import type { Db } from '../db/database-handle';
import { signatureRequests } from '../db/schema';
import type { ProviderResult } from '../signing/signing-provider';
import type { Phase } from '#shared/flows';
import { isUuid } from './ids';
import { columnsFromResult, resultFromColumns, type SettledResult } from './signing-result-columns';

export interface SignatureRequestRepositoryDeps {
  cipher: DocumentCipher;
}

export interface SignatureRequestRecord {
  id: string;
  phase: Phase;
  documentDigest: string;
  providerId: string;
  providerRequestId: string;
  expiresAt: Date;
  /** What the app verified: signed only after verify-signature.ts accepted the JWS. */
  outcome: ProviderResult;
}

export interface NewSignatureRequest {
  phase: Phase;
  documentDigest: string;
  providerId: string;
  providerRequestId: string;
  expiresAt: Date;
}

const signatureAad = (userId: string, id: string) => `signature_requests:${userId}:${id}`;

export function createSignatureRequestRepository(db: Db, { cipher }: SignatureRequestRepositoryDeps) {
  type Row = typeof signatureRequests.$inferSelect;

  const decode = (row: Row): SignatureRequestRecord => ({
    id: row.id,
    phase: row.phase as Phase,
    documentDigest: row.documentDigest,
    providerId: row.providerId,
    providerRequestId: row.providerRequestId,
    expiresAt: row.expiresAt,
    outcome: resultFromColumns(row, (sealed) => cipher.open<string>(sealed, signatureAad(row.userId, row.id))),
  });

  // application_start creates a request, signature_inquiry polls and settles it, the submission
  // reads it: each statement prepared once (issue 15).
  const insertRequest = db
    .insert(signatureRequests)
    .values({
      userId: sql.placeholder('userId'),
      phase: sql.placeholder('phase'),
      documentDigest: sql.placeholder('documentDigest'),
      providerId: sql.placeholder('providerId'),
      providerRequestId: sql.placeholder('providerRequestId'),
      expiresAt: sql.placeholder('expiresAt'),
      state: 'pending',
    })
    .returning()
    .prepare('insert_signature_request');
  const settlePending = db
    .update(signatureRequests)
    .set({ state: sql`${sql.placeholder('state')}`, failureReason: sql`${sql.placeholder('failureReason')}`, jws: sql`${sql.placeholder('jws')}`, updatedAt: sql`now()` })
    .where(and(eq(signatureRequests.userId, sql.placeholder('userId')), eq(signatureRequests.id, sql.placeholder('id')), eq(signatureRequests.state, 'pending')))
    .returning()
    .prepare('settle_signature_request');
  const requestOf = db
    .select()
    .from(signatureRequests)
    .where(and(eq(signatureRequests.userId, sql.placeholder('userId')), eq(signatureRequests.id, sql.placeholder('id'))))
    .limit(1)
    .prepare('signature_request_of_owner');

  async function findForUser(userId: string, id: string): Promise<SignatureRequestRecord | null> {
    if (!isUuid(userId) || !isUuid(id)) return null;
    const rows = await requestOf.execute({ userId, id });
    return rows[0] ? decode(rows[0]) : null;
  }

  return {
    async create(userId: string, input: NewSignatureRequest): Promise<SignatureRequestRecord> {
      const row = (await insertRequest.execute({ userId, ...input }))[0];
      if (!row) throw new Error('insert returned no row');
      return decode(row);
    },

    findForUser,

    /**
     * Records the verified outcome of a pending request; a request that is already settled keeps
     * its first outcome (two polls at once verify the same answer). Answers the stored request:
     * the updated row itself, read again only when the update found it settled already.
     */
    async settle(userId: string, id: string, outcome: SettledResult): Promise<SignatureRequestRecord | null> {
      if (!isUuid(userId) || !isUuid(id)) return null;
      const columns = columnsFromResult(outcome, (jws) => cipher.seal(jws, signatureAad(userId, id)));
      const rows = await settlePending.execute({ userId, id, ...columns });
      return rows[0] ? decode(rows[0]) : findForUser(userId, id);
    },
  };
}

export type SignatureRequestRepository = ReturnType<typeof createSignatureRequestRepository>;

/** Housekeeping for the retention job: requests that expired before `before`, whatever their state. */
export async function purgeSignatureRequestsExpiredBefore(db: Db, before: Date): Promise<number> {
  const rows = await db.delete(signatureRequests).where(lt(signatureRequests.expiresAt, before)).returning({ id: signatureRequests.id });
  return rows.length;
}
