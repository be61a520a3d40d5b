// The checks signature_inquiry relies on before it answers signed (brief §4): signature,
// digest and request, certificate chain up to the trust anchor, validity at the server clock.
import { CompactSign } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCertificateAuthority, issueSigningCertificate, type KeyHolder } from './certificate-authority';
import { signPayload } from './sign-payload';
import { verifySignature, type SignatureCheck } from './verify-signature';

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

const check = (jws: string, overrides: Partial<SignatureCheck> = {}) =>
  verifySignature({ jws, digest, providerRequestId: requestId, trustAnchors: [authority.certificate], now, ...overrides });

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
