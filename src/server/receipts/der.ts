// The few DER encodings (ITU-T X.690) the receipt's CMS signature is made of, and a reader for the
// two fields it takes from a certificate. Small on purpose: the project has no ASN.1 library of
// its own, and a CMS SignedData with one signer needs only these.

/** A length in DER: short form below 128, else the count of length bytes, then the length. */
function lengthOf(length: number): Buffer {
  if (length < 0x80) return Buffer.from([length]);
  const bytes: number[] = [];
  for (let rest = length; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest % 256);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
}

/** One element: its tag, its length, its contents. */
export function element(tag: number, ...contents: Uint8Array[]): Buffer {
  const body = Buffer.concat(contents);
  return Buffer.concat([Buffer.from([tag]), lengthOf(body.length), body]);
}

export const sequence = (...items: Uint8Array[]): Buffer => element(0x30, ...items);

/** A SET OF in DER: its elements sorted by their encodings (X.690 §11.6). */
export function setOf(items: readonly Uint8Array[], tag = 0x31): Buffer {
  return element(tag, ...[...items].sort((a, b) => Buffer.compare(a, b)));
}

export const octetString = (bytes: Uint8Array): Buffer => element(0x04, bytes);
export const nullValue = (): Buffer => element(0x05);

/** A small non-negative INTEGER (versions). */
export const smallInteger = (value: number): Buffer => element(0x02, Buffer.from([value]));

/** A context-specific constructed tag, [n]. */
export const contextTag = (n: number, ...contents: Uint8Array[]): Buffer => element(0xa0 | n, ...contents);

export function objectIdentifier(dotted: string): Buffer {
  const [first = 0, second = 0, ...rest] = dotted.split('.').map(Number);
  const bytes = [40 * first + second];
  for (const arc of rest) {
    const groups = [arc & 0x7f];
    for (let value = Math.floor(arc / 128); value > 0; value = Math.floor(value / 128)) groups.unshift(0x80 | (value & 0x7f));
    bytes.push(...groups);
  }
  return element(0x06, Buffer.from(bytes));
}

interface Span {
  tag: number;
  /** Where the element starts (its tag) and where its contents start and end. */
  start: number;
  contentStart: number;
  end: number;
}

function readSpan(der: Buffer, start: number): Span {
  const tag = der[start] ?? -1;
  const first = der[start + 1] ?? 0;
  let length = first;
  let contentStart = start + 2;
  if (first & 0x80) {
    const count = first & 0x7f;
    length = 0;
    for (let i = 0; i < count; i += 1) length = length * 256 + (der[start + 2 + i] ?? 0);
    contentStart += count;
  }
  const end = contentStart + length;
  if (tag < 0 || end > der.length) throw new Error('malformed DER');
  return { tag, start, contentStart, end };
}

function childrenOf(der: Buffer, parent: Span): Span[] {
  const children: Span[] = [];
  for (let at = parent.contentStart; at < parent.end; at = children.at(-1)?.end ?? parent.end) children.push(readSpan(der, at));
  return children;
}

/** The issuer Name and the serialNumber INTEGER of a certificate, as encoded in it (RFC 5280 §4.1). */
export function issuerAndSerialOf(certificate: Buffer): { issuer: Buffer; serialNumber: Buffer } {
  const [tbs] = childrenOf(certificate, readSpan(certificate, 0));
  if (!tbs) throw new Error('not a certificate');
  const fields = childrenOf(certificate, tbs);
  // The version, [0], is there in every v3 certificate; then serialNumber, signature, issuer.
  const [serial, , issuer] = fields[0]?.tag === 0xa0 ? fields.slice(1) : fields;
  if (serial?.tag !== 0x02 || issuer?.tag !== 0x30) throw new Error('not a certificate');
  return { issuer: certificate.subarray(issuer.start, issuer.end), serialNumber: certificate.subarray(serial.start, serial.end) };
}
