import { randomUUID } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../db/test-database';
import { countingQueryBuilds } from '../testing/counting-db';
import { createRateLimitStore, purgeRateLimitsBefore } from './rate-limit-store';

type Result = { current: number; ttl: number };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function call(method: (key: string, cb: (error: Error | null, result?: Result) => void, timeWindow: number, max: number) => void, key: string, timeWindow: number, max = 100) {
  return new Promise<Result>((resolve, reject) => method(key, (error, result) => (error ? reject(error) : resolve(result!)), timeWindow, max));
}

describe('database rate-limit store', () => {
  const database = useTestDatabase();

  it('counts hits from two store instances (two processes) against one limit, then resets after the window', async () => {
    const { db } = database();
    const Store = createRateLimitStore(db);
    const processA = new Store({});
    const processB = new Store({});
    const incrA = processA.incr.bind(processA);
    const incrB = processB.incr.bind(processB);
    const key = `ip-${randomUUID()}`;
    const window = 1500;

    const first = await call(incrA, key, window);
    expect(first.current).toBe(1);
    expect(first.ttl).toBeGreaterThan(0);
    expect(first.ttl).toBeLessThanOrEqual(window);
    expect((await call(incrB, key, window)).current).toBe(2);
    expect((await call(incrA, key, window)).current).toBe(3);
    expect((await call(incrB, `other-${key}`, window)).current).toBe(1);

    await sleep(window + 100);
    const fresh = await call(incrB, key, window);
    expect(fresh.current).toBe(1);
    expect(fresh.ttl).toBeGreaterThan(window - 500);
  });

  it('counts concurrent hits exactly', async () => {
    const { db } = database();
    const store = new (createRateLimitStore(db))({});
    const incr = store.incr.bind(store);
    const key = `burst-${randomUUID()}`;
    const results = await Promise.all(Array.from({ length: 20 }, () => call(incr, key, 60_000)));
    expect(results.map((r) => r.current).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('keeps route limits apart from the global one and reads without counting', async () => {
    const { db } = database();
    const root = new (createRateLimitStore(db))({});
    const route = root.child({ routeInfo: { method: 'POST', url: '/login' } } as never) as typeof root & { read: typeof root.incr };
    const key = `ip-${randomUUID()}`;
    await call(root.incr.bind(root), key, 60_000);
    await call(root.incr.bind(root), key, 60_000);
    expect((await call(route.incr.bind(route), key, 60_000)).current).toBe(1);
    expect((await call(route.read.bind(route), key, 60_000)).current).toBe(1);
    expect((await call(route.read.bind(route), `unknown-${key}`, 60_000)).current).toBe(0);
  });

  it('restarts the window at each hit over the limit only with continueExceeding, and uses each limit given', async () => {
    const { db, query } = database();
    const Store = createRateLimitStore(db);
    const stopping = new Store({});
    const continuing = new Store({ continueExceeding: true });
    const ttls = async (store: InstanceType<typeof Store>, key: string) => {
      const incr = store.incr.bind(store);
      const counted = [];
      for (let hit = 0; hit < 3; hit += 1) counted.push(await call(incr, key, 60_000, 2));
      return counted;
    };
    const [stop, cont] = [`stop-${randomUUID()}`, `continue-${randomUUID()}`];
    await call(stopping.incr.bind(stopping), stop, 60_000, 2);
    await call(continuing.incr.bind(continuing), cont, 60_000, 2);
    // Both windows began ten seconds ago.
    await query(`update rate_limits set window_started_at = window_started_at - interval '10 seconds'`);
    const [stopped, continued] = [await ttls(stopping, stop), await ttls(continuing, cont)];
    expect(stopped.map((result) => result.current)).toEqual([2, 3, 4]);
    expect(stopped.every((result) => result.ttl <= 50_000)).toBe(true);
    expect(continued.map((result) => result.current)).toEqual([2, 3, 4]);
    // Within the limit the window stands; the hits over it (3 and 4 > 2) start it again.
    expect(continued[0]?.ttl).toBeLessThanOrEqual(50_000);
    expect(continued.slice(1).every((result) => result.ttl > 55_000)).toBe(true);
    // Another window length for the same kind of hit: its own TTL.
    expect((await call(stopping.incr.bind(stopping), `short-${randomUUID()}`, 5_000, 2)).ttl).toBeLessThanOrEqual(5_000);
  });

  it('counts a hit with a statement prepared once, not built for every request (issue 15)', async () => {
    const { db } = database();
    const store = new (createRateLimitStore(db))({});
    const builds = countingQueryBuilds();
    for (let hit = 1; hit <= 3; hit += 1) expect((await call(store.incr.bind(store), 'prepared', 60_000)).current).toBe(hit);
    expect(builds.count()).toBe(0);
  });

  it('stores only a digest of the key (it is usually an IP address)', async () => {
    const { db, query } = database();
    const store = new (createRateLimitStore(db))({});
    await call(store.incr.bind(store), '203.0.113.7', 60_000);
    const { rows } = await query('select key from rate_limits');
    expect(rows.map((r) => r.key)).not.toContain('203.0.113.7');
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(String(r.key)))).toBe(true);
  });

  it('limits real HTTP requests across two app instances sharing the database', async () => {
    const { db } = database();
    const apps = await Promise.all(
      [1, 2].map(async () => {
        const app = Fastify();
        await app.register(rateLimit, { max: 3, timeWindow: 60_000, store: createRateLimitStore(db), keyGenerator: () => 'same-client' });
        app.get('/ping', async () => ({ ok: true }));
        await app.listen({ port: 0, host: '127.0.0.1' });
        return app;
      }),
    );
    try {
      const urls = apps.map((app) => {
        const address = app.server.address();
        if (!address || typeof address === 'string') throw new Error('no port');
        return `http://127.0.0.1:${address.port}/ping`;
      });
      const statuses: number[] = [];
      for (const url of [urls[0], urls[1], urls[0], urls[1]]) statuses.push((await fetch(url!)).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
    }
  });

  it('purges windows that ended long ago', async () => {
    const { db, query } = database();
    const store = new (createRateLimitStore(db))({});
    await call(store.incr.bind(store), `old-${randomUUID()}`, 1000);
    await query(`update rate_limits set window_started_at = now() - interval '2 days'`);
    await call(store.incr.bind(store), `new-${randomUUID()}`, 1000);
    expect(await purgeRateLimitsBefore(db, new Date(Date.now() - 24 * 3600 * 1000))).toBeGreaterThanOrEqual(1);
    const { rows } = await query('select count(*)::int as n from rate_limits');
    expect(rows[0]?.n).toBe(1);
  });
});
