// The certificates a signer's chain must end at (brief §4): the CAs in SIGNING_TRUST_ANCHOR_PEM
// (in production J-LIS's signing CA), or else the development CA when /dev-idp signs. Without
// either, nothing verifies, which is right: there is then no provider that could sign.
import { readFile } from 'node:fs/promises';
import { certificatesFromPem, type KeyHolder } from './certificate-authority';
import type { x509 } from './x509';

export async function signingTrustAnchors(pemFile: string | undefined, devAuthority: KeyHolder | undefined): Promise<x509.X509Certificate[]> {
  if (!pemFile) return devAuthority ? [devAuthority.certificate] : [];
  const anchors = certificatesFromPem(await readFile(pemFile, 'utf8'));
  if (anchors.length === 0) throw new Error(`SIGNING_TRUST_ANCHOR_PEM (${pemFile}) holds no CERTIFICATE block`);
  return anchors;
}
