// A send starts only when its claim still covers it (decision 019): a batch slowed down (a slow
// database, cut connections) must not start a send its lease no longer covers, or another worker
// could claim the row and send the same message at the same time.
import { describe, expect, it } from 'vitest';
import { leaseCoversASend, leaseMsFor } from './delivery-job';

describe('the delivery lease', () => {
  const now = new Date('2026-11-24T03:00:00Z');
  const timeoutMs = 10_000;
  const leaseUntil = (ms: number) => new Date(now.getTime() + ms);

  it('covers the sends of a fresh claim', () => {
    expect(leaseCoversASend(leaseUntil(leaseMsFor(timeoutMs)), now, timeoutMs)).toBe(true);
  });

  it('does not cover a send that could outlive it, with room to record the outcome', () => {
    expect(leaseCoversASend(leaseUntil(timeoutMs + 2_000), now, timeoutMs)).toBe(true);
    expect(leaseCoversASend(leaseUntil(timeoutMs + 1_999), now, timeoutMs)).toBe(false);
    expect(leaseCoversASend(leaseUntil(-1), now, timeoutMs)).toBe(false);
  });
});
