import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEV_SIGNING_CA_FILE, loadOrCreateDevSigningCa } from './dev-signing-ca';
import { x509 } from './x509';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'utsuru-ca-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('the development signing CA', () => {
  it('is generated into the data folder at first start (0600) and reused after', async () => {
    const first = await loadOrCreateDevSigningCa(dataDir);
    const file = path.join(dataDir, 'keys', DEV_SIGNING_CA_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const again = await loadOrCreateDevSigningCa(dataDir);
    expect(again.certificate.equal(first.certificate)).toBe(true);
    expect(first.certificate.getExtension(x509.BasicConstraintsExtension)?.ca).toBe(true);
    expect(first.certificate.publicKey.algorithm).toMatchObject({ name: 'ECDSA', namedCurve: 'P-256' });
    expect(await readFile(file, 'utf8')).toContain('-----BEGIN CERTIFICATE-----');
  });

  it('refuses a broken key file instead of silently replacing it', async () => {
    await loadOrCreateDevSigningCa(dataDir);
    await writeFile(path.join(dataDir, 'keys', DEV_SIGNING_CA_FILE), '{"certificate":"x"}');
    await expect(loadOrCreateDevSigningCa(dataDir)).rejects.toThrow(/not a development signing CA file/);
  });
});
