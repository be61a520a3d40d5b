// A setting that refuses the start (issue 26): `npm start`'s process writes one error line an
// operator can read, with no stack trace, and exits with EX_CONFIG (78), before it opens the
// database. Before, the dev-inbox refusal in production was an uncaught exception.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runServerScript } from './testing/app-process';
import { refusalLine } from './testing/start-refusal';
import { productionEnv } from './testing/production-env';

/** Runs main.ts until it exits, as `npm start` runs it, over a minimal environment. */
const runMain = (env: Record<string, string>) => runServerScript('src/server/main.ts', { HOST: '127.0.0.1', PORT: '0', ...env });

describe('a setting that refuses the start', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'utsuru-refusal-'));
  });
  afterAll(async () => rm(dataDir, { recursive: true, force: true }));

  it.each([
    ['the development inbox as a recipient in production', productionEnv, /^production recipients must have https endpoints; dev-inbox is configured for municipality\.\d{6}/],
    ['a hop count as TRUSTED_PROXIES in production', { ...productionEnv, TRUSTED_PROXIES: '1' }, /^TRUSTED_PROXIES in production must list the proxies’ addresses/],
    ['production without its keys', { NODE_ENV: 'production' }, /^production requires IDP_PROVIDERS, DOCUMENT_ENCRYPTION_KEY, IDENTITY_HASH_KEY, CSRF_TOKEN_KEY$/],
  ])('%s: one error line, no stack trace, exit code 78, no database opened', async (_case, env, reason) => {
    const ended = await runMain({ ...env, DATA_DIR: dataDir });
    const line = refusalLine(ended);
    expect(line.reason).toMatch(reason);
    expect(ended.stdout).not.toMatch(/\n\s+at /);
    expect(await readdir(dataDir)).toEqual([]);
  });
});
