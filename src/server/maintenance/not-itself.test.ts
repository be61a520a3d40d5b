// Issue 30, point 5: the two causes the operator does not choose, over real HTTP on the real app.
// A database that does not answer, and a process past its limits (@fastify/under-pressure), make
// the API answer TEMPORARILY with Retry-After instead of a system error; /healthz stays up.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiBasePath } from '#shared/config/brand';
import { buildApp } from '../app';
import { readConfig } from '../config';
import { openTestDatabase } from '../db/test-database';
import { freePort } from '../testing/app-process';
import { FakeClock } from '../testing/fake-clock';
import { useTestServer } from '../testing/test-server';

const api = (baseUrl: string) => fetch(`${baseUrl}${apiBasePath}/csrf_token`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function expectTemporarily(response: Response, says: string): Promise<void> {
  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toBe('10');
  const body = (await response.json()) as { status: { code: string; message: string } };
  expect(body).toEqual({ status: { code: 'TEMPORARILY', message: expect.stringContaining(says) } });
}

describe('a database that does not answer', () => {
  it('is TEMPORARILY on the API, not a system error; /healthz still answers and /readyz says 503', async () => {
    const port = await freePort();
    const dataDir = await mkdtemp(path.join(tmpdir(), 'utsuru-test-'));
    const baseUrl = `http://127.0.0.1:${port}`;
    const config = readConfig({ NODE_ENV: 'test', PORT: String(port), PUBLIC_URL: baseUrl, DATA_DIR: dataDir, WEB_ROOT: path.join(dataDir, 'none'), LOG_LEVEL: 'silent' });
    const database = await openTestDatabase();
    const app = await buildApp({ config, database, clock: new FakeClock() });
    try {
      await app.listen({ port, host: '127.0.0.1' });
      expect((await api(baseUrl)).status).toBe(200);
      // The database goes away under the running app (as a restarting server, or one cut off).
      await database.close();
      await expectTemporarily(await api(baseUrl), 'ただいまサービスを一時的にご利用いただけません。');
      expect((await fetch(`${baseUrl}/healthz`)).status).toBe(200);
      expect((await fetch(`${baseUrl}/readyz`)).status).toBe(503);
    } finally {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('a heap past OVERLOAD_HEAP_USED_MB', () => {
  const server = useTestServer({ env: { OVERLOAD_HEAP_USED_MB: '1' } });

  it('refuses every API call with TEMPORARILY, and nothing else', async () => {
    // under-pressure samples the heap once a second.
    await sleep(1_200);
    await expectTemporarily(await api(server().baseUrl), 'ただいまアクセスが集中しているため');
    for (const page of ['/healthz', '/readyz']) expect((await fetch(`${server().baseUrl}${page}`)).status, page).toBe(200);
  });
});

describe('an event loop held past OVERLOAD_EVENT_LOOP_DELAY_MS', () => {
  const server = useTestServer({ env: { OVERLOAD_EVENT_LOOP_DELAY_MS: '10' } });

  it('refuses API calls while the delay lasts, and serves them again once the loop is free', async () => {
    await sleep(1_200);
    // The app runs in this process: holding the loop here holds it for the app. under-pressure
    // samples once a second, so on a busy machine a hold may fall between two of its looks: hold again.
    let answer = await api(server().baseUrl);
    for (let hold = 0; hold < 3 && answer.status !== 503; hold += 1) {
      const until = Date.now() + 3_000;
      while (Date.now() < until) {
        // busy: the callbacks queue up, as under a flood of work
      }
      await sleep(50);
      answer = await api(server().baseUrl);
    }
    await expectTemporarily(answer, 'ただいまアクセスが集中しているため');
    await expect.poll(async () => (await api(server().baseUrl)).status, { timeout: 15_000, interval: 500 }).toBe(200);
  });
});
