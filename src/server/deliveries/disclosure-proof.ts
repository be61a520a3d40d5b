// What lets a recipient check its message against the resident's signature (decision 025): the
// signed manifest, its digest (the JWS payload's document_digest), the recipient's own disclosure
// and the JWS. Built from the salts stored with the application, so every attempt of a message
// carries the same proof.
import type { components } from '#shared/api/schema';
import { disclosureOf, resealed, type DisclosedPart } from '../applications/selective-disclosure';
import type { StoredApplication } from '../applications/stored-application';
import { UnbuildableMessage } from './unbuildable-message';

export type DisclosureProof = components['schemas']['DisclosureProof'];

/** The proof for `part`, or null for an application without parts (not signed, or signed before issue 26). */
export function disclosureProof(
  stored: Pick<StoredApplication<never>, 'document_digest' | 'disclosure_salts' | 'signature'>,
  parts: readonly DisclosedPart[],
  part: DisclosedPart,
): DisclosureProof | null {
  const salts = stored.disclosure_salts;
  if (!salts || !stored.signature) return null;
  const salt = salts[part.key];
  const { manifest, digest } = resealed(parts, salts);
  // The document is stored encrypted beside its salts: a mismatch means the record was changed.
  if (!salt || digest !== stored.document_digest) throw new UnbuildableMessage('the parts do not match the signed manifest');
  return { manifest, manifest_digest: digest, disclosure: disclosureOf(salt, part), jws: stored.signature.jws };
}
