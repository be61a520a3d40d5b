// The 転入 counter's side effect, acted out in development (issue 28): when the new municipality
// reports 完了 for a 転入予定連絡, the new address is registered and J-LIS revokes the resident's
// 署名用電子証明書. Here the development inbox's 完了 revokes the certificate of the test
// resident who signed the application, found through the signing request the application was
// submitted with (the app keeps only a hash of the subject; the dev IdP's request names it).
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database-handle';
import { applications, devSigningRequests, signatureRequests } from '../db/schema';
import type { CertificateRevocations } from '../dev-idp/certificate-revocations';

/** The procedure code a 転入予定連絡 carries in its message (#shared/procedures). */
export const MOVE_IN_PROCEDURE = 'move_in';

/** The dev IdP subject who signed the application with this 受付番号, or null. */
async function signerOf(db: Db, receptionNumber: string): Promise<string | null> {
  const rows = await db
    .select({ subject: devSigningRequests.subject })
    .from(applications)
    .innerJoin(signatureRequests, eq(signatureRequests.id, applications.signatureRequestId))
    .innerJoin(devSigningRequests, sql`${devSigningRequests.id}::text = ${signatureRequests.providerRequestId}`)
    .where(eq(applications.receptionNumber, receptionNumber))
    .limit(1);
  return rows[0]?.subject ?? null;
}

/** Revokes, at `at`, the certificate of whoever signed the application; answers whether someone was found. */
export async function revokeMoveInSigner(db: Db, revocations: CertificateRevocations, receptionNumber: string, at: Date): Promise<boolean> {
  const subject = await signerOf(db, receptionNumber);
  if (!subject) return false;
  await revocations.revoke(subject, at);
  return true;
}
