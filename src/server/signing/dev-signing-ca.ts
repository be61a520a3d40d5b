// The development certificate authority that stands in for J-LIS, which issues the real
// 署名用電子証明書 (brief §4). Generated into <dataDir>/keys/dev-signing-ca.json at first start
// (mode 0600, like the other development keys) and reused after, so a signature made before a
// restart still verifies. Development only: production trusts SIGNING_TRUST_ANCHOR_PEM.
import { z } from 'zod';
import { loadOrCreateKeyFile } from '../crypto/secrets';
import { createCertificateAuthority, ecdsaP256, type KeyHolder } from './certificate-authority';
import { x509 } from './x509';

export const DEV_SIGNING_CA_FILE = 'dev-signing-ca.json';

/** Fixed, wide validity: it must cover the test residents' certificates, expired ones included. */
const caValidity = { notBefore: new Date('2015-01-01T00:00:00Z'), notAfter: new Date('2050-01-01T00:00:00Z') };

const keyFileSchema = z.object({
  certificate: z.string().startsWith('-----BEGIN CERTIFICATE-----'),
  privateKey: z.looseObject({ kty: z.literal('EC'), crv: z.literal('P-256'), d: z.string() }),
});

async function createKeyFile(): Promise<string> {
  const authority = await createCertificateAuthority('CN=utsuru development signing CA, O=utsuru (development only)', caValidity);
  const privateKey = await crypto.subtle.exportKey('jwk', authority.privateKey);
  return `${JSON.stringify({ certificate: authority.certificate.toString('pem'), privateKey }, null, 2)}\n`;
}

async function parseKeyFile(text: string, file: string): Promise<KeyHolder> {
  const parsed = keyFileSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`${file} is not a development signing CA file; delete it to generate a new one`);
  const privateKey = await crypto.subtle.importKey('jwk', parsed.data.privateKey as JsonWebKey, ecdsaP256, false, ['sign']);
  return { certificate: new x509.X509Certificate(parsed.data.certificate), privateKey };
}

export async function loadOrCreateDevSigningCa(dataDir: string): Promise<KeyHolder> {
  return loadOrCreateKeyFile(dataDir, DEV_SIGNING_CA_FILE, createKeyFile, parseKeyFile);
}
