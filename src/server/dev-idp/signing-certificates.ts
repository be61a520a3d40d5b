// The test residents' 署名用電子証明書, issued at start by the development signing CA. Each
// ends at the resident's `signing_certificate.expires_at` in residents.json (so the expired one
// really is expired) and, like the real certificate, starts five years before.
import { issueSigningCertificate, type KeyHolder } from '../signing/certificate-authority';
import { fullName, type TestResident } from './residents';

const FIVE_YEARS_MS = 5 * 365.25 * 24 * 60 * 60 * 1000;

export async function issueResidentCertificates(authority: KeyHolder, residents: readonly TestResident[]): Promise<Map<string, KeyHolder>> {
  const issued = await Promise.all(
    residents.map(async (person) => {
      const notAfter = new Date(person.signing_certificate.expires_at);
      const holder = await issueSigningCertificate(authority, `CN=${fullName(person)}, O=utsuru development test resident`, {
        notBefore: new Date(notAfter.getTime() - FIVE_YEARS_MS),
        notAfter,
      });
      return [person.sub, holder] as const;
    }),
  );
  return new Map(issued);
}
