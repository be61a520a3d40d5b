// The signer's side of a signature (what the card does for the provider): an ES256 JWS over
// the payload, with the signing certificate and its issuers in x5c (RFC 7515 §4.1.6).
import { CompactSign } from 'jose';
import type { KeyHolder } from './certificate-authority';
import type { SignaturePayload } from './signature-payload';
import type { x509 } from './x509';

export function signPayload(signer: KeyHolder, issuers: readonly x509.X509Certificate[], payload: SignaturePayload): Promise<string> {
  const x5c = [signer.certificate, ...issuers].map((certificate) => certificate.toString('base64'));
  return new CompactSign(new TextEncoder().encode(JSON.stringify(payload))).setProtectedHeader({ alg: 'ES256', x5c }).sign(signer.privateKey);
}
