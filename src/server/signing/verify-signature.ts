// Verifies a signer's JWS before the app accepts it (brief §4): the signature with the key of
// the certificate in x5c, the payload's digest and request, the certificate chain up to a
// configured trust anchor, and every certificate's validity at the server's clock.
import { compactVerify, decodeProtectedHeader, importX509 } from 'jose';
import { signaturePayloadSchema } from './signature-payload';
import type { SignatureFailureReason } from './signing-provider';
import { x509 } from './x509';

export interface SignatureCheck {
  jws: string;
  /** The digest the request was made over. */
  digest: string;
  providerRequestId: string;
  trustAnchors: readonly x509.X509Certificate[];
  now: Date;
}

export type Verification = { valid: true } | { valid: false; reason: Extract<SignatureFailureReason, 'signature_invalid' | 'certificate_expired'> };

const ALGORITHMS = ['ES256', 'RS256'];
/** Leaf, intermediates and perhaps the root: a real chain is short. */
const MAX_CHAIN = 5;
const invalid: Verification = { valid: false, reason: 'signature_invalid' };

function parseChain(x5c: unknown): x509.X509Certificate[] | null {
  if (!Array.isArray(x5c) || x5c.length === 0 || x5c.length > MAX_CHAIN) return null;
  try {
    // RFC 7515 §4.1.6: standard base64 of the DER, leaf first.
    return x5c.map((entry) => {
      if (typeof entry !== 'string' || !/^[A-Za-z0-9+/]+={0,2}$/.test(entry)) throw new Error('x5c entry is not base64');
      return new x509.X509Certificate(Buffer.from(entry, 'base64'));
    });
  } catch {
    return null;
  }
}

const isAuthority = (certificate: x509.X509Certificate) =>
  certificate.getExtension(x509.BasicConstraintsExtension)?.ca === true;

/** `child` names `parent` as its issuer and carries its signature. */
async function issuedBy(child: x509.X509Certificate, parent: x509.X509Certificate): Promise<boolean> {
  if (child.issuer !== parent.subject || !isAuthority(parent)) return false;
  try {
    return await child.verify({ publicKey: parent, signatureOnly: true });
  } catch {
    return false;
  }
}

/** Each certificate is issued by the next, and the last is, or is issued by, a trust anchor. */
async function chainsToAnchor(chain: readonly x509.X509Certificate[], anchors: readonly x509.X509Certificate[]): Promise<x509.X509Certificate[] | null> {
  for (let i = 0; i + 1 < chain.length; i += 1) {
    if (!(await issuedBy(chain[i] as x509.X509Certificate, chain[i + 1] as x509.X509Certificate))) return null;
  }
  const last = chain[chain.length - 1] as x509.X509Certificate;
  for (const anchor of anchors) {
    if (last.equal(anchor)) return [...chain];
    if (await issuedBy(last, anchor)) return [...chain, anchor];
  }
  return null;
}

function canSign(leaf: x509.X509Certificate): boolean {
  const usages = leaf.getExtension(x509.KeyUsagesExtension)?.usages;
  if (usages === undefined) return true;
  return (usages & (x509.KeyUsageFlags.digitalSignature | x509.KeyUsageFlags.nonRepudiation)) !== 0;
}

export async function verifySignature({ jws, digest, providerRequestId, trustAnchors, now }: SignatureCheck): Promise<Verification> {
  let header: ReturnType<typeof decodeProtectedHeader>;
  try {
    header = decodeProtectedHeader(jws);
  } catch {
    return invalid;
  }
  const chain = parseChain(header.x5c);
  const leaf = chain?.[0];
  if (!chain || !leaf || typeof header.alg !== 'string' || !ALGORITHMS.includes(header.alg) || !canSign(leaf)) return invalid;

  let payload: unknown;
  try {
    const key = await importX509(leaf.toString('pem'), header.alg);
    const verified = await compactVerify(jws, key, { algorithms: ALGORITHMS });
    payload = JSON.parse(new TextDecoder().decode(verified.payload));
  } catch {
    return invalid;
  }
  const claims = signaturePayloadSchema.safeParse(payload);
  if (!claims.success || claims.data.document_digest !== digest || claims.data.request_id !== providerRequestId) return invalid;

  const path = await chainsToAnchor(chain, trustAnchors);
  if (!path) return invalid;
  if (path.some((certificate) => now < certificate.notBefore)) return invalid;
  if (path.some((certificate) => now > certificate.notAfter)) return { valid: false, reason: 'certificate_expired' };
  return { valid: true };
}
