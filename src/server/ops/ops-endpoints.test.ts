// The operators' endpoints over real HTTP on the real app: /metrics behind its bearer token with
// the outbox gauges read from the database and a latency histogram labelled by route template;
// /healthz and /readyz (503 once the database is gone).
import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { openTestDatabase } from '../db/test-database';
import { useTestServer } from '../testing/test-server';
import health from './health';
import metrics from './metrics';
import { putDelivery, submitToTwoRecipients } from './outbox-fixtures';

const token = 'ops-test-token-0123456789abcdef';

/** The value of one sample line, e.g. `utsuru_deliveries{state="failed"}`. */
function sample(text: string, name: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${name} `));
  return line === undefined ? undefined : Number(line.slice(name.length + 1));
}

describe('GET /metrics with METRICS_TOKEN', () => {
  const server = useTestServer({ env: { METRICS_TOKEN: token } });
  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server().baseUrl}${path}`, { headers });

  it('refuses a request without the token or with a wrong one, even from the loopback', async () => {
    for (const headers of [{} as Record<string, string>, { authorization: 'Bearer wrong-token-0123456789abcdef' }, { authorization: token }, { authorization: `Basic ${token}` }]) {
      const response = await get('/metrics', headers);
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
      expect(await response.text()).not.toContain('utsuru_');
    }
  });

  it('gives the outbox by state, the attempts and the age of the oldest pending delivery, from the database', async () => {
    const database = server().database;
    const [office, gas] = await submitToTwoRecipients(database);
    const [office2, gas2] = await submitToTwoRecipients(database);
    if (!office || !gas || !office2 || !gas2) throw new Error('four deliveries expected');
    await putDelivery(database, office, 'failed', { attempts: 12 });
    await putDelivery(database, gas, 'delivered', { attempts: 3 });
    await putDelivery(database, office2, 'sending', { attempts: 1 });
    // The fake clock is the app's "now": the oldest pending delivery was written 90 s before it.
    await putDelivery(database, gas2, 'pending', { attempts: 0, createdAt: new Date(server().clock.now().getTime() - 90_000) });
    await database.query("update deliveries set created_at = $1 where id = $2", [server().clock.now().toISOString(), office2.id]);

    const response = await get('/metrics', { authorization: `Bearer ${token}` });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    expect(sample(text, 'utsuru_deliveries{state="pending"}')).toBe(1);
    expect(sample(text, 'utsuru_deliveries{state="sending"}')).toBe(1);
    expect(sample(text, 'utsuru_deliveries{state="delivered"}')).toBe(1);
    expect(sample(text, 'utsuru_deliveries{state="failed"}')).toBe(1);
    expect(sample(text, 'utsuru_delivery_attempts')).toBe(16);
    expect(sample(text, 'utsuru_oldest_pending_delivery_age_seconds')).toBe(90);
    // The default process metrics are there too.
    expect(text).toContain('process_cpu_user_seconds_total');

    // The figures are read at each scrape: a delivery that arrives changes them.
    await putDelivery(database, gas2, 'delivered', { attempts: 1 });
    const again = await (await get('/metrics', { authorization: `Bearer ${token}` })).text();
    expect(sample(again, 'utsuru_deliveries{state="pending"}')).toBe(0);
    expect(sample(again, 'utsuru_deliveries{state="delivered"}')).toBe(2);
    expect(sample(again, 'utsuru_oldest_pending_delivery_age_seconds')).toBe(0);
  });

  it('labels request latency with the route template and status, never the raw URL', async () => {
    await get('/utsuru-api/v1/user_session/2?private=1');
    await get('/healthz?probe=abc');
    await get('/no-such-page/A1B2-C3D4');
    const text = await (await get('/metrics', { authorization: `Bearer ${token}` })).text();
    const latency = text.split('\n').filter((line) => line.startsWith('http_request_duration_seconds_count'));
    expect(latency).toContainEqual(expect.stringMatching(/^http_request_duration_seconds_count\{method="GET",route="\/utsuru-api\/v1\/user_session\/:phase",status_code="401"\} 1$/));
    expect(latency).toContainEqual(expect.stringMatching(/^http_request_duration_seconds_count\{method="GET",route="\/healthz",status_code="200"\} 1$/));
    expect(latency).toContainEqual(expect.stringMatching(/^http_request_duration_seconds_count\{method="GET",route="unmatched",status_code="404"\} 1$/));
    expect(text).not.toContain('private=1');
    expect(text).not.toContain('A1B2-C3D4');
    expect(text).not.toContain('user_session/2');
  });

  it('answers /healthz and /readyz without a session, cookie or CSRF token', async () => {
    for (const path of ['/healthz', '/readyz']) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'ok' });
      expect(response.headers.get('set-cookie')).toBeNull();
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  const app = async (production: boolean) => {
    const database = await openTestDatabase();
    const instance = Fastify();
    await instance.register(metrics, { db: database.db, clock: { now: () => new Date() }, token: undefined, production });
    return { instance, close: async () => { await instance.close(); await database.close(); } };
  };

  it('answers only a loopback client that no proxy forwarded, in development', async () => {
    const { instance, close } = await app(false);
    try {
      expect((await instance.inject({ url: '/metrics', remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
      expect((await instance.inject({ url: '/metrics', remoteAddress: '::1' })).statusCode).toBe(200);
      expect((await instance.inject({ url: '/metrics', remoteAddress: '203.0.113.7' })).statusCode).toBe(401);
      expect((await instance.inject({ url: '/metrics', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.7' } })).statusCode).toBe(401);
    } finally {
      await close();
    }
  });

  it('is off in production: no such endpoint', async () => {
    const { instance, close } = await app(true);
    try {
      expect((await instance.inject({ url: '/metrics', remoteAddress: '127.0.0.1' })).statusCode).toBe(404);
    } finally {
      await close();
    }
  });
});

describe('GET /readyz', () => {
  it('says 503 when the database does not answer, while /healthz still says the process is up', async () => {
    const database = await openTestDatabase();
    const instance = Fastify();
    await instance.register(cookie);
    await instance.register(health, { database, readyTimeoutMs: 500 });
    try {
      expect((await instance.inject({ url: '/readyz' })).statusCode).toBe(200);
      await database.close();
      const response = await instance.inject({ url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable', checks: { database: 'unavailable' } });
      expect((await instance.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await instance.close();
    }
  });
});

describe('METRICS_TOKEN', () => {
  it('is refused when it is short enough to guess', () => {
    expect(() => readConfig({ METRICS_TOKEN: 'short' })).toThrow('METRICS_TOKEN must be at least 16 characters');
    expect(readConfig({ METRICS_TOKEN: token }).metricsToken).toBe(token);
    expect(readConfig({}).metricsToken).toBeUndefined();
  });
});
