// Signing keys and cookie keys of the development identity provider. Generated into
// <dataDir>/keys/dev-idp.json at first start and reused afterwards, so ID tokens and IdP
// cookies stay valid across restarts. Development only: a real provider holds its own keys.
import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import { z } from 'zod';
import { loadOrCreateKeyFile } from '../crypto/secrets';

export interface DevIdpKeys {
  /** Private signing keys (RS256 for ID tokens by default, ES256 for clients that ask for it). */
  jwks: { keys: JWK[] };
  /** Keygrip keys that sign the IdP's cookies. */
  cookieKeys: string[];
}

const keyFileSchema = z.object({
  jwks: z.object({
    keys: z.array(z.looseObject({ kty: z.string(), kid: z.string(), alg: z.string(), d: z.string() })).min(1),
  }),
  cookieKeys: z.array(z.string().min(32)).min(1),
});

async function signingKey(alg: 'RS256' | 'ES256'): Promise<JWK> {
  const { privateKey } = await generateKeyPair(alg, { extractable: true });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, alg, use: 'sig', kid: `dev-${alg.toLowerCase()}-${randomBytes(6).toString('hex')}` };
}

async function createKeyFile(): Promise<string> {
  const keys: DevIdpKeys = {
    jwks: { keys: [await signingKey('RS256'), await signingKey('ES256')] },
    cookieKeys: [randomBytes(32).toString('base64url'), randomBytes(32).toString('base64url')],
  };
  return `${JSON.stringify(keys, null, 2)}\n`;
}

function parseKeyFile(text: string, file: string): DevIdpKeys {
  const parsed = keyFileSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`${file} is not a dev-idp key file; delete it to generate a new one`);
  return parsed.data as DevIdpKeys;
}

export function loadOrCreateDevIdpKeys(dataDir: string): Promise<DevIdpKeys> {
  return loadOrCreateKeyFile(dataDir, 'dev-idp.json', createKeyFile, parseKeyFile);
}
