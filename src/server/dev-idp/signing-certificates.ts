// The test residents' 署名用電子証明書, issued by the development signing CA. Each ends at the
// resident's `signing_certificate.expires_at` in residents.json (so the expired one really is
// expired) and, like the real certificate, starts five years before. A resident's current
// certificate is the one of their current generation (certificate-revocations.ts): issued on
// first use in this process, with the serial every process derives alike, and naming the CA's
// CRL, so a verifier can find it revoked.
import { issueSigningCertificate, type KeyHolder } from '../signing/certificate-authority';
import { devCertificateSerial, type CertificateRevocations } from './certificate-revocations';
import { fullName, type TestResident } from './residents';

const FIVE_YEARS_MS = 5 * 365.25 * 24 * 60 * 60 * 1000;

export interface ResidentCertificates {
  /** The resident's current certificate and key, or undefined for someone not in the fixture. */
  current(subject: string): Promise<KeyHolder | undefined>;
}

export function residentCertificates(
  authority: KeyHolder,
  residents: readonly TestResident[],
  options: { revocations: CertificateRevocations; crlUrl: string },
): ResidentCertificates {
  const residentsBySub = new Map(residents.map((person) => [person.sub, person]));
  const issued = new Map<string, Promise<KeyHolder>>();

  function issue(person: TestResident, generation: number): Promise<KeyHolder> {
    const notAfter = new Date(person.signing_certificate.expires_at);
    return issueSigningCertificate(
      authority,
      `CN=${fullName(person)}, O=utsuru development test resident`,
      { notBefore: new Date(notAfter.getTime() - FIVE_YEARS_MS), notAfter },
      { serialNumber: devCertificateSerial(person.sub, generation), crlUrls: [options.crlUrl] },
    );
  }

  return {
    async current(subject) {
      const person = residentsBySub.get(subject);
      if (!person) return undefined;
      const { generation } = await options.revocations.current(subject);
      const key = `${generation}\0${subject}`;
      let holder = issued.get(key);
      if (!holder) {
        holder = issue(person, generation);
        issued.set(key, holder);
      }
      return holder;
    },
  };
}
