import { describe, expect, it } from 'vitest';
import { createStore } from '../stores/create-store';
import { prefetchIdleTimeoutMs, prefetchLinks, schedulePrefetch } from './prefetch-routes';

const settled = () => createStore<number | null>(null);

describe('schedulePrefetch', () => {
  it('waits for idle time with a 2,000 ms timeout, then loads every chunk once', async () => {
    const idle: { run: () => void; timeout: number }[] = [];
    const loaded: string[] = [];
    const done = schedulePrefetch(
      [async () => loaded.push('my-page'), async () => loaded.push('error-page')],
      settled(),
      { requestIdleCallback: (run, { timeout }) => idle.push({ run, timeout }), setTimeout: () => { throw new Error('not used'); } },
    );
    await Promise.resolve();
    expect(loaded).toEqual([]);
    expect(idle.map((i) => i.timeout)).toEqual([prefetchIdleTimeoutMs]);

    idle[0]?.run();
    await done;
    expect(loaded).toEqual(['my-page', 'error-page']);
  });

  it('falls back to a 2,000 ms timer without requestIdleCallback, and ignores failed chunks', async () => {
    const timers: { run: () => void; ms: number }[] = [];
    let loaded = 0;
    const done = schedulePrefetch(
      [async () => { throw new Error('chunk gone'); }, async () => { loaded += 1; }],
      settled(),
      { setTimeout: (run, ms) => timers.push({ run, ms }) },
    );
    await Promise.resolve();
    expect(timers.map((t) => t.ms)).toEqual([2_000]);
    timers[0]?.run();
    await done;
    expect(loaded).toBe(1);
  });

  it('does not start while the page itself is loading, nor on idle time that comes before it settles', async () => {
    const busySince = createStore<number | null>(100);
    const idle: (() => void)[] = [];
    let loaded = 0;
    const done = schedulePrefetch([async () => { loaded += 1; }], busySince, {
      requestIdleCallback: (run) => idle.push(run),
      setTimeout: () => { throw new Error('not used'); },
    });
    await Promise.resolve();
    expect(idle).toHaveLength(0); // the page's first load is still running

    busySince.set(null);
    await Promise.resolve();
    expect(idle).toHaveLength(1);
    busySince.set(200); // the page's next call began before the browser was idle
    idle[0]?.();
    expect(loaded).toBe(0);
    expect(idle).toHaveLength(1);

    busySince.set(null);
    await Promise.resolve();
    expect(idle).toHaveLength(2); // waits for idle time again, counted from the settling
    idle[1]?.();
    await done;
    expect(loaded).toBe(1);
  });
});

describe('schedulePrefetch in idle periods', () => {
  it('starts the loaders an idle period has time for (at least one), the rest in the next idle periods', async () => {
    const idle: ((deadline?: { timeRemaining(): number }) => void)[] = [];
    const loaded: number[] = [];
    const done = schedulePrefetch([1, 2, 3, 4, 5].map((n) => async () => void loaded.push(n)), settled(), {
      requestIdleCallback: (run) => idle.push(run),
      setTimeout: () => { throw new Error('not used'); },
    });
    await Promise.resolve();
    // Time for two loaders: the period ends after the second.
    let left = 2;
    idle[0]?.({ timeRemaining: () => (left -= 1) });
    expect(loaded).toEqual([1, 2]);
    expect(idle).toHaveLength(2);
    // An idle period already over still starts one.
    idle[1]?.({ timeRemaining: () => 0 });
    expect(loaded).toEqual([1, 2, 3]);
    idle[2]?.({ timeRemaining: () => 10 });
    await done;
    expect(loaded).toEqual([1, 2, 3, 4, 5]);
    expect(idle).toHaveLength(3);
  });

  it('waits for the page to settle again between idle periods', async () => {
    const busySince = createStore<number | null>(null);
    const idle: ((deadline?: { timeRemaining(): number }) => void)[] = [];
    const loaded: number[] = [];
    const done = schedulePrefetch([1, 2].map((n) => async () => void loaded.push(n)), busySince, {
      requestIdleCallback: (run) => idle.push(run),
      setTimeout: () => { throw new Error('not used'); },
    });
    await Promise.resolve();
    idle[0]?.({ timeRemaining: () => 0 });
    expect(loaded).toEqual([1]);
    busySince.set(300); // a navigation began
    idle[1]?.({ timeRemaining: () => 10 });
    expect(loaded).toEqual([1]);
    busySince.set(null);
    await Promise.resolve();
    idle[2]?.({ timeRemaining: () => 10 });
    await done;
    expect(loaded).toEqual([1, 2]);
  });

  it('has nothing to wait for without loaders', async () => {
    await schedulePrefetch([], settled(), { setTimeout: () => { throw new Error('not used'); } });
  });
});

describe('prefetchLinks', () => {
  interface FakeLink { rel?: string; href?: string; onload?: () => void; onerror?: () => void }

  function fakeDocument(meta: string | null) {
    const appended: FakeLink[] = [];
    const doc = {
      querySelector: (selector: string) => (selector === 'meta[name="utsuru-prefetch"]' && meta !== null ? { content: meta } : null),
      createElement: () => ({}) as FakeLink,
      head: { append: (link: FakeLink) => void appended.push(link) },
    };
    return { doc: doc as unknown as Parameters<typeof prefetchLinks>[0], appended };
  }

  it("turns the build's list into prefetch links, one per file, settled by their load or error", async () => {
    const { doc, appended } = fakeDocument('/assets/my-page-1.js /assets/my-page-2.css');
    const loaders = prefetchLinks(doc);
    expect(appended).toHaveLength(0); // nothing is fetched before the loaders run
    const done = Promise.all(loaders.map((load) => load()));
    expect(appended.map(({ rel, href }) => ({ rel, href }))).toEqual([
      { rel: 'prefetch', href: '/assets/my-page-1.js' },
      { rel: 'prefetch', href: '/assets/my-page-2.css' },
    ]);
    appended[0]?.onload?.();
    appended[1]?.onerror?.();
    await done;
  });

  it('has nothing to fetch without the meta (the development server)', () => {
    expect(prefetchLinks(fakeDocument(null).doc)).toEqual([]);
  });
});
