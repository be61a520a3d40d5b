// When a failed attempt is tried again (decision 019): exponential backoff with full jitter
// (AWS's "Exponential Backoff and Jitter"), so that many deliveries failing together at one
// recipient do not come back together; never sooner than the recipient's Retry-After; and not
// at all once the next attempt would fall after the window that started at submission.
import type { DeliveryConfig } from '../config';

export type RetryTiming = Pick<DeliveryConfig, 'windowMs' | 'retryBaseMs' | 'retryCapMs'>;

export interface RetryInput {
  /** The attempt that just failed, from 1. */
  attempt: number;
  now: Date;
  /** When the message entered the outbox: the window counts from here. */
  createdAt: Date;
  /** The recipient's Retry-After, in milliseconds from now. */
  retryAfterMs?: number;
}

/** The ceiling of the wait after the n-th failed attempt: base·2ⁿ⁻¹, at most the cap. */
export function backoffCeilingMs(attempt: number, { retryBaseMs, retryCapMs }: Pick<RetryTiming, 'retryBaseMs' | 'retryCapMs'>): number {
  // 2^40 is far past any cap; bounding the exponent keeps the number finite.
  return Math.min(retryCapMs, retryBaseMs * 2 ** Math.min(Math.max(attempt - 1, 0), 40));
}

/**
 * When to try again, or null to give up. `random` is in [0, 1): full jitter draws the wait
 * uniformly below the ceiling (at least 1 ms, so a retry is never due before this instant).
 */
export function nextAttemptAt(input: RetryInput, timing: RetryTiming, random: () => number = Math.random): Date | null {
  const jittered = Math.max(1, Math.floor(random() * backoffCeilingMs(input.attempt, timing)));
  const waitMs = Math.max(jittered, input.retryAfterMs ?? 0);
  const at = input.now.getTime() + waitMs;
  return at > input.createdAt.getTime() + timing.windowMs ? null : new Date(at);
}

/** A Retry-After header (delay-seconds or an HTTP date) in milliseconds from now; undefined when absent or unreadable. */
export function parseRetryAfter(header: string | null | undefined, now: Date): number | undefined {
  if (!header) return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  // HTTP dates (RFC 9110 §5.6.7) are in GMT; anything else (a negative number, a bare year) is not one.
  const date = /GMT$/.test(value) ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now.getTime());
}
