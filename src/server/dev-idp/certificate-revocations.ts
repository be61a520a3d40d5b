// Revocation of the test residents' 署名用電子証明書 (issue 28). The real certificate is revoked
// by J-LIS when the 転入 counter registers the new address; here a municipality's 完了 for the
// 転入予定連絡 (the development inbox) revokes it. Kept in the database when the app mounts the
// IdP, so every app process signs with, and publishes a CRL about, the same certificates
// (decision 026); in this process's memory for the IdP on its own (its tests).
//
// Each resident has numbered certificate generations, the highest being the current one. A
// certificate's serial is derived from subject and generation, so every process issuing "the
// same" certificate gives it the same serial, and the CRL names it whichever process signed.
// A renewal (the dev IdP's renewal button, or any start for every revoked card) moves the
// resident to the next generation; a revoked certificate stays revoked and on the CRL.
import { createHash } from 'node:crypto';
import type { Db } from '../db/database-handle';
import { createDevCertificateStore } from '../repositories/dev-certificate-store';

export interface CurrentCertificate {
  generation: number;
  /** When it was revoked, or null while it is valid. */
  revokedAt: Date | null;
}

export interface RevokedCertificate {
  subject: string;
  generation: number;
  revokedAt: Date;
}

/** Where the certificates' generations and revocations are kept (the database's: repositories/dev-certificate-store.ts). */
export interface CertificateRevocations {
  current(subject: string): Promise<CurrentCertificate>;
  /** When the resident's current signing certificate was revoked, or null while it is valid. */
  revokedAt(subject: string): Promise<Date | null>;
  /** Revokes the current certificate at `at`; one already revoked keeps its first date. */
  revoke(subject: string, at: Date): Promise<void>;
  /** Issues the next generation if the current one is revoked (a valid one is left as it is). */
  renew(subject: string): Promise<void>;
  /** Renews every revoked current certificate: what a start does, as it resets the PIN counters. */
  renewAllRevoked(): Promise<void>;
  /** Every revoked certificate, for the CRL. */
  revoked(): Promise<RevokedCertificate[]>;
}

/** The store in this process's memory, for the IdP mounted without the app's database. */
export function memoryCertificateRevocations(): CertificateRevocations {
  /** Per subject, the revocation date of each generation (null: valid); absent: generation 0, valid. */
  const generations = new Map<string, (Date | null)[]>();
  const of = (subject: string) => generations.get(subject) ?? [null];
  const store: CertificateRevocations = {
    async current(subject) {
      const list = of(subject);
      return { generation: list.length - 1, revokedAt: list[list.length - 1] ?? null };
    },
    async revokedAt(subject) {
      return (await store.current(subject)).revokedAt;
    },
    async revoke(subject, at) {
      const list = [...of(subject)];
      list[list.length - 1] ??= at;
      generations.set(subject, list);
    },
    async renew(subject) {
      const list = of(subject);
      if (list[list.length - 1]) generations.set(subject, [...list, null]);
    },
    async renewAllRevoked() {
      for (const subject of generations.keys()) await store.renew(subject);
    },
    async revoked() {
      return [...generations].flatMap(([subject, list]) =>
        list.flatMap((revokedAt, generation) => (revokedAt ? [{ subject, generation, revokedAt }] : [])),
      );
    },
  };
  return store;
}

/** The database's store when there is one (the app), else memory; a start renews revoked certificates. */
export async function openCertificateRevocations(db?: Db): Promise<CertificateRevocations> {
  const store = db ? createDevCertificateStore(db) : memoryCertificateRevocations();
  await store.renewAllRevoked();
  return store;
}

/**
 * The serial of a resident's certificate of one generation: 16 bytes of a SHA-256, positive and
 * without a leading zero byte (RFC 5280 §4.1.2.2), as hex.
 */
export function devCertificateSerial(subject: string, generation: number): string {
  const bytes = createHash('sha256').update(`utsuru dev signing certificate\0${subject}\0${generation}`).digest().subarray(0, 16);
  bytes[0] = ((bytes[0] as number) & 0x7f) | 0x40;
  return bytes.toString('hex');
}
