// A @fastify/rate-limit store kept in the rate_limits table, so every app process sharing the
// database counts against the same limits (brief §3: no per-user state in process memory).
// Each hit is one atomic upsert; the database clock decides windows so process clocks don't.
import { createHash } from 'node:crypto';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { eq, lt, sql, type Placeholder } from 'drizzle-orm';
import type { Db } from '../db/database-handle';
import { rateLimits } from '../db/schema';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** The subset of the plugin's merged options that the store reads. */
interface StoreParams {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  groupId?: string;
  routeInfo?: { method?: string | string[]; url?: string };
}

/** A route's own limit counts separately from the global one, as the plugin's local store does. */
function namespaceOf(params: StoreParams): string {
  if (params.groupId) return `group:${params.groupId}`;
  const { method, url } = params.routeInfo ?? {};
  if (!url) return 'custom';
  return `route:${[method ?? ''].flat().join(',')} ${url}`;
}

/** The key is usually the client's IP address: store only a digest of it. */
const rowKey = (namespace: string, key: string) => createHash('sha256').update(`${namespace}\n${key}`).digest('hex');

const windowInterval = (timeWindowMs: number | Placeholder) => sql`(${timeWindowMs}::float8 * interval '1 millisecond')`;
const ttlOf = (timeWindowMs: number | Placeholder) =>
  sql<number>`greatest(0, ceil(extract(epoch from (${rateLimits.windowStartedAt} + ${windowInterval(timeWindowMs)} - clock_timestamp())) * 1000))::int`.mapWith(
    Number,
  );

/** The hit upsert and the read of a row, shared by the plugin's store and the handlers' own counts. */
function createRateCounts(db: Db) {
  /** The upsert of one hit, prepared once per kind (every limited request sends it; issue 15). */
  function hitStatement(continueExceeding: boolean) {
    const timeWindow = sql.placeholder('timeWindow');
    // In ON CONFLICT, excluded.window_started_at is this statement's clock_timestamp().
    const expired = sql`${rateLimits.windowStartedAt} + ${windowInterval(timeWindow)} <= excluded.window_started_at`;
    const restartWhenExceeded = continueExceeding ? sql`or ${rateLimits.hits} + 1 > ${sql.placeholder('max')}::int` : sql``;
    return db
      .insert(rateLimits)
      .values({ key: sql.placeholder('key'), windowStartedAt: sql`clock_timestamp()`, hits: 1 })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
          windowStartedAt: sql`case when ${expired} ${restartWhenExceeded} then excluded.window_started_at else ${rateLimits.windowStartedAt} end`,
        },
      })
      .returning({ current: rateLimits.hits, ttl: ttlOf(timeWindow) })
      .prepare(continueExceeding ? 'rate_limit_hit_continue_exceeding' : 'rate_limit_hit');
  }
  const hit = { stop: hitStatement(false), continue: hitStatement(true) };

  async function increment(key: string, timeWindow: number, max: number, continueExceeding: boolean) {
    const rows = await hit[continueExceeding ? 'continue' : 'stop'].execute({ key, timeWindow, max });
    const row = rows[0];
    if (!row) throw new Error('rate limit upsert returned no row');
    return row;
  }

  async function peek(key: string, timeWindow: number) {
    const rows = await db
      .select({ current: rateLimits.hits, ttl: ttlOf(timeWindow) })
      .from(rateLimits)
      .where(eq(rateLimits.key, key))
      .limit(1);
    const row = rows[0];
    return row && row.ttl > 0 ? row : { current: 0, ttl: 0 };
  }
  return { increment, peek };
}

/** The hits of a key in its window, and the whole seconds until the window ends (a 429's Retry-After). */
export interface RateCount {
  hits: number;
  secondsLeft: number;
}

/** A count of hits kept beside the routes' limits, for a handler that limits what a route cannot see. */
export interface RateCounter {
  /** Counts one hit of `key`; answers the hits in the window, this one included. */
  hit(namespace: string, key: string, timeWindowMs: number): Promise<RateCount>;
  /** The hits of `key` in the window, counting none. */
  read(namespace: string, key: string, timeWindowMs: number): Promise<RateCount>;
}

/** At least a second: a window ending this instant still asks the caller to wait. */
const rateCountOf = ({ current, ttl }: { current: number; ttl: number }): RateCount => ({ hits: current, secondsLeft: Math.max(1, Math.ceil(ttl / 1000)) });

export function createRateCounter(db: Db): RateCounter {
  const counts = createRateCounts(db);
  return {
    hit: async (namespace, key, timeWindowMs) => rateCountOf(await counts.increment(rowKey(`count:${namespace}`, key), timeWindowMs, 0, false)),
    read: async (namespace, key, timeWindowMs) => rateCountOf(await counts.peek(rowKey(`count:${namespace}`, key), timeWindowMs)),
  };
}

export function createRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  const { increment, peek } = createRateCounts(db);

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly namespace: string;
    private readonly continueExceeding: boolean;

    constructor(private readonly params: StoreParams) {
      // A growing per-key window needs a per-row TTL; not needed by this service, so refuse it loudly.
      if (params.exponentialBackoff) throw new Error('the database rate-limit store does not support exponentialBackoff');
      this.namespace = namespaceOf(params);
      this.continueExceeding = params.continueExceeding === true;
    }

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      increment(rowKey(this.namespace, key), timeWindow, max, this.continueExceeding).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    /** Non-mutating look, used by the plugin for `{ increment: false }`. */
    read(key: string, callback: Callback, timeWindow: number): void {
      peek(rowKey(this.namespace, key), timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    /** `routeOptions` are the plugin's merged options for one route (or one createRateLimit call). */
    child(routeOptions: object): FastifyRateLimitStore {
      return new DatabaseRateLimitStore({ ...this.params, ...(routeOptions as StoreParams) });
    }
  }

  return DatabaseRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}

/** For the retention job: rows whose window started before `before` are dead weight. */
export async function purgeRateLimitsBefore(db: Db, before: Date): Promise<number> {
  const rows = await db.delete(rateLimits).where(lt(rateLimits.windowStartedAt, before)).returning({ key: rateLimits.key });
  return rows.length;
}
