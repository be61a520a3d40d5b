// Whose signature the receipts (控え) carry: the service's own certificate, never a resident's.
// Production reads it from RECEIPT_SIGNING_KEY_PEM (a PKCS#8 private key, EC or RSA) and
// RECEIPT_SIGNING_CERT_PEM (the signing certificate, then its chain up to the CA), each the PEM
// itself or the path of a file holding it, and refuses to start without them. Development
// creates a "うつる 控え" CA and a signing certificate it issued into
// <dataDir>/keys/receipt-signing.json at first start (mode 0600, like the other development keys),
// so receipts signed before a restart still verify against the same CA.
import { createPrivateKey } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { loadOrCreateKeyFile } from '../crypto/secrets';
import { ConfigError } from '../errors/config-error';
import { certificatesFromPem, createCertificateAuthority, issueSigningCertificate } from '../signing/certificate-authority';
import type { SigningIdentity } from './cades-signature';

export const DEV_RECEIPT_SIGNING_FILE = 'receipt-signing.json';

export interface ReceiptSigning extends SigningIdentity {
  /** The CA certificate(s) anyone checks a receipt against (GET /receipt-ca.pem), PEM. */
  caPem: string;
}

const devValidity = { notBefore: new Date('2025-01-01T00:00:00Z'), notAfter: new Date('2050-01-01T00:00:00Z') };

const keyFileSchema = z.object({
  ca_certificate: z.string().startsWith('-----BEGIN CERTIFICATE-----'),
  certificate: z.string().startsWith('-----BEGIN CERTIFICATE-----'),
  private_key: z.string().startsWith('-----BEGIN PRIVATE KEY-----'),
});

/** A CA and the receipt certificate it issued, as PEM (development, and the tests' production keys). */
export async function createReceiptCertificates(validity = devValidity): Promise<{ caPem: string; certPem: string; keyPem: string }> {
  const authority = await createCertificateAuthority('CN=うつる 控え 開発用CA, O=utsuru (development only)', validity);
  const signer = await issueSigningCertificate(authority, 'CN=うつる 控え, O=utsuru (development only)', validity);
  const pkcs8 = Buffer.from(await crypto.subtle.exportKey('pkcs8', signer.privateKey)).toString('base64');
  const keyPem = `-----BEGIN PRIVATE KEY-----\n${pkcs8.replace(/.{64}/g, '$&\n')}\n-----END PRIVATE KEY-----\n`;
  // The CA's own key is not kept: it issued its one certificate. Delete the file for a new pair.
  return { caPem: authority.certificate.toString('pem'), certPem: signer.certificate.toString('pem'), keyPem };
}

async function createDevKeyFile(): Promise<string> {
  const { caPem, certPem, keyPem } = await createReceiptCertificates();
  return `${JSON.stringify({ ca_certificate: caPem, certificate: certPem, private_key: keyPem }, null, 2)}\n`;
}

function identityOf(keyPem: string, chainPem: string, what: string): ReceiptSigning {
  const chain = certificatesFromPem(chainPem);
  if (chain.length < 2) throw new ConfigError(`${what}: the receipt certificate must come with its CA certificate`);
  let privateKey;
  try {
    privateKey = createPrivateKey(keyPem);
  } catch {
    throw new ConfigError(`${what}: the receipt signing key is not a PEM private key`);
  }
  return {
    privateKey,
    chain: chain.map((certificate) => Buffer.from(certificate.rawData)),
    caPem: chain.slice(1).map((certificate) => certificate.toString('pem')).join('\n'),
  };
}

function parseDevKeyFile(text: string, file: string): ReceiptSigning {
  const parsed = keyFileSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new ConfigError(`${file} is not a development receipt signing file; delete it to generate a new one`);
  return identityOf(parsed.data.private_key, `${parsed.data.certificate}\n${parsed.data.ca_certificate}`, file);
}

export interface ReceiptSigningEnv {
  /** RECEIPT_SIGNING_KEY_PEM */
  keyPem: string | undefined;
  /** RECEIPT_SIGNING_CERT_PEM */
  certPem: string | undefined;
}

/** Production signs receipts with its own certificate: main.ts refuses to start without one, before the database opens. */
export function requireProductionReceiptSigning(env: ReceiptSigningEnv, production: boolean): void {
  if (production && !(env.keyPem && env.certPem)) throw new ConfigError('production requires RECEIPT_SIGNING_KEY_PEM, RECEIPT_SIGNING_CERT_PEM (the receipts’ signature)');
}

/** A PEM given as itself, or the file that holds it. */
const pemOf = (value: string): Promise<string> => (value.trimStart().startsWith('-----BEGIN') ? Promise.resolve(value) : readFile(value, 'utf8'));

/** The configured certificate, or in development the generated one; production without one refuses to start. */
export async function loadReceiptSigning(env: ReceiptSigningEnv, { dataDir, production }: { dataDir: string; production: boolean }): Promise<ReceiptSigning> {
  if (env.keyPem && env.certPem) {
    const [key, chain] = await Promise.all([pemOf(env.keyPem), pemOf(env.certPem)]);
    return identityOf(key, chain, 'RECEIPT_SIGNING_KEY_PEM / RECEIPT_SIGNING_CERT_PEM');
  }
  if (env.keyPem || env.certPem) throw new ConfigError('RECEIPT_SIGNING_KEY_PEM and RECEIPT_SIGNING_CERT_PEM go together');
  requireProductionReceiptSigning(env, production);
  return loadOrCreateKeyFile(dataDir, DEV_RECEIPT_SIGNING_FILE, createDevKeyFile, parseDevKeyFile);
}
