// Whether a signing certificate's key may sign (RFC 5280 §4.2.1.3): its KeyUsage extension, read
// straight from the DER. node:crypto's X509Certificate, which verifies the chain natively, does not
// expose KeyUsage (its `keyUsage` is the extended key usage), and parsing the whole certificate
// with @peculiar/x509's pure-JS ASN.1 only for these two bits cost more than everything else the
// verification does (issue 15). The reader walks only the path to the extension and answers
// false for anything it cannot read; it runs after OpenSSL has parsed the same bytes.

/** One DER element: its tag, and where its contents start and end in the buffer. */
interface Element {
  tag: number;
  start: number;
  end: number;
}

const SEQUENCE = 0x30;
const EXTENSIONS = 0xa3; // [3] EXPLICIT in TBSCertificate
const OID = 0x06;
const BOOLEAN = 0x01;
const OCTET_STRING = 0x04;
const BIT_STRING = 0x03;
/** 2.5.29.15, id-ce-keyUsage. */
const KEY_USAGE_OID = Buffer.from([0x55, 0x1d, 0x0f]);
/** digitalSignature (bit 0) and nonRepudiation, alias contentCommitment (bit 1), in the first byte. */
const SIGNING_BITS = 0x80 | 0x40;

/** The element at `offset`, whose contents must end by `limit`; null when malformed. */
function elementAt(der: Uint8Array, offset: number, limit: number): Element | null {
  if (offset + 2 > limit) return null;
  const tag = der[offset] as number;
  if ((tag & 0x1f) === 0x1f) return null; // multi-byte tags do not occur on this path
  let length = der[offset + 1] as number;
  let start = offset + 2;
  if (length & 0x80) {
    const bytes = length & 0x7f;
    if (bytes === 0 || bytes > 4 || start + bytes > limit) return null;
    length = 0;
    for (let i = 0; i < bytes; i += 1) length = length * 256 + (der[start + i] as number);
    start += bytes;
  }
  const end = start + length;
  return end <= limit ? { tag, start, end } : null;
}

/** The elements directly inside `parent`, or null when one is malformed. */
function childrenOf(der: Uint8Array, parent: Element): Element[] | null {
  const children: Element[] = [];
  for (let offset = parent.start; offset < parent.end; ) {
    const child = elementAt(der, offset, parent.end);
    if (!child) return null;
    children.push(child);
    offset = child.end;
  }
  return children;
}

type KeyUsage = { present: false } | { present: true; firstByte: number } | null;

/** The KeyUsage extension of a DER certificate: absent, its first byte of flags, or null when unreadable. */
function keyUsageOf(der: Uint8Array): KeyUsage {
  const certificate = elementAt(der, 0, der.length);
  if (certificate?.tag !== SEQUENCE) return null;
  const tbs = elementAt(der, certificate.start, certificate.end);
  if (tbs?.tag !== SEQUENCE) return null;
  const fields = childrenOf(der, tbs);
  if (!fields) return null;
  const wrapper = fields.find((field) => field.tag === EXTENSIONS);
  if (!wrapper) return { present: false };
  const list = elementAt(der, wrapper.start, wrapper.end);
  const extensions = list?.tag === SEQUENCE ? childrenOf(der, list) : null;
  if (!extensions) return null;
  for (const extension of extensions) {
    const parts = extension.tag === SEQUENCE ? childrenOf(der, extension) : null;
    const [id, second, third] = parts ?? [];
    if (!id || id.tag !== OID) return null;
    if (!KEY_USAGE_OID.equals(der.subarray(id.start, id.end))) continue;
    // Extension ::= SEQUENCE { extnID, critical BOOLEAN DEFAULT FALSE, extnValue OCTET STRING }
    const value = second?.tag === BOOLEAN ? third : second;
    if (value?.tag !== OCTET_STRING) return null;
    const bits = elementAt(der, value.start, value.end);
    if (bits?.tag !== BIT_STRING || bits.end - bits.start < 1) return null;
    // The first content byte counts the unused bits at the end of the last byte; an empty BIT
    // STRING has no flag set.
    const unused = der[bits.start] as number;
    const flagBytes = bits.end - bits.start - 1;
    if (unused > 7 || (flagBytes === 0 && unused !== 0)) return null;
    if (flagBytes === 0) return { present: true, firstByte: 0 };
    const mask = flagBytes === 1 ? (0xff << unused) & 0xff : 0xff;
    return { present: true, firstByte: (der[bits.start + 1] as number) & mask };
  }
  return { present: false };
}

/**
 * The certificate's key may sign a document: its KeyUsage allows digitalSignature or
 * nonRepudiation, or it has no KeyUsage (then nothing restricts it). False when unreadable.
 */
export function mayDigitallySign(der: Uint8Array): boolean {
  const usage = keyUsageOf(der);
  if (!usage) return false;
  return !usage.present || (usage.firstByte & SIGNING_BITS) !== 0;
}
