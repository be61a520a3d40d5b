// Certificate chains already verified up to a trust anchor (issue 15), so that a signing
// certificate seen again (a poll, a retry, the same resident's next application) costs a lookup
// instead of a chain verification. Only what depends on the certificates and the anchors alone is
// kept: the leaf's public key and the validity window of the whole path. The JWS, its payload and
// the validity at the caller's clock are checked on every call.
//
// Safety: an entry is keyed by the SHA-256 of the exact certificate bytes of the chain together
// with that of the trust-anchor set, so another certificate or another anchor set misses; it is
// stored only for a chain valid at the time, and answered only while the given `now` (the
// injected clock) lies within the validity of every certificate of the path, otherwise it is
// dropped and the caller verifies in full again (an expired or not yet valid certificate is then
// refused exactly as without the cache); the number of entries is bounded, least recently used
// first out. Nothing here knows whether a certificate is revoked: the verifier checks that on
// every call (revocation.ts, issue 28), with what is kept here of the leaf (its serial, issuer
// and CRL distribution points).
import { createHash, type KeyObject } from 'node:crypto';
import type { RevocationSubject } from './revocation';

export interface VerifiedChain {
  /** The signing (leaf) certificate's public key, which the JWS must verify with. */
  publicKey: KeyObject;
  /** The latest notBefore and the earliest notAfter of the path, ms since the epoch. */
  notBefore: number;
  notAfter: number;
  /** What the revocation check asks about: the leaf's serial, its issuer and CRL distribution points. */
  revocation: RevocationSubject;
}

export interface CertificateChainCache {
  /** The verified chain under this key, if `now` lies within its validity; otherwise it is dropped. */
  get(key: string, now: Date): VerifiedChain | undefined;
  /** Keeps a chain verified and valid at `now`; a chain not valid at `now` is not kept. */
  set(key: string, chain: VerifiedChain, now: Date): void;
  readonly size: number;
  /** Lookups answered and missed since creation (for tests and the bench). */
  readonly stats: { hits: number; misses: number };
}

/**
 * A bound, not a working set: an entry (a public key and two numbers, under a 100-character key)
 * is well under a kilobyte, and the residents who sign within the same few minutes, whose polls
 * and retries it serves, are far fewer.
 */
export const DEFAULT_CHAIN_CACHE_ENTRIES = 1024;

/** A key for the chain's exact bytes against the anchor set's (already a fingerprint). */
export function chainCacheKey(certificates: readonly Uint8Array[], anchorSet: string): string {
  return `${fingerprintOf(certificates)}|${anchorSet}`;
}

/** SHA-256 over the certificates' DER, each preceded by its length so no two lists collide. */
export function fingerprintOf(certificates: readonly Uint8Array[]): string {
  const hash = createHash('sha256');
  const length = Buffer.alloc(4);
  for (const der of certificates) {
    length.writeUInt32BE(der.length);
    hash.update(length).update(der);
  }
  return hash.digest('base64url');
}

const validAt = (chain: VerifiedChain, now: Date) => now.getTime() >= chain.notBefore && now.getTime() <= chain.notAfter;

export function createCertificateChainCache(maxEntries = DEFAULT_CHAIN_CACHE_ENTRIES): CertificateChainCache {
  if (!Number.isInteger(maxEntries) || maxEntries < 0) throw new Error(`maxEntries must be a whole number, got ${maxEntries}`);
  // A Map iterates in insertion order: re-inserting on each hit keeps the least recently used first.
  const entries = new Map<string, VerifiedChain>();
  const stats = { hits: 0, misses: 0 };
  return {
    get(key, now) {
      const chain = entries.get(key);
      if (chain) entries.delete(key);
      if (!chain || !validAt(chain, now)) {
        stats.misses += 1;
        return undefined;
      }
      entries.set(key, chain);
      stats.hits += 1;
      return chain;
    },
    set(key, chain, now) {
      if (!validAt(chain, now)) return;
      entries.delete(key);
      entries.set(key, chain);
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries) break;
        entries.delete(oldest);
      }
    },
    get size() {
      return entries.size;
    },
    stats,
  };
}
