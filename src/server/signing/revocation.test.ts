// Revocation lists fetched from a certificate's CRL distribution point over real HTTP (issue 28):
// one fetch per CRL update (the verifier never fetches per call), a fresh fetch past nextUpdate,
// and nothing kept from a failed fetch, so the next call tries again.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { X509Certificate } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCertificateAuthority, issueRevocationList, issueSigningCertificate, type KeyHolder } from './certificate-authority';
import { createCertificateChainCache } from './certificate-chain-cache';
import { createRevocationChecker, httpRevocationSource, lazyCrlUrls, type RevocationSubject } from './revocation';
import { signPayload } from './sign-payload';
import { createSignatureVerifier } from './verify-signature';

const HOUR = 60 * 60 * 1000;
const issuedAt = new Date('2026-11-25T00:00:00Z');

let authority: KeyHolder;
let server: Server;
let url: string;
/** What the CA's server answers: the CRL's DER, or an HTTP status. */
let answer: Uint8Array | number;
let requests = 0;

beforeAll(async () => {
  authority = await createCertificateAuthority('CN=test signing CA', { notBefore: new Date('2020-01-01Z'), notAfter: new Date('2040-01-01Z') });
  server = createServer((_request, response) => {
    requests += 1;
    if (typeof answer === 'number') response.writeHead(answer).end();
    else response.writeHead(200, { 'content-type': 'application/pkix-crl' }).end(Buffer.from(answer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/ca.crl`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function publish(revoked: KeyHolder[], thisUpdate: Date) {
  const crl = await issueRevocationList(
    authority,
    revoked.map((holder) => ({ serialNumber: holder.certificate.serialNumber, revokedAt: thisUpdate })),
    { thisUpdate, nextUpdate: new Date(thisUpdate.getTime() + 24 * HOUR) },
  );
  answer = new Uint8Array(crl.rawData);
}

describe('httpRevocationSource', () => {
  it('fetches the CRL its certificate names once per update, refetches past nextUpdate, and retries after a failure', async () => {
    const holder = await issueSigningCertificate(
      authority,
      'CN=山田 太郎',
      { notBefore: new Date('2024-01-01Z'), notAfter: new Date('2029-01-01Z') },
      { crlUrls: [url] },
    );
    const leaf = new X509Certificate(Buffer.from(holder.certificate.rawData));
    const subject: RevocationSubject = {
      serialNumber: leaf.serialNumber,
      issuer: new X509Certificate(Buffer.from(authority.certificate.rawData)),
      crlUrls: lazyCrlUrls(new Uint8Array(leaf.raw)),
    };
    expect(subject.crlUrls()).toEqual([url]);
    const checker = createRevocationChecker(httpRevocationSource());

    // The CA's server down: unknown, and nothing kept.
    requests = 0;
    answer = 503;
    expect(await checker.status(subject, issuedAt)).toEqual({ state: 'unknown' });
    await publish([], issuedAt);
    const checks = await Promise.all([1, 2, 3].map(() => checker.status(subject, new Date(issuedAt.getTime() + HOUR))));
    expect(checks).toEqual([{ state: 'good' }, { state: 'good' }, { state: 'good' }]);
    expect(requests).toBe(2);

    // Revoked at the CA: seen once the list in hand is an hour old (CRL_REFETCH_MS), not before,
    // though its nextUpdate is a day off.
    await publish([holder], new Date(issuedAt.getTime() + 2 * HOUR));
    expect(await checker.status(subject, new Date(issuedAt.getTime() + 2 * HOUR - 1000))).toEqual({ state: 'good' });
    expect(requests).toBe(2);
    expect(await checker.status(subject, new Date(issuedAt.getTime() + 2 * HOUR + 1000))).toEqual({
      state: 'revoked',
      revokedAt: new Date(issuedAt.getTime() + 2 * HOUR),
    });
    expect(requests).toBe(3);
  });

  it('keeps no list the checker refused: after a forged CRL, the next call fetches again', async () => {
    const holder = await issueSigningCertificate(authority, 'CN=鈴木 一郎', { notBefore: new Date('2024-01-01Z'), notAfter: new Date('2029-01-01Z') }, { crlUrls: [url] });
    const leaf = new X509Certificate(Buffer.from(holder.certificate.rawData));
    const subject: RevocationSubject = {
      serialNumber: leaf.serialNumber,
      issuer: new X509Certificate(Buffer.from(authority.certificate.rawData)),
      crlUrls: lazyCrlUrls(new Uint8Array(leaf.raw)),
    };
    const checker = createRevocationChecker(httpRevocationSource());
    // Another CA's list under this CA's name would not verify; this one names another issuer and claims a year.
    const impostor = await createCertificateAuthority('CN=test signing CA', { notBefore: new Date('2020-01-01Z'), notAfter: new Date('2040-01-01Z') });
    const forged = await issueRevocationList(impostor, [], { thisUpdate: issuedAt, nextUpdate: new Date(issuedAt.getTime() + 365 * 24 * HOUR) });
    answer = new Uint8Array(forged.rawData);
    requests = 0;
    expect(await checker.status(subject, issuedAt)).toEqual({ state: 'unknown' });
    await publish([], issuedAt);
    expect(await checker.status(subject, new Date(issuedAt.getTime() + 1000))).toEqual({ state: 'good' });
    expect(requests).toBe(2);
  });

  it('lets a verifier refuse a revoked certificate from the CRL at its distribution point, fetched once', async () => {
    const holder = await issueSigningCertificate(authority, 'CN=佐藤 花子', { notBefore: new Date('2024-01-01Z'), notAfter: new Date('2029-01-01Z') }, { crlUrls: [url] });
    const verifier = createSignatureVerifier([authority.certificate], {
      chains: createCertificateChainCache(),
      revocation: createRevocationChecker(httpRevocationSource()),
    });
    const payload = { document_digest: 'KhtpM4HNysz8y6_N68zwI2TfniDb1eWAsEuyjT7_tSQ', request_id: 'bea328ce-d43c-47eb-99ef-db4710ac9269', iat: 1 };
    const answer = { jws: await signPayload(holder, [authority.certificate], payload), digest: payload.document_digest, providerRequestId: payload.request_id };
    await publish([holder], issuedAt);
    requests = 0;
    const now = new Date(issuedAt.getTime() + HOUR);
    expect(await verifier.verify({ ...answer, now })).toEqual({ valid: false, reason: 'certificate_revoked' });
    expect(await verifier.verify({ ...answer, now })).toEqual({ valid: false, reason: 'certificate_revoked' });
    expect(requests).toBe(1);
  });
});
