// Issue 30, point 5, over real HTTP on the real app: the operator's maintenance window (MAINTENANCE,
// and the row `npm run maintenance` writes, read by every instance within a few seconds) makes
// every API call answer TEMPORARILY with Retry-After, while the platform's endpoints answer as always.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { apiBasePath } from '#shared/config/brand';
import { useTestServer } from '../testing/test-server';
import { databaseTarget, maintenanceOrderOf, maintenanceUsage, runMaintenanceOrder, serverTarget } from './maintenance-command';
import { MAINTENANCE_CACHE_MS } from './maintenance-state';

const api = (baseUrl: string, call = 'csrf_token') => fetch(`${baseUrl}${apiBasePath}/${call}`);

async function expectTemporarily(response: Response, retryAfter: string, says: string): Promise<void> {
  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toBe(retryAfter);
  // Like every API answer: never cached, and with the security headers.
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  const body = (await response.json()) as { status: { code: string; message: string } };
  expect(body.status.code).toBe('TEMPORARILY');
  expect(body.status.message).toContain(says);
  expect(body.status.message).toContain('しばらく時間をおいてから、もう一度お試しください。');
}

describe('MAINTENANCE in the environment', () => {
  const notice = '11月30日（月）6:00ごろ再開する予定です。';
  const server = useTestServer({ env: { MAINTENANCE: notice } });

  it('answers every API call with TEMPORARILY and the operator’s sentence, and leaves the platform’s endpoints alone', async () => {
    await expectTemporarily(await api(server().baseUrl), '60', `ただいまメンテナンスのため、サービスを一時的に停止しています。${notice}`);
    await expectTemporarily(await api(server().baseUrl, 'user_session/1'), '60', notice);
    for (const path of ['/healthz', '/readyz', '/ops/maintenance']) expect((await fetch(`${server().baseUrl}${path}`)).status, path).toBe(200);
  });
});

describe('the maintenance row', () => {
  const server = useTestServer();

  it('written as the CLI writes it with DATABASE_URL, is seen within the cache’s few seconds, and so is its end', async () => {
    const target = databaseTarget(server().database.db);
    expect((await api(server().baseUrl)).status).toBe(200);
    expect(await runMaintenanceOrder({ command: 'on', notice: null }, target)).toMatch(/^maintenance: on since .* \(no sentence\)\n$/);
    // The instance read the row a moment ago: it trusts that reading for a few seconds.
    expect((await api(server().baseUrl)).status).toBe(200);
    server().clock.advance(MAINTENANCE_CACHE_MS);
    await expectTemporarily(await api(server().baseUrl), '60', 'ただいまメンテナンスのため');
    expect(await runMaintenanceOrder({ command: 'status' }, target)).toMatch(/^maintenance: on since /);

    expect(await runMaintenanceOrder({ command: 'off' }, target)).toBe('maintenance: off\n');
    server().clock.advance(MAINTENANCE_CACHE_MS);
    expect((await api(server().baseUrl)).status).toBe(200);
  });

  it('written through the server’s /ops/maintenance (the CLI with the embedded PGlite) takes effect on that instance at once', async () => {
    const target = serverTarget(server().baseUrl, undefined);
    const sentence = '本日 23:00 に再開します。';
    expect(await runMaintenanceOrder({ command: 'on', notice: sentence }, target)).toContain(`: ${sentence}`);
    await expectTemporarily(await api(server().baseUrl), '60', sentence);
    // The login's return is a page load, not a call: it goes on (and fails here on its own terms).
    expect((await fetch(`${server().baseUrl}${apiBasePath}/login/callback`, { redirect: 'manual' })).status).toBe(302);
    expect(await runMaintenanceOrder({ command: 'status' }, target)).toContain(sentence);
    await runMaintenanceOrder({ command: 'off' }, target);
    expect((await api(server().baseUrl)).status).toBe(200);
  });

  it('refuses a sentence that cannot be shown, and a client that is neither local nor holds the token', async () => {
    const put = (body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${server().baseUrl}/ops/maintenance`, { method: 'PUT', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
    expect((await put({ notice: 'x'.repeat(201) })).status).toBe(400);
    expect((await put({ notice: '一行目\n二行目' })).status).toBe(400);
    expect((await put({ notice: null }, { 'x-forwarded-for': '203.0.113.9' })).status).toBe(401);
    expect((await api(server().baseUrl)).status).toBe(200);
  });
});

describe('npm run maintenance', () => {
  const server = useTestServer();
  // The command as the operator runs it, without DATABASE_URL: it asks the running server (embedded PGlite).
  const cli = async (...args: string[]) => {
    const env: NodeJS.ProcessEnv = { ...process.env, PUBLIC_URL: server().baseUrl, LOG_LEVEL: 'silent' };
    delete env.DATABASE_URL;
    delete env.OPERATOR_TOKEN;
    try {
      const { stdout } = await promisify(execFile)('npx', ['tsx', 'src/server/maintenance/maintenance-cli.ts', ...args], { env });
      return { code: 0, stdout, stderr: '' };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  };

  it('opens, reports and closes the window, and refuses what it cannot carry out', async () => {
    expect(await cli('on', '本日 23:00 に再開します。')).toMatchObject({ code: 0, stdout: expect.stringMatching(/^maintenance: on since \S+: 本日 23:00 に再開します。\n$/) });
    expect((await api(server().baseUrl)).status).toBe(503);
    expect((await cli('status')).stdout).toContain('本日 23:00 に再開します。');
    expect(await cli('off')).toMatchObject({ code: 0, stdout: 'maintenance: off\n' });
    expect((await api(server().baseUrl)).status).toBe(200);
    expect(await cli('start')).toMatchObject({ code: 2, stderr: `${maintenanceUsage}\n` });
    expect(await cli('on', '一行目\n二行目')).toMatchObject({ code: 2, stderr: 'the notice holds a line break or another control character\n' });
  }, 60_000);

  it('reads its arguments as the usage line says', () => {
    expect(maintenanceOrderOf(['on'])).toEqual({ command: 'on', notice: null });
    expect(maintenanceOrderOf(['on', '再開は 6:00 です。'])).toEqual({ command: 'on', notice: '再開は 6:00 です。' });
    expect(maintenanceOrderOf(['off'])).toEqual({ command: 'off' });
    expect(maintenanceOrderOf(['status'])).toEqual({ command: 'status' });
    for (const args of [[], ['start'], ['off', 'now'], ['status', 'x'], ['on', 'a', 'b']]) expect(maintenanceOrderOf(args), args.join(' ')).toEqual({ problem: maintenanceUsage });
    expect(maintenanceOrderOf(['on', ' '])).toEqual({ problem: 'the notice is empty' });
    expect(maintenanceOrderOf(['on', 'x'.repeat(201)])).toEqual({ problem: 'the notice is longer than 200 characters' });
  });
});
