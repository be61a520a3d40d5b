// Spec §9: once the browser is idle (at the latest 2,000 ms after the page settled), fetch the
// lazy pages' files, so the next navigation does not wait for the network. "Settled": nothing of
// the page itself is loading (its chunk, its API calls), because on a slow phone network the
// prefetch would otherwise share the bandwidth with the page being opened. The files go into the
// HTTP cache as `<link rel="prefetch">` and are not run until a navigation imports them. Adding a
// link costs the main thread a little (the browser starts its request there): the links go in
// while each idle period lasts, a few at a time, so that no task grows long enough to hold up
// the resident's input (docs/performance.md, Lighthouse's total blocking time).
import type { Store } from '../stores/create-store';

export const prefetchIdleTimeoutMs = 2_000;

/** What requestIdleCallback hands its callback: how long the idle period still lasts. */
export interface IdleDeadlineLike {
  timeRemaining(): number;
}

export interface PrefetchHost {
  requestIdleCallback?: (run: (deadline?: IdleDeadlineLike) => void, options: { timeout: number }) => unknown;
  setTimeout: (run: () => void, ms: number) => unknown;
}

/**
 * The lazy pages' files that the build names in `<meta name="utsuru-prefetch">` (vite.config.ts),
 * each as a loader that fetches it into the HTTP cache. None in development (no build, no meta).
 */
export function prefetchLinks(doc: Pick<Document, 'querySelector' | 'createElement' | 'head'>): (() => Promise<void>)[] {
  const files = doc.querySelector<HTMLMetaElement>('meta[name="utsuru-prefetch"]')?.content.split(' ').filter(Boolean) ?? [];
  return files.map((href) => () =>
    new Promise<void>((resolve) => {
      const link = doc.createElement('link');
      link.rel = 'prefetch';
      link.href = href;
      link.onload = () => resolve();
      link.onerror = () => resolve(); // the navigation that needs the file fetches it again
      doc.head.append(link);
    }),
  );
}

/** Resolves once `busySince` says nothing is loading (at once if nothing is). */
function whenNotBusy(busySince: Pick<Store<number | null>, 'get' | 'subscribe'>): Promise<void> {
  return new Promise((resolve) => {
    if (busySince.get() === null) return resolve();
    const stop = busySince.subscribe(() => {
      if (busySince.get() !== null) return;
      stop();
      resolve();
    });
  });
}

/**
 * Runs every loader once, when the page has settled and the browser is idle. Idle time that comes while the page is still loading
 * (waiting for its API answer, say) does not count: the wait starts again once it has settled. Given an idle deadline, one idle
 * period starts as many loaders as fit in it (at least one) and the rest wait for the next one, settled again.
 */
export function schedulePrefetch(
  loaders: readonly (() => Promise<unknown>)[],
  busySince: Pick<Store<number | null>, 'get' | 'subscribe'>,
  host: PrefetchHost = window,
): Promise<void> {
  return new Promise((resolve) => {
    const waiting = [...loaders];
    const started: Promise<unknown>[] = [];
    const run = (deadline?: IdleDeadlineLike) => {
      do started.push(waiting.shift()!());
      while (waiting.length > 0 && (!deadline || deadline.timeRemaining() > 0));
      if (waiting.length > 0) whenIdle();
      else void Promise.allSettled(started).then(() => resolve());
    };
    const whenIdle = () => {
      const check = (deadline?: IdleDeadlineLike) => (busySince.get() === null ? run(deadline) : void whenNotBusy(busySince).then(whenIdle));
      // Safari has no requestIdleCallback: fall back to the same 2,000 ms.
      if (host.requestIdleCallback) host.requestIdleCallback(check, { timeout: prefetchIdleTimeoutMs });
      else host.setTimeout(check, prefetchIdleTimeoutMs);
    };
    if (waiting.length === 0) return resolve();
    void whenNotBusy(busySince).then(whenIdle);
  });
}
