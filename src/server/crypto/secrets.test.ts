import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadOrCreateSecret, parseKeyFromEnv } from './secrets';

describe('loadOrCreateSecret', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'utsuru-secrets-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('creates a private base64 key file at first start and reads the same key afterwards', async () => {
    const first = await loadOrCreateSecret(dataDir, 'document-key');
    expect(first).toHaveLength(32);
    const file = path.join(dataDir, 'keys', 'document-key');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(Buffer.from((await readFile(file, 'utf8')).trim(), 'base64').equals(first)).toBe(true);
    expect((await loadOrCreateSecret(dataDir, 'document-key')).equals(first)).toBe(true);
  });

  it('gives concurrent first starts one and the same key', async () => {
    const keys = await Promise.all(Array.from({ length: 5 }, () => loadOrCreateSecret(dataDir, 'shared', 48)));
    expect(keys[0]).toHaveLength(48);
    for (const key of keys) expect(key.equals(keys[0]!)).toBe(true);
  });

  it('refuses a damaged key file rather than silently replacing it', async () => {
    await loadOrCreateSecret(dataDir, 'k');
    await writeFile(path.join(dataDir, 'keys', 'k'), 'c2hvcnQ=\n');
    await expect(loadOrCreateSecret(dataDir, 'k')).rejects.toThrow(/32 bytes/);
  });

  it('refuses names that could escape the keys folder', async () => {
    await expect(loadOrCreateSecret(dataDir, '../evil')).rejects.toThrow(/invalid secret name/);
  });
});

describe('parseKeyFromEnv', () => {
  it('treats unset and empty as not configured', () => {
    expect(parseKeyFromEnv(undefined)).toBeUndefined();
    expect(parseKeyFromEnv('')).toBeUndefined();
  });

  it('decodes a 32-byte base64 key', () => {
    const key = Buffer.alloc(32, 7);
    expect(parseKeyFromEnv(key.toString('base64'))?.equals(key)).toBe(true);
  });

  it('names the variable when the key is malformed or the wrong size', () => {
    expect(() => parseKeyFromEnv(Buffer.alloc(16).toString('base64'))).toThrow(/DOCUMENT_ENCRYPTION_KEY must be 32 bytes/);
    expect(() => parseKeyFromEnv('not base64!')).toThrow(/DOCUMENT_ENCRYPTION_KEY/);
    expect(() => parseKeyFromEnv('abc', 'IDENTITY_HASH_KEY')).toThrow(/IDENTITY_HASH_KEY/);
  });
});
