// The development identity provider's own record of a signing request (its stand-in for the
// card app's state). Kept in the database so that any app process can serve the signing page
// and answer the app's poll. The JWS, and what is signed (the procedures it names), are stored
// encrypted like every signed document.
import { randomUUID } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { DocumentCipher } from '../crypto/document-cipher';
import type { Db } from '../db/database-handle';
import { devSigningRequests } from '../db/schema';
import type { ProviderResult, SignedContent } from '../signing/signing-provider';
import { isUuid } from './ids';
import { columnsFromResult, resultFromColumns, type SettledResult } from './signing-result-columns';

export interface DevSigningRequestRepositoryDeps {
  cipher: DocumentCipher;
}

export interface DevSigningRequest {
  id: string;
  subject: string;
  documentDigest: string;
  returnUrl: string;
  /** What is signed, as the app described it; null for a request made before the app said. */
  content: SignedContent | null;
  expiresAt: Date;
  result: ProviderResult;
}

const jwsAad = (id: string) => `dev_signing_requests:${id}`;
const contentAad = (id: string) => `dev_signing_requests:content:${id}`;

export function createDevSigningRequestRepository(db: Db, { cipher }: DevSigningRequestRepositoryDeps) {
  type Row = typeof devSigningRequests.$inferSelect;

  const decode = (row: Row): DevSigningRequest => ({
    id: row.id,
    subject: row.subject,
    documentDigest: row.documentDigest,
    returnUrl: row.returnUrl,
    content: row.content ? cipher.open<SignedContent>(row.content, contentAad(row.id)) : null,
    expiresAt: row.expiresAt,
    result: resultFromColumns(row, (sealed) => cipher.open<string>(sealed, jwsAad(row.id))),
  });

  return {
    async create({ content, ...input }: { subject: string; documentDigest: string; content: SignedContent; returnUrl: string; expiresAt: Date }): Promise<DevSigningRequest> {
      // The id is chosen here, so the sealed content is bound to its row.
      const id = randomUUID();
      const rows = await db
        .insert(devSigningRequests)
        .values({ ...input, id, content: cipher.seal(content, contentAad(id)), state: 'pending' })
        .returning();
      const row = rows[0];
      if (!row) throw new Error('insert returned no row');
      return decode(row);
    },

    async find(id: string): Promise<DevSigningRequest | null> {
      if (!isUuid(id)) return null;
      const rows = await db.select().from(devSigningRequests).where(eq(devSigningRequests.id, id)).limit(1);
      return rows[0] ? decode(rows[0]) : null;
    },

    /** Settles a pending request; false when it was already settled (e.g. signed in another tab). */
    async finish(id: string, result: SettledResult): Promise<boolean> {
      if (!isUuid(id)) return false;
      const rows = await db
        .update(devSigningRequests)
        .set({ ...columnsFromResult(result, (jws) => cipher.seal(jws, jwsAad(id))), updatedAt: sql`now()` })
        .where(and(eq(devSigningRequests.id, id), eq(devSigningRequests.state, 'pending')))
        .returning({ id: devSigningRequests.id });
      return rows.length > 0;
    },
  };
}

export type DevSigningRequestRepository = ReturnType<typeof createDevSigningRequestRepository>;

/** Housekeeping for the retention job: requests that expired before `before`, whatever their state. */
export async function purgeDevSigningRequestsExpiredBefore(db: Db, before: Date): Promise<number> {
  const rows = await db.delete(devSigningRequests).where(lt(devSigningRequests.expiresAt, before)).returning({ id: devSigningRequests.id });
  return rows.length;
}
