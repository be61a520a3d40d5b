// Whether a signing certificate has been revoked (issue 28): the 署名用電子証明書 is revoked
// when a new address is registered at the 転入 counter. Checked on every verification against
// the issuer's certificate revocation list (X.509 v2 CRL, RFC 5280 §5), parsed and verified with
// @peculiar/x509: signed by the certificate's issuer, issued by it, and current (thisUpdate
// ≤ now ≤ nextUpdate). A CRL verified once is kept until its nextUpdate, so a verification costs
// a hash and a lookup; a fetch happens at most once per CRL update.
//
// Fail closed: when no current CRL with a valid signature can be had, the status is 'unknown' and
// the verifier refuses the signature as revocation_unavailable, whose message asks the resident
// to sign again a little later (issue 28's decision record).
import { createHash, type X509Certificate } from 'node:crypto';
import { x509 } from './x509';

/** What the check needs of a verified chain: the leaf's serial, its issuer and its CRL distribution points. */
export interface RevocationSubject {
  /** Hex, as node:crypto prints it. */
  serialNumber: string;
  issuer: X509Certificate;
  /** Read from the leaf (a pure-JS parse) only by a source that fetches, once per chain. */
  crlUrls(): readonly string[];
}

/** Where the CRLs come from: over HTTP from the distribution point, or the development CA in-process. */
export interface RevocationSource {
  /** The DER of the issuer's current CRL, or null when none can be had now. */
  revocationList(subject: RevocationSubject, now: Date): Promise<Uint8Array<ArrayBuffer> | null>;
  /**
   * The checker refused this list (a bad signature, another issuer, not current): a source that
   * keeps lists drops it, so one bad answer (a tampered download over plain http) does not stand
   * in for the CA's list until the nextUpdate it claims.
   */
  refused?(der: Uint8Array<ArrayBuffer>): void;
}

export type RevocationStatus = { state: 'good' } | { state: 'revoked'; revokedAt: Date } | { state: 'unknown' };

export interface RevocationChecker {
  status(subject: RevocationSubject, now: Date): Promise<RevocationStatus>;
}

interface VerifiedList {
  crl: x509.X509Crl;
  thisUpdate: number;
  nextUpdate: number;
}

/** A clock a little ahead of the CA's must still accept a CRL just issued. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;
/** CRLs verified and kept: one per issuer and update, and there are few issuers. */
const MAX_LISTS = 32;

const current = (list: VerifiedList, now: number) => now + CLOCK_SKEW_MS >= list.thisUpdate && now <= list.nextUpdate;

/** The CRL if it is the issuer's, carries its signature and has a nextUpdate; else null. */
async function verifiedList(der: Uint8Array<ArrayBuffer>, issuer: X509Certificate): Promise<VerifiedList | null> {
  try {
    const crl = new x509.X509Crl(der);
    const issuerCertificate = new x509.X509Certificate(issuer.raw);
    const nextUpdate = crl.nextUpdate?.getTime();
    if (nextUpdate === undefined || crl.issuer !== issuerCertificate.subject) return null;
    if (!(await crl.verify({ publicKey: issuerCertificate }))) return null;
    return { crl, thisUpdate: crl.thisUpdate.getTime(), nextUpdate };
  } catch {
    return null;
  }
}

export function createRevocationChecker(source: RevocationSource): RevocationChecker {
  // Keyed by the CRL's bytes and the issuer's, so a list is verified once against each issuer.
  const lists = new Map<string, VerifiedList>();

  async function listFor(der: Uint8Array<ArrayBuffer>, issuer: X509Certificate, now: number): Promise<VerifiedList | null> {
    const key = createHash('sha256').update(der).update(issuer.raw).digest('base64url');
    const known = lists.get(key);
    if (known) return current(known, now) ? known : null;
    const list = await verifiedList(der, issuer);
    if (!list) return null;
    for (const [oldKey, old] of lists) if (old.nextUpdate < now || lists.size >= MAX_LISTS) lists.delete(oldKey);
    lists.set(key, list);
    return current(list, now) ? list : null;
  }

  return {
    async status(subject, now) {
      const der = await source.revocationList(subject, now);
      const list = der && (await listFor(der, subject.issuer, now.getTime()));
      if (der && !list) source.refused?.(der);
      if (!list) return { state: 'unknown' };
      const entry = list.crl.findRevoked(subject.serialNumber.toLowerCase());
      return entry ? { state: 'revoked', revokedAt: entry.revocationDate } : { state: 'good' };
    },
  };
}

/** Fetches wait no longer than this: a verification must answer while the resident waits. */
const FETCH_TIMEOUT_MS = 5000;
/**
 * A CA may publish the next list before the nextUpdate of the one in hand (a certificate just
 * revoked is listed at once): a list is fetched again after this long, so a revocation is seen
 * within the hour rather than at the nextUpdate, often a day off.
 */
export const CRL_REFETCH_MS = 60 * 60 * 1000;

/**
 * CRLs fetched from the certificate's distribution points (http or https), each kept until its
 * nextUpdate and at most an hour, so a CA is asked at most once an hour per process, and one fetch
 * serves every verification waiting on it. A fetch that fails, or a list the checker refused,
 * leaves nothing cached: the next call tries again.
 */
export function httpRevocationSource(options: { fetch?: typeof fetch; timeoutMs?: number } = {}): RevocationSource {
  const fetchList = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? FETCH_TIMEOUT_MS;
  const cached = new Map<string, { der: Uint8Array<ArrayBuffer>; keptUntil: number }>();
  const inFlight = new Map<string, Promise<Uint8Array<ArrayBuffer> | null>>();

  async function download(url: string, now: Date): Promise<Uint8Array<ArrayBuffer> | null> {
    try {
      const response = await fetchList(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
      if (!response.ok) return null;
      const der = new Uint8Array(await response.arrayBuffer());
      const nextUpdate = new x509.X509Crl(der).nextUpdate?.getTime();
      if (nextUpdate !== undefined) cached.set(url, { der, keptUntil: Math.min(nextUpdate, now.getTime() + CRL_REFETCH_MS) });
      return der;
    } catch {
      return null;
    }
  }

  return {
    async revocationList(subject, now) {
      const urls = subject.crlUrls().filter((url) => /^https?:\/\//i.test(url));
      for (const url of urls) {
        const hit = cached.get(url);
        if (hit && now.getTime() <= hit.keptUntil) return hit.der;
        cached.delete(url);
        let pending = inFlight.get(url);
        if (!pending) {
          pending = download(url, now).finally(() => inFlight.delete(url));
          inFlight.set(url, pending);
        }
        const der = await pending;
        if (der) return der;
      }
      return null;
    },
    refused(der) {
      for (const [url, hit] of cached) if (hit.der === der) cached.delete(url);
    },
  };
}

/** The URIs of a certificate's CRL Distribution Points extension (none if it has none), read once when first asked. */
export function lazyCrlUrls(der: Uint8Array): () => readonly string[] {
  let urls: readonly string[] | undefined;
  // A copy: a Buffer may be a view into a larger pool, which the parser must not read past.
  return () => (urls ??= crlUrlsOf(new Uint8Array(der)));
}

/** The URIs of a certificate's CRL Distribution Points extension (none if it has none). */
function crlUrlsOf(der: Uint8Array<ArrayBuffer>): string[] {
  try {
    const extension = new x509.X509Certificate(der).getExtension(x509.CRLDistributionPointsExtension);
    return (extension?.distributionPoints ?? []).flatMap((point) =>
      (point.distributionPoint?.fullName ?? []).flatMap((name) => (name.uniformResourceIdentifier ? [name.uniformResourceIdentifier] : [])),
    );
  } catch {
    return [];
  }
}
