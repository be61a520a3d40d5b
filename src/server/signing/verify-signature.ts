// Verifies a signer's JWS before the app accepts it (brief §4): the signature with the key of
// the certificate in x5c, the payload's digest and request, the certificate chain up to a
// configured trust anchor, every certificate's validity at the server's clock, and, on every
// call, that the signing certificate is not revoked (revocation.ts, issue 28).
//
// The certificates are parsed and their signatures checked by node:crypto's X509Certificate
// (OpenSSL), and a chain verified once is kept in a bounded cache for its validity period
// (certificate-chain-cache.ts); the trust anchors are converted once per verifier. Until issue 15
// @peculiar/x509 parsed and verified them in pure JS on every call, which was most of
// signature_inquiry's cost.
import { X509Certificate } from 'node:crypto';
import { compactVerify, decodeProtectedHeader } from 'jose';
import { chainCacheKey, fingerprintOf, type CertificateChainCache, type VerifiedChain } from './certificate-chain-cache';
import { mayDigitallySign } from './key-usage';
import { lazyCrlUrls, type RevocationChecker } from './revocation';
import { signaturePayloadSchema } from './signature-payload';
import type { SignatureFailureReason } from './signing-provider';
import type { x509 } from './x509';

/** What a provider answered for one signing request. */
export interface SignedAnswer {
  jws: string;
  /** The digest the request was made over. */
  digest: string;
  providerRequestId: string;
  now: Date;
}

export interface SignatureCheck extends SignedAnswer {
  trustAnchors: readonly x509.X509Certificate[];
  revocation: RevocationChecker;
}

export type Verification =
  | { valid: true }
  | {
      valid: false;
      reason: Extract<SignatureFailureReason, 'signature_invalid' | 'certificate_expired' | 'certificate_revoked' | 'revocation_unavailable'>;
    };

export interface SignatureVerifier {
  verify(answer: SignedAnswer): Promise<Verification>;
}

const ALGORITHMS = ['ES256', 'RS256'];
/** Leaf, intermediates and perhaps the root: a real chain is short. */
const MAX_CHAIN = 5;
const invalid: Verification = { valid: false, reason: 'signature_invalid' };

/** The DER of each x5c entry, leaf first (RFC 7515 §4.1.6: standard base64), or null. */
function x5cBytes(x5c: unknown): Buffer[] | null {
  if (!Array.isArray(x5c) || x5c.length === 0 || x5c.length > MAX_CHAIN) return null;
  if (!x5c.every((entry) => typeof entry === 'string' && /^[A-Za-z0-9+/]+={0,2}$/.test(entry))) return null;
  return x5c.map((entry: string) => Buffer.from(entry, 'base64'));
}

/**
 * The certificates, parsed; one that is byte for byte a trust anchor (the CA every resident's
 * chain ends with) is the anchor already parsed, not parsed again for each signature.
 */
function parseChain(certificates: readonly Buffer[], anchors: readonly X509Certificate[]): X509Certificate[] | null {
  try {
    return certificates.map((der) => anchors.find((anchor) => anchor.raw.equals(der)) ?? new X509Certificate(der));
  } catch {
    return null;
  }
}

/** `child` names `parent` as its issuer and carries its signature; `parent` is a CA (basic constraints). */
function issuedBy(child: X509Certificate, parent: X509Certificate): boolean {
  if (child.issuer !== parent.subject || !parent.ca) return false;
  try {
    return child.verify(parent.publicKey);
  } catch {
    return false;
  }
}

/** Each certificate is issued by the next, and the last is, or is issued by, a trust anchor: the path, or null. */
function chainsToAnchor(chain: readonly X509Certificate[], anchors: readonly X509Certificate[]): X509Certificate[] | null {
  for (let i = 0; i + 1 < chain.length; i += 1) {
    if (!issuedBy(chain[i] as X509Certificate, chain[i + 1] as X509Certificate)) return null;
  }
  const last = chain[chain.length - 1] as X509Certificate;
  for (const anchor of anchors) {
    if (last.raw.equals(anchor.raw)) return [...chain];
    if (issuedBy(last, anchor)) return [...chain, anchor];
  }
  return null;
}

/** The path's validity window: the latest notBefore and the earliest notAfter, or null if a date is unreadable. */
function validityOf(path: readonly X509Certificate[]): { notBefore: number; notAfter: number } | null {
  // OpenSSL prints the dates as "Mar 28 14:59:59 2025 GMT", which Date.parse reads exactly.
  const notBefore = Math.max(...path.map((certificate) => Date.parse(certificate.validFrom)));
  const notAfter = Math.min(...path.map((certificate) => Date.parse(certificate.validTo)));
  return Number.isNaN(notBefore) || Number.isNaN(notAfter) ? null : { notBefore, notAfter };
}

/** The verified chain of these certificates (its leaf's key may sign and it ends at an anchor), whatever the clock says. */
function verifyChain(certificates: readonly Buffer[], anchors: readonly X509Certificate[]): VerifiedChain | null {
  const chain = parseChain(certificates, anchors);
  const leaf = chain?.[0];
  if (!chain || !leaf || !mayDigitallySign(leaf.raw)) return null;
  const path = chainsToAnchor(chain, anchors);
  // The leaf's issuer signs the CRL it is checked against; a leaf that is itself an anchor has none.
  const issuer = path?.[1];
  const validity = path && validityOf(path);
  if (!validity || !issuer) return null;
  return { publicKey: leaf.publicKey, ...validity, revocation: { serialNumber: leaf.serialNumber, issuer, crlUrls: lazyCrlUrls(leaf.raw) } };
}

/**
 * A verifier for one set of trust anchors. With a cache, a chain already verified against the
 * same anchors (exact bytes) is looked up while the clock lies within its validity; revocation is
 * checked on every call all the same.
 */
export function createSignatureVerifier(
  trustAnchors: readonly x509.X509Certificate[],
  options: { chains?: CertificateChainCache; revocation: RevocationChecker },
): SignatureVerifier {
  const anchorBytes = trustAnchors.map((anchor) => Buffer.from(anchor.rawData));
  const anchors = anchorBytes.map((der) => new X509Certificate(der));
  const anchorSet = fingerprintOf(anchorBytes);
  const { chains, revocation } = options;

  function verifiedChain(certificates: readonly Buffer[], now: Date): VerifiedChain | null {
    const key = chains && chainCacheKey(certificates, anchorSet);
    const cached = key ? chains.get(key, now) : undefined;
    if (cached) return cached;
    const chain = verifyChain(certificates, anchors);
    if (chain && key) chains.set(key, chain, now);
    return chain;
  }

  return {
    async verify({ jws, digest, providerRequestId, now }) {
      let header: ReturnType<typeof decodeProtectedHeader>;
      try {
        header = decodeProtectedHeader(jws);
      } catch {
        return invalid;
      }
      const certificates = x5cBytes(header.x5c);
      if (!certificates || typeof header.alg !== 'string' || !ALGORITHMS.includes(header.alg)) return invalid;
      const chain = verifiedChain(certificates, now);
      if (!chain) return invalid;

      let payload: unknown;
      try {
        const verified = await compactVerify(jws, chain.publicKey, { algorithms: ALGORITHMS });
        payload = JSON.parse(new TextDecoder().decode(verified.payload));
      } catch {
        return invalid;
      }
      const claims = signaturePayloadSchema.safeParse(payload);
      if (!claims.success || claims.data.document_digest !== digest || claims.data.request_id !== providerRequestId) return invalid;

      // Every other check passed: a certificate not yet valid is invalid, an expired one expired.
      if (now.getTime() < chain.notBefore) return invalid;
      if (now.getTime() > chain.notAfter) return { valid: false, reason: 'certificate_expired' };
      // Last, so a signature refused anyway never waits for a revocation list.
      const status = await revocation.status(chain.revocation, now);
      // Fail closed: without a current CRL the signature is not accepted; signing again later may succeed.
      if (status.state === 'unknown') return { valid: false, reason: 'revocation_unavailable' };
      if (status.state === 'revoked') return { valid: false, reason: 'certificate_revoked' };
      return { valid: true };
    },
  };
}

/** One verification, without a cache. */
export function verifySignature({ trustAnchors, revocation, ...answer }: SignatureCheck): Promise<Verification> {
  return createSignatureVerifier(trustAnchors, { revocation }).verify(answer);
}
