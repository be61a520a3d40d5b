import { describe, expect, it } from 'vitest';
import { prefetchIdleTimeoutMs, prefetchInFlight, schedulePrefetch } from './prefetch-routes';

describe('schedulePrefetch', () => {
  it('waits for idle time with a 2,000 ms timeout, then loads every chunk once', async () => {
    const idle: { run: () => void; timeout: number }[] = [];
    const loaded: string[] = [];
    const done = schedulePrefetch(
      [async () => loaded.push('my-page'), async () => loaded.push('error-page')],
      { requestIdleCallback: (run, { timeout }) => idle.push({ run, timeout }), setTimeout: () => { throw new Error('not used'); } },
    );
    expect(loaded).toEqual([]);
    expect(idle.map((i) => i.timeout)).toEqual([prefetchIdleTimeoutMs]);

    idle[0]?.run();
    expect(prefetchInFlight()).toBe(true);
    await done;
    expect(loaded).toEqual(['my-page', 'error-page']);
    expect(prefetchInFlight()).toBe(false);
  });

  it('falls back to a 2,000 ms timer without requestIdleCallback, and ignores failed chunks', async () => {
    const timers: { run: () => void; ms: number }[] = [];
    let loaded = 0;
    const done = schedulePrefetch(
      [async () => { throw new Error('chunk gone'); }, async () => { loaded += 1; }],
      { setTimeout: (run, ms) => timers.push({ run, ms }) },
    );
    expect(timers.map((t) => t.ms)).toEqual([2_000]);
    timers[0]?.run();
    await done;
    expect(loaded).toBe(1);
    expect(prefetchInFlight()).toBe(false);
  });
});
