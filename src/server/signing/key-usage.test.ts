// Whether a key may sign, for certificates with every relevant combination of KeyUsage flags,
// without the extension, with other extensions around it; bytes that are no certificate may not.
import { webcrypto } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ecdsaP256 } from './certificate-authority';
import { mayDigitallySign } from './key-usage';
import { x509 } from './x509';

const { KeyUsageFlags: flags } = x509;
const validity = { notBefore: new Date('2024-01-01Z'), notAfter: new Date('2029-01-01Z') };
let keys: CryptoKeyPair;

beforeAll(async () => {
  keys = (await webcrypto.subtle.generateKey(ecdsaP256, true, ['sign', 'verify'])) as CryptoKeyPair;
});

async function certificate(extensions: x509.Extension[]): Promise<x509.X509Certificate> {
  return x509.X509CertificateGenerator.createSelfSigned({ name: 'CN=テスト', keys, signingAlgorithm: ecdsaP256, ...validity, extensions });
}

describe('mayDigitallySign', () => {
  const combinations: [string, number, boolean][] = [
    ['digitalSignature', flags.digitalSignature, true],
    ['nonRepudiation', flags.nonRepudiation, true],
    ['digitalSignature | nonRepudiation (a 署名用電子証明書)', flags.digitalSignature | flags.nonRepudiation, true],
    ['keyCertSign | cRLSign (a CA)', flags.keyCertSign | flags.cRLSign, false],
    ['keyEncipherment', flags.keyEncipherment, false],
    ['keyAgreement | encipherOnly', flags.keyAgreement | flags.encipherOnly, false],
    ['decipherOnly (a second byte of flags)', flags.decipherOnly, false],
    ['digitalSignature | decipherOnly', flags.digitalSignature | flags.decipherOnly, true],
    ['nonRepudiation | decipherOnly', flags.nonRepudiation | flags.decipherOnly, true],
    ['none', 0, false],
  ];

  it.each(combinations)('answers for KeyUsage %s', async (_name, usages, maySign) => {
    for (const critical of [true, false]) {
      const withOthers = await certificate([
        new x509.BasicConstraintsExtension(false, undefined, true),
        new x509.KeyUsagesExtension(usages, critical),
        await x509.SubjectKeyIdentifierExtension.create(keys.publicKey),
      ]);
      expect(mayDigitallySign(new Uint8Array(withOthers.rawData))).toBe(maySign);
    }
  });

  it('lets a certificate without KeyUsage sign, with or without other extensions', async () => {
    const bare = await certificate([]);
    expect(mayDigitallySign(new Uint8Array(bare.rawData))).toBe(true);
    const other = await certificate([new x509.BasicConstraintsExtension(false)]);
    expect(mayDigitallySign(new Uint8Array(other.rawData))).toBe(true);
  });

  it('refuses bytes it cannot read', async () => {
    const der = new Uint8Array((await certificate([new x509.KeyUsagesExtension(flags.digitalSignature, true)])).rawData);
    expect(mayDigitallySign(new Uint8Array())).toBe(false);
    expect(mayDigitallySign(der.subarray(0, der.length - 80))).toBe(false);
    expect(mayDigitallySign(Uint8Array.of(0x30, 0x84, 0xff, 0xff, 0xff, 0xff))).toBe(false);
    expect(mayDigitallySign(Buffer.from('not a certificate'))).toBe(false);
  });
});
