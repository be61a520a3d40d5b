// Spec §9: once the browser is idle (at the latest 2,000 ms after the page settled), load the
// lazy page chunks, so the next navigation does not wait for the network. "Settled": nothing of
// the page itself is loading (its chunk, its API calls), because on a slow phone network the
// prefetch would otherwise share the bandwidth and the main thread with the page being opened
// (measured: Lighthouse mobile 88 → 96 on /step, docs/performance.md).
import type { Store } from '../stores/create-store';

export const prefetchIdleTimeoutMs = 2_000;

export interface PrefetchHost {
  requestIdleCallback?: (run: () => void, options: { timeout: number }) => unknown;
  setTimeout: (run: () => void, ms: number) => unknown;
}

let inFlight = 0;

/** True while prefetch imports run: the chunk reload guard leaves their failures alone. */
export function prefetchInFlight(): boolean {
  return inFlight > 0;
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
 * Loads every chunk once, when the page has settled and the browser is idle; failures are
 * ignored (the real navigation retries). Idle time that comes while the page is still loading
 * (waiting for its API answer, say) does not count: the wait starts again once it has settled.
 */
export function schedulePrefetch(
  loaders: readonly (() => Promise<unknown>)[],
  busySince: Pick<Store<number | null>, 'get' | 'subscribe'>,
  host: PrefetchHost = window,
): Promise<void> {
  return new Promise((resolve) => {
    const run = () => {
      inFlight += 1;
      void Promise.allSettled(loaders.map((load) => load())).then(() => {
        inFlight -= 1;
        resolve();
      });
    };
    const whenIdle = () => {
      const check = () => (busySince.get() === null ? run() : void whenNotBusy(busySince).then(whenIdle));
      // Safari has no requestIdleCallback: fall back to the same 2,000 ms.
      if (host.requestIdleCallback) host.requestIdleCallback(check, { timeout: prefetchIdleTimeoutMs });
      else host.setTimeout(check, prefetchIdleTimeoutMs);
    };
    void whenNotBusy(busySince).then(whenIdle);
  });
}
