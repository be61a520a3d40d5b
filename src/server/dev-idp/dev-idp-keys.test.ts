import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadOrCreateDevIdpKeys } from './dev-idp-keys';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'utsuru-idp-keys-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('loadOrCreateDevIdpKeys', () => {
  it('generates RS256 and ES256 signing keys and cookie keys once, readable only by the owner', async () => {
    const [first, concurrent] = await Promise.all([loadOrCreateDevIdpKeys(dataDir), loadOrCreateDevIdpKeys(dataDir)]);
    expect(concurrent).toEqual(first);
    expect(first.jwks.keys.map((key) => key.alg).sort()).toEqual(['ES256', 'RS256']);
    expect(first.jwks.keys.every((key) => typeof key.d === 'string' && key.use === 'sig')).toBe(true);
    expect(first.cookieKeys.length).toBeGreaterThan(0);

    const file = path.join(dataDir, 'keys', 'dev-idp.json');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await loadOrCreateDevIdpKeys(dataDir)).toEqual(first);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(first);
  });

  it('refuses a corrupted key file instead of silently replacing it', async () => {
    await loadOrCreateDevIdpKeys(dataDir);
    await writeFile(path.join(dataDir, 'keys', 'dev-idp.json'), '{"jwks":{"keys":[]}}');
    await expect(loadOrCreateDevIdpKeys(dataDir)).rejects.toThrow(/not a dev-idp key file/);
  });
});
