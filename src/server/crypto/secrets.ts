// Keys come from the environment in production. In development the server generates them into
// the data folder at first start (brief §6), so a restart can still read yesterday's drafts.
import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError } from '../errors/config-error';

const NAME_PATTERN = /^[a-z0-9][a-z0-9_.-]*$/;
const BASE64_PATTERN = /^[A-Za-z0-9+/]+={0,2}$/;

function decodeBase64Key(text: string, bytes: number, what: string): Buffer {
  const trimmed = text.trim();
  const key = BASE64_PATTERN.test(trimmed) ? Buffer.from(trimmed, 'base64') : Buffer.alloc(0);
  if (key.length !== bytes) throw new ConfigError(`${what} must be ${bytes} bytes encoded in base64 (e.g. \`openssl rand -base64 ${bytes}\`)`);
  return key;
}

/**
 * Reads `<dataDir>/keys/<name>` with `parse`, creating it (mode 0600) from `create` the first time.
 * The file is written to a temporary name and then hard-linked, so that two processes starting at
 * once agree on one key and neither reads a half-written file.
 */
export async function loadOrCreateKeyFile<T>(
  dataDir: string,
  name: string,
  create: () => Promise<string> | string,
  parse: (text: string, file: string) => T,
): Promise<T> {
  if (!NAME_PATTERN.test(name)) throw new ConfigError(`invalid secret name: ${name}`);
  const dir = path.join(dataDir, 'keys');
  const file = path.join(dir, name);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  try {
    return parse(await readFile(file, 'utf8'), file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, await create(), { mode: 0o600, flag: 'wx' });
  try {
    await link(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(temporary);
  }
  return parse(await readFile(file, 'utf8'), file);
}

/** Reads `<dataDir>/keys/<name>`, creating it with fresh random bytes the first time. */
export function loadOrCreateSecret(dataDir: string, name: string, bytes = 32): Promise<Buffer> {
  return loadOrCreateKeyFile(
    dataDir,
    name,
    () => `${randomBytes(bytes).toString('base64')}\n`,
    (text, file) => decodeBase64Key(text, bytes, `the key file ${file}`),
  );
}

/** Parses a base64 key from an environment variable; unset or empty means "not configured". */
export function parseKeyFromEnv(value: string | undefined, name = 'DOCUMENT_ENCRYPTION_KEY', bytes = 32): Buffer | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  return decodeBase64Key(value, bytes, name);
}
