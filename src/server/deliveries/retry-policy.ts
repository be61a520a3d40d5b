// When a failed attempt is tried again (decision 019): exponential backoff with full jitter
// (AWS's "Exponential Backoff and Jitter"), so that many deliveries failing together at one
// recipient do not come back together; never sooner than the recipient's Retry-After; the last
// attempt at the end of the window that started at submission, and none after it.
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
  const now = input.now.getTime();
  const windowEnd = input.createdAt.getTime() + timing.windowMs;
  const notBefore = now + (input.retryAfterMs ?? 0);
  // The recipient asked us to wait past the window, or the window is over: give up.
  if (notBefore > windowEnd || now >= windowEnd) return null;
  const jittered = now + Math.max(1, Math.floor(random() * backoffCeilingMs(input.attempt, timing)));
  // A wait that would overshoot the window becomes one last attempt at its end, so the window
  // is used to the full before the resident is told the message could not be sent.
  return new Date(Math.min(Math.max(jittered, notBefore), windowEnd));
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
