// Signing keys and cookie keys of the development identity provider. Generated into
// <dataDir>/keys/dev-idp.json at first start and reused afterwards, so ID tokens and IdP
// cookies stay valid across restarts. Development only: a real provider holds its own keys.
import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import { z } from 'zod';

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

export async function loadOrCreateDevIdpKeys(dataDir: string): Promise<DevIdpKeys> {
  const dir = path.join(dataDir, 'keys');
  const file = path.join(dir, 'dev-idp.json');
  await mkdir(dir, { recursive: true, mode: 0o700 });
  try {
    return parseKeyFile(await readFile(file, 'utf8'), file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  // Written under a temporary name and hard-linked into place: two processes starting at once
  // agree on one key set, and nobody reads a half-written file.
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, await createKeyFile(), { mode: 0o600, flag: 'wx' });
  try {
    await link(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(temporary);
  }
  return parseKeyFile(await readFile(file, 'utf8'), file);
}
