// The development signing CA's certificate revocation list (issue 28): the test residents'
// revoked certificates (certificate-revocations.ts), signed by the CA. Served over HTTP at
// <dev IdP>/signing-ca.crl, the URL its certificates name, and handed to the app's verifier
// in-process. Rebuilt when a revocation is added, and otherwise every 12 hours; each list is
// current for a day (nextUpdate), like a real CA's that is published ahead of its expiry.
import type { KeyHolder } from '../signing/certificate-authority';
import { issueRevocationList } from '../signing/certificate-authority';
import type { RevocationSource } from '../signing/revocation';
import { devCertificateSerial, type CertificateRevocations } from './certificate-revocations';

export const DEV_CRL_PATH = '/signing-ca.crl';
const LIST_LIFETIME_MS = 24 * 60 * 60 * 1000;
const REBUILD_AFTER_MS = 12 * 60 * 60 * 1000;

export interface DevRevocationList {
  /** The current CRL's DER. */
  der(now: Date): Promise<Uint8Array<ArrayBuffer>>;
  /** The verifier's source: this CA's list for its certificates, `others` for any other issuer. */
  source(others: RevocationSource): RevocationSource;
}

export function devRevocationList(authority: KeyHolder, revocations: CertificateRevocations): DevRevocationList {
  let built: { key: string; thisUpdate: number; der: Promise<Uint8Array<ArrayBuffer>> } | undefined;
  const authorityDer = Buffer.from(authority.certificate.rawData);

  async function der(now: Date): Promise<Uint8Array<ArrayBuffer>> {
    const revoked = await revocations.revoked();
    const key = revoked.map((entry) => `${entry.subject}\0${entry.generation}\0${entry.revokedAt.toISOString()}`).sort().join('\n');
    const age = built ? now.getTime() - built.thisUpdate : Infinity;
    if (!built || built.key !== key || age < 0 || age > REBUILD_AFTER_MS) {
      const thisUpdate = now;
      const list = issueRevocationList(
        authority,
        revoked.map((entry) => ({ serialNumber: devCertificateSerial(entry.subject, entry.generation), revokedAt: entry.revokedAt })),
        { thisUpdate, nextUpdate: new Date(thisUpdate.getTime() + LIST_LIFETIME_MS) },
      ).then((crl) => new Uint8Array(crl.rawData));
      built = { key, thisUpdate: thisUpdate.getTime(), der: list };
      list.catch(() => {
        if (built?.der === list) built = undefined;
      });
    }
    return built.der;
  }

  return {
    der,
    source: (others) => ({
      revocationList: (subject, now) => (subject.issuer.raw.equals(authorityDer) ? der(now) : others.revocationList(subject, now)),
    }),
  };
}
