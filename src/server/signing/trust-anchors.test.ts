// The trust anchor is configuration (brief §4): with SIGNING_TRUST_ANCHOR_PEM naming another
// CA, the development IdP's genuine signatures no longer verify, over the real API.
import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixClock, knownKeys, signedRequest, submittingResident } from '../submission/testing/submission-client';
import { useTestServer } from '../testing/test-server';
import { createCertificateAuthority } from './certificate-authority';
import { signingTrustAnchors } from './trust-anchors';

const keys = knownKeys();
const dir = path.join(tmpdir(), `utsuru-anchor-${randomUUID()}`);
const otherCaPem = path.join(dir, 'anchor.pem');

// Registered before the server's hooks, so the file exists when the server reads it.
beforeAll(async () => {
  await mkdir(dir, { recursive: true });
  const other = await createCertificateAuthority('CN=another signing CA', { notBefore: new Date('2020-01-01Z'), notAfter: new Date('2040-01-01Z') });
  await writeFile(otherCaPem, other.certificate.toString('pem'));
  await writeFile(path.join(dir, 'empty.pem'), 'no certificates here\n');
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('SIGNING_TRUST_ANCHOR_PEM', () => {
  const server = useTestServer({ env: { ...keys.env, SIGNING_TRUST_ANCHOR_PEM: otherCaPem } });
  beforeAll(() => fixClock(server()));

  it('replaces the development CA: a chain to the dev CA is then signature_invalid', async () => {
    const suzuki = await submittingResident(server(), keys, 1);
    await suzuki.writeCompleteDraft();
    const { id, afterPin } = await signedRequest(suzuki);
    expect(afterPin.body).toContain('<h1>署名しました</h1>');
    expect((await suzuki.inquiry(id)).body).toEqual({
      signature_request_id: id,
      state: 'failed',
      reason: 'signature_invalid',
      message: '電子署名を確認できませんでした。お手数ですが、もう一度署名してください。',
    });
    expect((await suzuki.submit(id)).status).toBe(400);
  });

  it('must hold at least one certificate', async () => {
    await expect(signingTrustAnchors(path.join(dir, 'empty.pem'), undefined)).rejects.toThrow(/no CERTIFICATE/);
    expect(await signingTrustAnchors(otherCaPem, undefined)).toHaveLength(1);
    expect(await signingTrustAnchors(undefined, undefined)).toEqual([]);
  });
});
