// What each recipient may see of a signed document (issue 26, decision 025): the resident signs
// one manifest of salted digests, one per recipient's part (the SD-JWT pattern, RFC 9901 §4.2),
// and each recipient receives its own part as a disclosure, the manifest and the JWS. It checks
// the signature over the manifest, then its disclosure's digest against the manifest: it learns
// its own values and nothing of the others' beyond how many parts there are.
//
// A disclosure is base64url of the UTF-8 JSON array [salt, key, part], the part in canonical
// JSON; its digest is base64url SHA-256 of the disclosure's ASCII, so a recipient hashes the
// string it received and never has to canonicalise anything. The manifest's `_sd` lists the
// digests sorted, so their order says nothing of who receives what.
//
// The salts are derived, not drawn: HMAC of the whole document's digest and the part's key under
// a key of the service's own (derived from the document encryption key), so confirming the same
// answers twice gives the same digest (input_confirm, then application_start and submit compare
// it), while a recipient, without the key, cannot guess another part from its digest. The salts
// are stored with the application, so a later key change does not change a filed message.
import { createHash, createHmac, hkdfSync } from 'node:crypto';
import { canonicalJson, documentDigest } from './canonical-document';

/** One recipient's share of a document: `key` names the recipient and its procedure. */
export interface DisclosedPart {
  key: string;
  value: unknown;
}

/** What the resident signs (its digest is the JWS payload's `document_digest`). */
export interface DisclosureManifest {
  _sd_alg: 'sha-256';
  /** Every part's disclosure digest, sorted. */
  _sd: string[];
}

/** A document sealed for selective disclosure: the manifest, its digest, and each part's salt by key. */
export interface SealedParts {
  manifest: DisclosureManifest;
  digest: string;
  salts: Record<string, string>;
}

/** Derives the salts of a document's parts; the service holds one, keyed from its own secret. */
export type SaltSource = (documentDigest: string, key: string) => string;

const SALT_INFO = 'utsuru disclosure salts v1';

/** A salt source under a key derived from `secret` (HKDF-SHA256): 128 bits per salt. */
export function createSaltSource(secret: Buffer): SaltSource {
  const key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), SALT_INFO, 32));
  return (digest, partKey) => createHmac('sha256', key).update(`${digest}\0${partKey}`, 'utf8').digest().subarray(0, 16).toString('base64url');
}

export const disclosureOf = (salt: string, { key, value }: DisclosedPart): string =>
  Buffer.from(`[${JSON.stringify(salt)},${JSON.stringify(key)},${canonicalJson(value)}]`, 'utf8').toString('base64url');

export const disclosureDigest = (disclosure: string): string => createHash('sha256').update(disclosure, 'ascii').digest('base64url');

function manifestOf(parts: readonly DisclosedPart[], salts: Record<string, string>): DisclosureManifest {
  const digests = parts.map((part) => disclosureDigest(disclosureOf(salts[part.key] as string, part)));
  return { _sd_alg: 'sha-256', _sd: digests.sort() };
}

/** Seals a document's parts: the same document and salt source always give the same manifest. */
export function sealParts(document: unknown, parts: readonly DisclosedPart[], saltOf: SaltSource): SealedParts {
  const whole = documentDigest(document);
  const keys = new Set(parts.map((part) => part.key));
  if (keys.size !== parts.length) throw new Error('two parts of one document share a key');
  const salts = Object.fromEntries(parts.map((part) => [part.key, saltOf(whole, part.key)]));
  const manifest = manifestOf(parts, salts);
  return { manifest, digest: documentDigest(manifest), salts };
}

/** The manifest again from the stored salts (a message is built long after the seal). */
export function resealed(parts: readonly DisclosedPart[], salts: Record<string, string>): { manifest: DisclosureManifest; digest: string } {
  const manifest = manifestOf(parts, salts);
  return { manifest, digest: documentDigest(manifest) };
}

/** What a recipient checks, given the manifest the resident signed: its disclosure is one of it. The part, or null. */
export function openDisclosure(manifest: DisclosureManifest, disclosure: string): { salt: string; key: string; value: unknown } | null {
  if (!manifest._sd.includes(disclosureDigest(disclosure))) return null;
  const [salt, key, value] = JSON.parse(Buffer.from(disclosure, 'base64url').toString('utf8')) as [string, string, unknown];
  return { salt, key, value };
}
