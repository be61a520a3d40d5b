// Certificates for electronic signatures (brief §4): a certificate authority and the signing
// certificates it issues, all EC P-256 with ECDSA-SHA256 (what ES256 JWS signatures use).
import { webcrypto } from 'node:crypto';
import { x509 } from './x509';

export const ecdsaP256 = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' } as const;

export interface KeyHolder {
  certificate: x509.X509Certificate;
  privateKey: CryptoKey;
}

export interface Validity {
  notBefore: Date;
  notAfter: Date;
}

function generateKeys(): Promise<CryptoKeyPair> {
  return webcrypto.subtle.generateKey(ecdsaP256, true, ['sign', 'verify']) as Promise<CryptoKeyPair>;
}

/** A self-signed root that may only issue end-entity certificates (path length 0). */
export async function createCertificateAuthority(name: string, validity: Validity): Promise<KeyHolder> {
  const keys = await generateKeys();
  const certificate = await x509.X509CertificateGenerator.createSelfSigned({
    name,
    keys,
    signingAlgorithm: ecdsaP256,
    ...validity,
    extensions: [
      new x509.BasicConstraintsExtension(true, 0, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
      await x509.SubjectKeyIdentifierExtension.create(keys.publicKey),
    ],
  });
  return { certificate, privateKey: keys.privateKey };
}

/** What else a signing certificate may carry: its serial (hex; random if left out) and where its CRL is published. */
export interface IssueOptions {
  serialNumber?: string;
  /** The CRL Distribution Points (RFC 5280 §4.2.1.13) a verifier fetches the revocation list from. */
  crlUrls?: readonly string[];
}

/** A signing certificate (署名用電子証明書) for one person, issued by `authority`. */
export async function issueSigningCertificate(authority: KeyHolder, subject: string, validity: Validity, options: IssueOptions = {}): Promise<KeyHolder> {
  const keys = await generateKeys();
  const certificate = await x509.X509CertificateGenerator.create({
    ...(options.serialNumber ? { serialNumber: options.serialNumber } : {}),
    subject,
    issuer: authority.certificate.subjectName,
    publicKey: keys.publicKey,
    signingKey: authority.privateKey,
    signingAlgorithm: ecdsaP256,
    ...validity,
    extensions: [
      new x509.BasicConstraintsExtension(false, undefined, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature | x509.KeyUsageFlags.nonRepudiation, true),
      await x509.AuthorityKeyIdentifierExtension.create(authority.certificate),
      ...(options.crlUrls?.length ? [new x509.CRLDistributionPointsExtension([...options.crlUrls])] : []),
    ],
  });
  return { certificate, privateKey: keys.privateKey };
}

/** Every CERTIFICATE block of a PEM text (a trust-anchor file may hold several). */
export function certificatesFromPem(pem: string): x509.X509Certificate[] {
  return x509.PemConverter.decodeWithHeaders(pem)
    .filter((block) => block.type === 'CERTIFICATE')
    .map((block) => new x509.X509Certificate(block.rawData));
}

export interface RevokedSerial {
  /** Hex. */
  serialNumber: string;
  revokedAt: Date;
}

/**
 * A certificate revocation list (X.509 v2 CRL, RFC 5280 §5) signed by `authority`: what a
 * verifier checks a signing certificate against until `nextUpdate`.
 */
export async function issueRevocationList(
  authority: KeyHolder,
  revoked: readonly RevokedSerial[],
  period: { thisUpdate: Date; nextUpdate: Date },
): Promise<x509.X509Crl> {
  return x509.X509CrlGenerator.create({
    issuer: authority.certificate.subjectName,
    ...period,
    signingKey: authority.privateKey,
    signingAlgorithm: ecdsaP256,
    entries: revoked.map((entry) => ({ serialNumber: entry.serialNumber, revocationDate: entry.revokedAt, reason: x509.X509CrlReason.affiliationChanged })),
    extensions: [await x509.AuthorityKeyIdentifierExtension.create(authority.certificate)],
  });
}
