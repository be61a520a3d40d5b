// Whether a signing certificate's key may sign (RFC 5280 §4.2.1.3): its KeyUsage extension, read
// with @peculiar/x509 (issue 28: a maintained PKI library, not a hand-written DER reader).
// node:crypto's X509Certificate, which verifies the chain natively, does not expose KeyUsage (its
// `keyUsage` is the extended key usage). The pure-JS parse costs a few milliseconds, which issue
// 15 found too dear per call; it now runs only when a chain is verified in full, and the chain
// cache answers the same certificate's later signatures.
import { x509 } from './x509';

const SIGNING_FLAGS = x509.KeyUsageFlags.digitalSignature | x509.KeyUsageFlags.nonRepudiation;

/**
 * The certificate's key may sign a document: its KeyUsage allows digitalSignature or
 * nonRepudiation, or it has no KeyUsage (then nothing restricts it). False when unreadable.
 */
export function mayDigitallySign(der: Uint8Array): boolean {
  try {
    // A copy: a Buffer may be a view into a larger pool, which the parser must not read past.
    const usages = new x509.X509Certificate(new Uint8Array(der)).getExtension(x509.KeyUsagesExtension)?.usages;
    return usages === undefined || (usages & SIGNING_FLAGS) !== 0;
  } catch {
    return false;
  }
}
