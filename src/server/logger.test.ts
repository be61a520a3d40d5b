// The logger's redaction: the OIDC code and tokens never reach a log line, while an error's
// `errorCode` (what the job runner and the HTTP layer log) stays readable for the operator. And
// its destination: written in blocks, yet a line reaches the log within a second, and nothing
// logged before the process exits is lost.
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { bufferedDestination, logDestination, loggerOptions } from './logger';

describe('logger redaction', () => {
  it('redacts a `code` field and keeps an `errorCode`', () => {
    const lines: string[] = [];
    const logger = pino(loggerOptions('info'), { write: (line: string) => void lines.push(line) });
    logger.error({ err: { name: 'DatabaseError', errorCode: '57P01' }, callback: { code: 'oidc-secret-code', state: 's' } }, 'job failed');
    const logged = JSON.parse(lines[0] ?? '{}') as Record<string, Record<string, unknown>>;
    expect(logged.err).toEqual({ name: 'DatabaseError', errorCode: '57P01' });
    expect(logged.callback).toEqual({ code: '[redacted]', state: '[redacted]' });
  });

  it("logs a request's path without its query, and the dev IdP's bearer ids (an interaction's is its cookie's value) by name", () => {
    const lines: string[] = [];
    const logger = pino(loggerOptions('info'), { write: (line: string) => void lines.push(line) });
    const urls = ['/dev-idp/interaction/JmZ7uHuKdizCzjiRV121_aCctEIPXLqe7ME_DgIaeDp/login', '/dev-idp/auth/JmZ7uHuKdizCzjiRV121_aCc', '/dev-idp/sign/0b1e5f4a-2c3d-4e5f-8a9b-0c1d2e3f4a5b', '/utsuru-api/v1/login/callback?code=secret&state=s'];
    for (const url of urls) logger.info({ req: { id: 'r', method: 'GET', url } }, 'request completed');
    // As a request to oidc-provider's endpoints shows it: the mount rewrote `url`, `originalUrl` is as sent.
    logger.info({ req: { id: 'r', method: 'GET', url: '/auth/JmZ7uHuKdizCzjiRV121', originalUrl: '/dev-idp/auth/JmZ7uHuKdizCzjiRV121' } }, 'request completed');
    expect(lines.map((line) => (JSON.parse(line) as { req: { path: string } }).req.path)).toEqual([
      '/dev-idp/interaction/:id/login',
      '/dev-idp/auth/:id',
      '/dev-idp/sign/:id',
      '/utsuru-api/v1/login/callback',
      '/dev-idp/auth/:id',
    ]);
  });
});

describe('log destination', () => {
  const dirs: string[] = [];
  const logFile = async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'utsuru-log-'));
    dirs.push(dir);
    return path.join(dir, 'server.log');
  };
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  it('is one buffered stream on standard output per process', () => {
    const destination = logDestination() as unknown as { fd: number; minLength: number };
    expect(destination.fd).toBe(1);
    expect(destination.minLength).toBe(4096);
    expect(logDestination()).toBe(destination);
  });

  it('writes a short line within a second, without waiting for a block to fill', async () => {
    const file = await logFile();
    pino(bufferedDestination(file)).info('one short line');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await readFile(file, 'utf8')).toContain('one short line');
  });

  it('loses nothing logged before the process exits', async () => {
    const file = await logFile();
    // An open descriptor, as standard output is.
    const script = `const { bufferedDestination } = await import('./src/server/logger.ts'); const { default: pino } = await import('pino');
      const fd = (await import('node:fs')).openSync(${JSON.stringify(file)}, 'a');
      pino(bufferedDestination(fd)).warn('the last words'); process.exit(3);`;
    expect(() => execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: 'ignore' })).toThrow();
    expect(await readFile(file, 'utf8')).toContain('the last words');
  });
});
