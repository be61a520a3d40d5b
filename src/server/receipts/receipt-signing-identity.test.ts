// Where the receipts' signing key comes from: generated once into the data folder in development
// and reused (so yesterday's receipts still verify against the same CA); in production from
// RECEIPT_SIGNING_KEY_PEM and RECEIPT_SIGNING_CERT_PEM, as PEM or as files, or no start at all.
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../errors/config-error';
import { createReceiptCertificates, DEV_RECEIPT_SIGNING_FILE, loadReceiptSigning, requireProductionReceiptSigning } from './receipt-signing-identity';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'utsuru-receipt-keys-'));
});
afterEach(async () => rm(dataDir, { recursive: true, force: true }));

const none = { keyPem: undefined, certPem: undefined };

describe('the receipt signing key', () => {
  it('is generated into the data folder in development (0600) and reused after', async () => {
    const first = await loadReceiptSigning(none, { dataDir, production: false });
    expect((await stat(path.join(dataDir, 'keys', DEV_RECEIPT_SIGNING_FILE))).mode & 0o777).toBe(0o600);
    const again = await loadReceiptSigning(none, { dataDir, production: false });
    expect(again.caPem).toBe(first.caPem);
    expect(again.chain).toEqual(first.chain);
    expect(first.chain).toHaveLength(2);
    expect(first.privateKey.asymmetricKeyType).toBe('ec');
  });

  it('comes from the environment in production, as PEM or as files, and production refuses to start without it', async () => {
    const { caPem, certPem, keyPem } = await createReceiptCertificates();
    const fromPem = await loadReceiptSigning({ keyPem, certPem: `${certPem}\n${caPem}` }, { dataDir, production: true });
    expect(fromPem.caPem.trim()).toBe(caPem.trim());
    await writeFile(path.join(dataDir, 'key.pem'), keyPem);
    await writeFile(path.join(dataDir, 'chain.pem'), `${certPem}\n${caPem}`);
    const fromFiles = await loadReceiptSigning({ keyPem: path.join(dataDir, 'key.pem'), certPem: path.join(dataDir, 'chain.pem') }, { dataDir, production: true });
    expect(fromFiles.chain).toEqual(fromPem.chain);

    expect(() => requireProductionReceiptSigning(none, true)).toThrow(ConfigError);
    expect(() => requireProductionReceiptSigning(none, true)).toThrow('production requires RECEIPT_SIGNING_KEY_PEM, RECEIPT_SIGNING_CERT_PEM');
    await expect(loadReceiptSigning(none, { dataDir: path.join(dataDir, 'prod'), production: true })).rejects.toThrow(ConfigError);
    // A certificate without its CA cannot be checked by anyone: refused too.
    await expect(loadReceiptSigning({ keyPem, certPem }, { dataDir, production: true })).rejects.toThrow('must come with its CA certificate');
    await expect(loadReceiptSigning({ keyPem, certPem: undefined }, { dataDir, production: true })).rejects.toThrow('go together');
  });
});
