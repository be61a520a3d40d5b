// A setting that refuses the start (issue 26): `npm start`'s process writes one error line an
// operator can read, with no stack trace, and exits with EX_CONFIG (78), before it opens the
// database. Before, the dev-inbox refusal in production was an uncaught exception.
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT_CONFIG } from './errors/config-error';
import { productionEnv } from './testing/production-env';

const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Runs main.ts until it exits, as `npm start` runs it, over a minimal environment. */
function runMain(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: repositoryRoot,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
}

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
    expect(ended.code).toBe(EXIT_CONFIG);
    expect(ended.stderr).toBe('');
    const lines = ended.stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0] ?? '') as Record<string, unknown>;
    expect(line).toMatchObject({ level: 60, msg: 'refused to start: a setting is wrong' });
    expect(line.reason).toMatch(reason);
    expect(ended.stdout).not.toMatch(/\n\s+at /);
    expect(await readdir(dataDir)).toEqual([]);
  });
});
