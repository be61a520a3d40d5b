// The checks signature_inquiry relies on before it answers signed (brief §4): signature,
// digest and request, certificate chain up to the trust anchor, validity at the server clock;
// and (issue 15) the cache of verified chains, which must never change an answer, and the
// native path, which parses no certificate in pure JS once a chain and its CRL are known; and
// (issue 28) revocation, checked on every call against a CRL verified with @peculiar/x509.
import { webcrypto } from 'node:crypto';
import { CompactSign } from 'jose';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createCertificateAuthority, issueRevocationList, issueSigningCertificate, type KeyHolder, type RevokedSerial } from './certificate-authority';
import { createCertificateChainCache } from './certificate-chain-cache';
import { createRevocationChecker, type RevocationChecker, type RevocationSource } from './revocation';
import { signPayload } from './sign-payload';
import { createSignatureVerifier, verifySignature, type SignatureCheck } from './verify-signature';
import { x509 } from './x509';

/**
 * The certificates each library parses: @peculiar/x509 in pure JS (the dev CA still issues with
 * it; verifying must not parse with it) and node:crypto natively (an anchor is not parsed again).
 */
const parsed = vi.hoisted(() => {
  const counts = { peculiar: 0, native: 0 };
  /** `Base` with every construction counted under `library`. */
  function counting<T extends abstract new (...args: never[]) => object>(Base: T, library: keyof typeof counts): T {
    return new Proxy(Base, {
      construct(target, args, newTarget) {
        counts[library] += 1;
        return Reflect.construct(target, args, newTarget) as object;
      },
    });
  }
  return { counts, counting };
});
vi.mock('@peculiar/x509', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@peculiar/x509')>();
  return { ...actual, X509Certificate: parsed.counting(actual.X509Certificate, 'peculiar') };
});
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>();
  const X509Certificate = parsed.counting(actual.X509Certificate, 'native');
  return { ...actual, default: { ...actual, X509Certificate }, X509Certificate };
});

const now = new Date('2026-11-22T10:00:00+09:00');
const digest = 'KhtpM4HNysz8y6_N68zwI2TfniDb1eWAsEuyjT7_tSQ';
const requestId = 'bea328ce-d43c-47eb-99ef-db4710ac9269';
const validity = { notBefore: new Date('2024-01-01T00:00:00Z'), notAfter: new Date('2029-01-01T00:00:00Z') };
const payload = { document_digest: digest, request_id: requestId, iat: Math.floor(now.getTime() / 1000) };

let authority: KeyHolder;
let otherAuthority: KeyHolder;
let signer: KeyHolder;

beforeAll(async () => {
  authority = await createCertificateAuthority('CN=test signing CA', { notBefore: new Date('2020-01-01Z'), notAfter: new Date('2040-01-01Z') });
  otherAuthority = await createCertificateAuthority('CN=test signing CA', { notBefore: new Date('2020-01-01Z'), notAfter: new Date('2040-01-01Z') });
  signer = await issueSigningCertificate(authority, 'CN=山田 太郎', validity);
});

const HOUR = 60 * 60 * 1000;

/**
 * A CA that is online: each CA's CRL listing `revoked` (its serials), issued for the asked time
 * (an hour before it, current for a day), signed by `signedBy` when given (a forgery).
 */
function onlineLists(options: { revoked?: () => RevokedSerial[]; signedBy?: KeyHolder } = {}): RevocationSource {
  // One list per CA, time and content, as a CA publishes one list until it changes.
  const issued = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();
  return {
    async revocationList(subject, at) {
      const ca = [authority, otherAuthority].find((holder) => subject.issuer.raw.equals(Buffer.from(holder.certificate.rawData)));
      if (!ca) return null;
      const revoked = options.revoked?.() ?? [];
      const key = `${ca === authority}|${at.getTime()}|${JSON.stringify(revoked)}`;
      let list = issued.get(key);
      if (!list) {
        const signer = options.signedBy ? { ...ca, privateKey: options.signedBy.privateKey } : ca;
        list = issueRevocationList(signer, revoked, { thisUpdate: new Date(at.getTime() - HOUR), nextUpdate: new Date(at.getTime() + 24 * HOUR) }).then(
          (crl) => new Uint8Array(crl.rawData),
        );
        issued.set(key, list);
      }
      return list;
    },
  };
}

const online = (): RevocationChecker => createRevocationChecker(onlineLists());
const verifierOf = (anchors: readonly x509.X509Certificate[], options: { chains?: ReturnType<typeof createCertificateChainCache> } = {}) =>
  createSignatureVerifier(anchors, { ...options, revocation: online() });

const check = (jws: string, overrides: Partial<SignatureCheck> = {}) =>
  verifySignature({ jws, digest, providerRequestId: requestId, trustAnchors: [authority.certificate], revocation: online(), now, ...overrides });

const flipCharacter = (text: string, index: number) => text.slice(0, index) + (text[index] === 'A' ? 'B' : 'A') + text.slice(index + 1);

describe('verifySignature', () => {
  it('accepts an ES256 JWS over the digest whose x5c chains to the trust anchor', async () => {
    expect(await check(await signPayload(signer, [authority.certificate], payload))).toEqual({ valid: true });
    // The leaf alone also chains when the anchor issued it.
    expect(await check(await signPayload(signer, [], payload))).toEqual({ valid: true });
  });

  it('refuses a tampered payload or signature', async () => {
    const jws = await signPayload(signer, [authority.certificate], payload);
    const [header, body, signature] = jws.split('.') as [string, string, string];
    const otherBody = Buffer.from(JSON.stringify({ ...payload, document_digest: digest.replace('K', 'L') })).toString('base64url');
    expect(await check(`${header}.${otherBody}.${signature}`)).toEqual({ valid: false, reason: 'signature_invalid' });
    expect(await check(`${header}.${body}.${flipCharacter(signature, 10)}`)).toEqual({ valid: false, reason: 'signature_invalid' });
    expect(await check('not a jws')).toEqual({ valid: false, reason: 'signature_invalid' });
  });

  it('refuses a valid signature over another digest or for another request', async () => {
    const otherDigest = await signPayload(signer, [authority.certificate], { ...payload, document_digest: 'A'.repeat(43) });
    expect(await check(otherDigest)).toEqual({ valid: false, reason: 'signature_invalid' });
    const otherRequest = await signPayload(signer, [authority.certificate], { ...payload, request_id: '00000000-0000-4000-8000-000000000000' });
    expect(await check(otherRequest)).toEqual({ valid: false, reason: 'signature_invalid' });
  });

  it('refuses a chain from another CA, even one with the same name', async () => {
    const stranger = await issueSigningCertificate(otherAuthority, 'CN=山田 太郎', validity);
    expect(await check(await signPayload(stranger, [otherAuthority.certificate], payload))).toEqual({ valid: false, reason: 'signature_invalid' });
    // The genuine signature, checked against an anchor that did not issue it.
    const genuine = await signPayload(signer, [authority.certificate], payload);
    expect(await check(genuine, { trustAnchors: [otherAuthority.certificate] })).toEqual({ valid: false, reason: 'signature_invalid' });
    expect(await check(genuine, { trustAnchors: [] })).toEqual({ valid: false, reason: 'signature_invalid' });
  });

  it('refuses a signing certificate used as if it were a CA', async () => {
    const underLeaf = await issueSigningCertificate(signer, 'CN=偽の署名者', validity);
    expect(await check(await signPayload(underLeaf, [signer.certificate, authority.certificate], payload))).toEqual({
      valid: false,
      reason: 'signature_invalid',
    });
  });

  it('reports an expired signing certificate as expired, and one not yet valid as invalid', async () => {
    const expired = await issueSigningCertificate(authority, 'CN=高橋 由美', { notBefore: new Date('2020-03-29Z'), notAfter: new Date('2025-03-28T14:59:59Z') });
    expect(await check(await signPayload(expired, [authority.certificate], payload))).toEqual({ valid: false, reason: 'certificate_expired' });
    const jws = await signPayload(signer, [authority.certificate], payload);
    expect(await check(jws, { now: new Date('2029-01-02T00:00:00Z') })).toEqual({ valid: false, reason: 'certificate_expired' });
    expect(await check(jws, { now: new Date('2023-12-31T00:00:00Z') })).toEqual({ valid: false, reason: 'signature_invalid' });
  });

  it('refuses a JWS without x5c or with an algorithm it does not accept', async () => {
    const bytes = new TextEncoder().encode(JSON.stringify(payload));
    const withoutChain = await new CompactSign(bytes).setProtectedHeader({ alg: 'ES256' }).sign(signer.privateKey);
    expect(await check(withoutChain)).toEqual({ valid: false, reason: 'signature_invalid' });
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', x5c: [signer.certificate.toString('base64')] })).toString('base64url')}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.`;
    expect(await check(unsigned)).toEqual({ valid: false, reason: 'signature_invalid' });
  });
});

describe('verifySignature, natively', () => {
  it('parses no certificate with @peculiar/x509 (pure JS) once the chain and the CRL are known', async () => {
    const jws = await signPayload(signer, [authority.certificate], payload);
    const verifier = verifierOf([authority.certificate], { chains: createCertificateChainCache() });
    parsed.counts.peculiar = 0;
    expect(await verifier.verify({ jws, digest, providerRequestId: requestId, now })).toEqual({ valid: true });
    // The first time only: the leaf, for its KeyUsage, and the issuer, to verify the CRL it signed
    // (this source needs no distribution point).
    expect(parsed.counts.peculiar).toBe(2);
    parsed.counts.peculiar = 0;
    expect(await verifier.verify({ jws, digest, providerRequestId: requestId, now })).toEqual({ valid: true });
    expect(parsed.counts.peculiar).toBe(0);
  });

  it('parses the trust anchors once per verifier, and a chain certificate that is an anchor not again', async () => {
    parsed.counts.native = 0;
    const verifier = verifierOf([otherAuthority.certificate, authority.certificate]);
    expect(parsed.counts.native).toBe(2);
    const jws = await signPayload(signer, [authority.certificate], payload);
    parsed.counts.native = 0;
    expect(await verifier.verify({ jws, digest, providerRequestId: requestId, now })).toEqual({ valid: true });
    // The leaf only: the CA in x5c is byte for byte the second anchor.
    expect(parsed.counts.native).toBe(1);
  });

  it('accepts an RS256 JWS from an RSA signing certificate, and refuses an algorithm that does not fit the key', async () => {
    const rsa = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256', publicExponent: new Uint8Array([1, 0, 1]), modulusLength: 2048 } as const;
    const keys = (await webcrypto.subtle.generateKey(rsa, true, ['sign', 'verify'])) as CryptoKeyPair;
    const certificate = await x509.X509CertificateGenerator.create({
      subject: 'CN=RSA 署名者',
      issuer: authority.certificate.subjectName,
      publicKey: keys.publicKey,
      signingKey: authority.privateKey,
      signingAlgorithm: { name: 'ECDSA', hash: 'SHA-256' },
      ...validity,
      extensions: [new x509.KeyUsagesExtension(x509.KeyUsageFlags.nonRepudiation, true)],
    });
    const x5c = [certificate.toString('base64'), authority.certificate.toString('base64')];
    const bytes = new TextEncoder().encode(JSON.stringify(payload));
    const rs256 = await new CompactSign(bytes).setProtectedHeader({ alg: 'RS256', x5c }).sign(keys.privateKey);
    expect(await check(rs256)).toEqual({ valid: true });
    // The RSA signature relabelled ES256, and an EC signature labelled RS256.
    const [, body, signature] = rs256.split('.') as [string, string, string];
    const relabelled = `${Buffer.from(JSON.stringify({ alg: 'ES256', x5c })).toString('base64url')}.${body}.${signature}`;
    expect(await check(relabelled)).toEqual({ valid: false, reason: 'signature_invalid' });
    const ecAsRsa = await new CompactSign(bytes)
      .setProtectedHeader({ alg: 'ES256', x5c: [signer.certificate.toString('base64')] })
      .sign(signer.privateKey);
    const [, ecBody, ecSignature] = ecAsRsa.split('.') as [string, string, string];
    const rsHeader = Buffer.from(JSON.stringify({ alg: 'RS256', x5c: [signer.certificate.toString('base64')] })).toString('base64url');
    expect(await check(`${rsHeader}.${ecBody}.${ecSignature}`)).toEqual({ valid: false, reason: 'signature_invalid' });
  });
});

describe('createSignatureVerifier with a cache of verified chains', () => {
  const answer = (jws: string, at = now) => ({ jws, digest, providerRequestId: requestId, now: at });

  it('answers a chain seen before from the cache, and still checks the signature, the payload and the clock', async () => {
    const chains = createCertificateChainCache();
    const verifier = verifierOf([authority.certificate], { chains });
    const jws = await signPayload(signer, [authority.certificate], payload);
    expect(await verifier.verify(answer(jws))).toEqual({ valid: true });
    expect({ ...chains.stats, size: chains.size }).toEqual({ hits: 0, misses: 1, size: 1 });
    expect(await verifier.verify(answer(jws))).toEqual({ valid: true });
    expect(chains.stats.hits).toBe(1);

    // The same x5c, hence a hit, with a broken signature, another digest or another request.
    const [header, body, signature] = jws.split('.') as [string, string, string];
    expect(await verifier.verify(answer(`${header}.${body}.${flipCharacter(signature, 10)}`))).toEqual({ valid: false, reason: 'signature_invalid' });
    const otherDigest = await signPayload(signer, [authority.certificate], { ...payload, document_digest: 'A'.repeat(43) });
    expect(await verifier.verify(answer(otherDigest))).toEqual({ valid: false, reason: 'signature_invalid' });
    expect(await verifier.verify({ ...answer(jws), providerRequestId: '00000000-0000-4000-8000-000000000000' })).toEqual({
      valid: false,
      reason: 'signature_invalid',
    });
    expect(chains.stats.hits).toBe(4);
  });

  it('never lets a certificate through outside its validity, cached or not', async () => {
    const chains = createCertificateChainCache();
    const verifier = verifierOf([authority.certificate], { chains });
    const jws = await signPayload(signer, [authority.certificate], payload);
    expect(await verifier.verify(answer(jws))).toEqual({ valid: true });
    expect(chains.size).toBe(1);
    // The cached chain, asked about a clock past the signing certificate's notAfter (2029-01-01) or before its notBefore.
    expect(await verifier.verify(answer(jws, new Date('2029-01-01T00:00:01Z')))).toEqual({ valid: false, reason: 'certificate_expired' });
    expect(chains.size).toBe(0);
    expect(await verifier.verify(answer(jws))).toEqual({ valid: true });
    expect(await verifier.verify(answer(jws, new Date('2023-12-31T23:59:59Z')))).toEqual({ valid: false, reason: 'signature_invalid' });
    expect(chains.stats.hits).toBe(0);
    // The last second of the validity is still valid, and from the cache.
    expect(await verifier.verify(answer(jws))).toEqual({ valid: true });
    expect(await verifier.verify(answer(jws, new Date('2029-01-01T00:00:00Z')))).toEqual({ valid: true });
    expect(chains.stats.hits).toBe(1);
  });

  it("keeps no entry for an expired certificate (高橋 由美's), which stays certificate_expired", async () => {
    const chains = createCertificateChainCache();
    const verifier = verifierOf([authority.certificate], { chains });
    const expired = await issueSigningCertificate(authority, 'CN=高橋 由美', { notBefore: new Date('2020-03-29Z'), notAfter: new Date('2025-03-28T14:59:59Z') });
    const jws = await signPayload(expired, [authority.certificate], payload);
    for (let i = 0; i < 3; i += 1) expect(await verifier.verify(answer(jws))).toEqual({ valid: false, reason: 'certificate_expired' });
    expect({ ...chains.stats, size: chains.size }).toEqual({ hits: 0, misses: 3, size: 0 });
    // Valid when it was valid: then it is cached, and an expired clock still refuses it.
    expect(await verifier.verify(answer(jws, new Date('2024-06-01Z')))).toEqual({ valid: true });
    expect(await verifier.verify(answer(jws))).toEqual({ valid: false, reason: 'certificate_expired' });
  });

  it('misses for another set of trust anchors, even in a shared cache', async () => {
    const chains = createCertificateChainCache();
    const jws = await signPayload(signer, [authority.certificate], payload);
    expect(await verifierOf([authority.certificate], { chains }).verify(answer(jws))).toEqual({ valid: true });
    expect(await verifierOf([otherAuthority.certificate], { chains }).verify(answer(jws))).toEqual({
      valid: false,
      reason: 'signature_invalid',
    });
    expect(await verifierOf([], { chains }).verify(answer(jws))).toEqual({ valid: false, reason: 'signature_invalid' });
    // A set that includes the right anchor is still another set: verified anew, then cached under it.
    expect(await verifierOf([otherAuthority.certificate, authority.certificate], { chains }).verify(answer(jws))).toEqual({
      valid: true,
    });
    expect({ hits: chains.stats.hits, size: chains.size }).toEqual({ hits: 0, size: 2 });
  });

  it('keys an entry by the exact chain: the leaf alone, or another leaf of the same name, is verified anew', async () => {
    const chains = createCertificateChainCache();
    const verifier = verifierOf([authority.certificate], { chains });
    expect(await verifier.verify(answer(await signPayload(signer, [authority.certificate], payload)))).toEqual({ valid: true });
    expect(await verifier.verify(answer(await signPayload(signer, [], payload)))).toEqual({ valid: true });
    const sameName = await issueSigningCertificate(otherAuthority, 'CN=山田 太郎', validity);
    expect(await verifier.verify(answer(await signPayload(sameName, [authority.certificate], payload)))).toEqual({
      valid: false,
      reason: 'signature_invalid',
    });
    expect({ hits: chains.stats.hits, size: chains.size }).toEqual({ hits: 0, size: 2 });
  });

  it('keeps at most its bound of chains, dropping the least recently used', async () => {
    const chains = createCertificateChainCache(2);
    const verifier = verifierOf([authority.certificate], { chains });
    const [one, two, three] = await Promise.all(
      ['CN=一', 'CN=二', 'CN=三'].map(async (name) => signPayload(await issueSigningCertificate(authority, name, validity), [authority.certificate], payload)),
    );
    for (const jws of [one, two, one, three] as string[]) expect(await verifier.verify(answer(jws))).toEqual({ valid: true });
    expect({ ...chains.stats, size: chains.size }).toEqual({ hits: 1, misses: 3, size: 2 });
    // `two` was the least recently used when `three` came.
    await verifier.verify(answer(one as string));
    await verifier.verify(answer(two as string));
    expect({ ...chains.stats, size: chains.size }).toEqual({ hits: 2, misses: 4, size: 2 });
  });
});

describe('createSignatureVerifier and revocation', () => {
  const answer = (jws: string, at = now) => ({ jws, digest, providerRequestId: requestId, now: at });
  const serialOf = (holder: KeyHolder) => holder.certificate.serialNumber;

  it('refuses a revoked certificate as certificate_revoked on every call, cached chain or not, and accepts one not revoked', async () => {
    const revoked: RevokedSerial[] = [];
    const chains = createCertificateChainCache();
    const verifier = createSignatureVerifier([authority.certificate], { chains, revocation: createRevocationChecker(onlineLists({ revoked: () => revoked })) });
    const other = await issueSigningCertificate(authority, 'CN=佐藤 花子', validity);
    const jws = await signPayload(signer, [authority.certificate], payload);
    const otherJws = await signPayload(other, [authority.certificate], payload);
    expect(await verifier.verify(answer(jws))).toEqual({ valid: true });

    // The 転入 counter revokes 山田 太郎's certificate: the chain is cached, the answer changes all the same.
    revoked.push({ serialNumber: serialOf(signer), revokedAt: new Date(now.getTime() - 10 * 60 * 1000) });
    expect(await verifier.verify(answer(jws))).toEqual({ valid: false, reason: 'certificate_revoked' });
    expect(chains.stats.hits).toBe(1);
    expect(await verifier.verify(answer(otherJws))).toEqual({ valid: true });
    // Expired and revoked: expired is what the resident must act on (a new certificate either way).
    expect(await verifier.verify(answer(jws, new Date('2029-01-01T00:00:01Z')))).toEqual({ valid: false, reason: 'certificate_expired' });
  });

  it('fails closed, as revocation_unavailable (sign again later), when the CRL is forged, stale or missing', async () => {
    const jws = await signPayload(signer, [authority.certificate], payload);
    const refusal = { valid: false, reason: 'revocation_unavailable' };

    // Signed by another key under the CA's name: not the CA's list.
    const forged = createSignatureVerifier([authority.certificate], { revocation: createRevocationChecker(onlineLists({ signedBy: otherAuthority })) });
    expect(await forged.verify(answer(jws))).toEqual(refusal);

    // A list the CA issued a day and more ago: past its nextUpdate.
    const lists = onlineLists();
    const stale: RevocationSource = { revocationList: (subject, at) => lists.revocationList(subject, new Date(at.getTime() - 25 * HOUR)) };
    expect(await createSignatureVerifier([authority.certificate], { revocation: createRevocationChecker(stale) }).verify(answer(jws))).toEqual(refusal);

    // The CA unreachable.
    const none: RevocationSource = { revocationList: async () => null };
    expect(await createSignatureVerifier([authority.certificate], { revocation: createRevocationChecker(none) }).verify(answer(jws))).toEqual(refusal);
    // Garbage in place of a CRL.
    const garbage: RevocationSource = { revocationList: async () => new Uint8Array([0x30, 0x03, 0x02, 0x01, 0x00]) };
    expect(await createSignatureVerifier([authority.certificate], { revocation: createRevocationChecker(garbage) }).verify(answer(jws))).toEqual(refusal);

    // A signature refused anyway is refused without asking for a list.
    const [header, body, signature] = jws.split('.') as [string, string, string];
    expect(await createSignatureVerifier([authority.certificate], { revocation: createRevocationChecker(none) }).verify(answer(`${header}.${body}.${flipCharacter(signature, 10)}`))).toEqual({
      valid: false,
      reason: 'signature_invalid',
    });
  });

  it('keeps a verified CRL until its nextUpdate, then needs a current one', async () => {
    let calls = 0;
    const issuedAt = now;
    // A CA that published one list at `issuedAt`, current until a day later.
    const crl = await issueRevocationList(authority, [], { thisUpdate: issuedAt, nextUpdate: new Date(issuedAt.getTime() + 24 * HOUR) });
    const published: RevocationSource = {
      revocationList: async () => {
        calls += 1;
        return new Uint8Array(crl.rawData);
      },
    };
    const verifier = createSignatureVerifier([authority.certificate], { revocation: createRevocationChecker(published) });
    const jws = await signPayload(signer, [authority.certificate], payload);
    parsed.counts.peculiar = 0;
    expect(await verifier.verify(answer(jws))).toEqual({ valid: true });
    expect(await verifier.verify(answer(jws, new Date(issuedAt.getTime() + 23 * HOUR)))).toEqual({ valid: true });
    // Asked for on each call, verified once (one parse of the issuer); without a chain cache the
    // leaf's KeyUsage is read on each call.
    expect(calls).toBe(2);
    expect(parsed.counts.peculiar).toBe(3);
    expect(await verifier.verify(answer(jws, new Date(issuedAt.getTime() + 24 * HOUR + 1000)))).toEqual({ valid: false, reason: 'revocation_unavailable' });
  });
});
