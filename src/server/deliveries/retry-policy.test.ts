// The retry policy (issue 12 §2): exponential backoff with full jitter under a cap, never sooner
// than Retry-After, and no attempt after the window that began at submission.
import { describe, expect, it } from 'vitest';
import { readDeliveryConfig } from '../config';
import { backoffCeilingMs, nextAttemptAt, parseRetryAfter, type RetryTiming } from './retry-policy';

const timing: RetryTiming = { windowMs: 72 * 60 * 60 * 1000, retryBaseMs: 2000, retryCapMs: 60 * 60 * 1000 };
const createdAt = new Date('2026-11-20T03:00:00Z');

/** A seeded generator (mulberry32), so the sampled jitter is reproducible. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('retry policy', () => {
  it('doubles the ceiling from the base on each attempt, up to the cap', () => {
    expect([1, 2, 3, 4].map((attempt) => backoffCeilingMs(attempt, timing))).toEqual([2000, 4000, 8000, 16000]);
    expect(backoffCeilingMs(12, timing)).toBe(60 * 60 * 1000);
    expect(backoffCeilingMs(10_000, timing)).toBe(60 * 60 * 1000);
  });

  it('waits between 1 ms and the ceiling, and at least Retry-After, for any attempt and draw (sampled)', () => {
    const random = seeded(12);
    for (let i = 0; i < 5000; i += 1) {
      const attempt = 1 + Math.floor(random() * 30);
      const now = new Date(createdAt.getTime() + Math.floor(random() * 24 * 60 * 60 * 1000));
      const retryAfterMs = random() < 0.3 ? Math.floor(random() * 600_000) : undefined;
      const at = nextAttemptAt({ attempt, now, createdAt, ...(retryAfterMs === undefined ? {} : { retryAfterMs }) }, timing, random);
      expect(at).not.toBeNull();
      const wait = at!.getTime() - now.getTime();
      expect(wait).toBeGreaterThanOrEqual(Math.max(1, retryAfterMs ?? 0));
      expect(wait).toBeLessThanOrEqual(Math.max(backoffCeilingMs(attempt, timing), retryAfterMs ?? 0));
    }
  });

  it('spreads the waits (jitter): the same attempt does not always wait the same', () => {
    const random = seeded(7);
    const now = createdAt;
    const waits = new Set(Array.from({ length: 50 }, () => nextAttemptAt({ attempt: 5, now, createdAt }, timing, random)!.getTime()));
    expect(waits.size).toBeGreaterThan(40);
  });

  it('makes its last attempt at the end of the window, and gives up after it', () => {
    const end = createdAt.getTime() + timing.windowMs;
    // A wait that would overshoot the window: one last attempt at its end.
    expect(nextAttemptAt({ attempt: 30, now: new Date(end - 1000), createdAt }, timing, () => 0.5)).toEqual(new Date(end));
    // The window is over: no more attempts.
    expect(nextAttemptAt({ attempt: 31, now: new Date(end), createdAt }, timing, () => 0.5)).toBeNull();
    expect(nextAttemptAt({ attempt: 1, now: new Date(end - 1000), createdAt }, timing, () => 0.4)).toEqual(new Date(end - 200));
    // A Retry-After past the window gives up too.
    expect(nextAttemptAt({ attempt: 1, now: new Date(end - 60_000), createdAt, retryAfterMs: 120_000 }, timing, () => 0)).toBeNull();
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = new Date('2026-11-20T03:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
    expect(parseRetryAfter('Fri, 20 Nov 2026 03:01:30 GMT', now)).toBe(90_000);
    expect(parseRetryAfter('Fri, 20 Nov 2026 02:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter('-5', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });

  it('reads its timings from the environment: 72 hours, 2 s, 1 h and 10 s by default', () => {
    expect(readDeliveryConfig({})).toEqual({ windowMs: 72 * 3600_000, retryBaseMs: 2000, retryCapMs: 3600_000, timeoutMs: 10_000 });
    expect(readDeliveryConfig({ DELIVERY_WINDOW_HOURS: '0.5', DELIVERY_RETRY_BASE_MS: '50', DELIVERY_RETRY_CAP_MS: '1000', DELIVERY_TIMEOUT_MS: '300' })).toEqual({
      windowMs: 1800_000,
      retryBaseMs: 50,
      retryCapMs: 1000,
      timeoutMs: 300,
    });
    for (const bad of ['0', '-1', 'soon']) expect(() => readDeliveryConfig({ DELIVERY_WINDOW_HOURS: bad })).toThrow('DELIVERY_WINDOW_HOURS must be a positive number');
  });
});
