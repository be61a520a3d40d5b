import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { devProviderDefaults, offeredProviders, parseProviderConfig } from './providers';

describe('offeredProviders', () => {
  it('offers primary and lp in the normal flow, all three in addition and revocation', () => {
    expect(offeredProviders(1)).toEqual(['', 'lp']);
    expect(offeredProviders(2)).toEqual(['', 'lp', 'mint']);
    expect(offeredProviders(3)).toEqual(['', 'lp', 'mint']);
  });

  it('leaves out providers a deployment does not configure', () => {
    const configured = parseProviderConfig(JSON.stringify([{ id: '', issuer: 'https://idp.example.jp', client_id: 'a', client_secret: 's' }]));
    expect(offeredProviders(2, configured)).toEqual(['']);
  });
});

describe('parseProviderConfig', () => {
  it('reads IDP_PROVIDERS with default labels and phases', () => {
    const providers = parseProviderConfig(
      JSON.stringify([
        { id: '', issuer: 'https://idp.example.jp/', client_id: 'utsuru', client_secret: 'primary-secret' },
        { id: 'mint', issuer: 'https://mint.example.jp', client_id: 'utsuru-m', client_secret: 'mint-secret', label: 'ミントでログイン' },
      ]),
    );
    expect(providers).toEqual([
      { id: '', issuer: 'https://idp.example.jp', clientId: 'utsuru', clientSecret: 'primary-secret', label: 'マイナンバーカードでログイン', phases: [1, 2, 3] },
      { id: 'mint', issuer: 'https://mint.example.jp', clientId: 'utsuru-m', clientSecret: 'mint-secret', label: 'ミントでログイン', phases: [2, 3] },
    ]);
  });

  it('rejects malformed configuration without echoing secrets', () => {
    expect(() => parseProviderConfig('{')).toThrow('IDP_PROVIDERS is not valid JSON');
    const entry = { id: '', issuer: 'https://idp.example.jp', client_id: 'a', client_secret: 'top-secret' };
    expect(() => parseProviderConfig(JSON.stringify([entry, entry]))).toThrow(/once/);
    expect(() => parseProviderConfig(JSON.stringify([{ ...entry, id: 'lp' }]))).toThrow(/primary/);
    expect(() => parseProviderConfig(JSON.stringify([{ ...entry, id: 'other' }]))).toThrow(/0\.id/);
    expect(() => parseProviderConfig(JSON.stringify([{ ...entry, issuer: 'ftp://idp.example.jp' }]))).toThrow(/0\.issuer/);
    expect(() => parseProviderConfig(JSON.stringify([{ ...entry, client_secret: '', extra: 'top-secret' }]))).not.toThrow(/top-secret/);
  });
});

describe('devProviderDefaults', () => {
  it('points all three ids at /dev-idp with stable secrets derived from a generated file', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'utsuru-providers-'));
    try {
      const issuer = 'http://localhost:8080/dev-idp';
      const first = await devProviderDefaults({ issuer, dataDir });
      expect(first.map((p) => [p.id, p.clientId, p.issuer])).toEqual([
        ['', 'utsuru-primary', issuer],
        ['lp', 'utsuru-lp', issuer],
        ['mint', 'utsuru-mint', issuer],
      ]);
      expect(new Set(first.map((p) => p.clientSecret)).size).toBe(3);
      expect(await devProviderDefaults({ issuer, dataDir })).toEqual(first);
      expect((await stat(path.join(dataDir, 'keys', 'dev-idp-client-secret'))).mode & 0o777).toBe(0o600);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
