// The development provider's certificate generations and revocations in the database (issue 28,
// decision 026), shared by every app process. Each write is one statement, so two processes
// revoking or renewing at once settle on one answer: a revocation keeps its first date, a renewal
// adds one generation at most.
import { desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database-handle';
import { devIdpSigningCertificates as certificates } from '../db/schema';

/** A resident's certificate of one generation; revokedAt null while it is valid. */
export interface DevCertificateRow {
  subject: string;
  generation: number;
  revokedAt: Date | null;
}

/** The store dev-idp/certificate-revocations.ts describes (CertificateRevocations), in the database. */
export function createDevCertificateStore(db: Db) {
  const store = {
    async current(subject: string): Promise<Pick<DevCertificateRow, 'generation' | 'revokedAt'>> {
      const rows = await db
        .select({ generation: certificates.generation, revokedAt: certificates.revokedAt })
        .from(certificates)
        .where(eq(certificates.subject, subject))
        .orderBy(desc(certificates.generation))
        .limit(1);
      return rows[0] ?? { generation: 0, revokedAt: null };
    },

    async revokedAt(subject: string): Promise<Date | null> {
      return (await store.current(subject)).revokedAt;
    },

    async revoke(subject: string, at: Date): Promise<void> {
      await db.execute(sql`
        insert into dev_idp_signing_certificates (subject, generation, revoked_at)
        select ${subject}, coalesce(max(generation), 0), ${at.toISOString()}::timestamptz
          from dev_idp_signing_certificates where subject = ${subject}
        on conflict (subject, generation)
          do update set revoked_at = coalesce(dev_idp_signing_certificates.revoked_at, excluded.revoked_at)`);
    },

    async renew(subject: string): Promise<void> {
      await db.execute(sql`
        insert into dev_idp_signing_certificates (subject, generation)
        select subject, generation + 1 from dev_idp_signing_certificates c
         where subject = ${subject} and revoked_at is not null
           and generation = (select max(generation) from dev_idp_signing_certificates where subject = c.subject)
        on conflict do nothing`);
    },

    async renewAllRevoked(): Promise<void> {
      await db.execute(sql`
        insert into dev_idp_signing_certificates (subject, generation)
        select subject, generation + 1 from dev_idp_signing_certificates c
         where revoked_at is not null
           and generation = (select max(generation) from dev_idp_signing_certificates where subject = c.subject)
        on conflict do nothing`);
    },

    async revoked(): Promise<(DevCertificateRow & { revokedAt: Date })[]> {
      const rows = await db
        .select({ subject: certificates.subject, generation: certificates.generation, revokedAt: certificates.revokedAt })
        .from(certificates)
        .where(isNotNull(certificates.revokedAt));
      return rows.flatMap((row) => (row.revokedAt ? [{ ...row, revokedAt: row.revokedAt }] : []));
    },
  };
  return store;
}
