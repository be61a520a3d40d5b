// Spec §9: once the browser is idle (at the latest 2,000 ms after start), load the lazy page
// chunks, so the next navigation does not wait for the network.
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

/** Loads every chunk once when idle; failures are ignored (the real navigation retries). */
export function schedulePrefetch(loaders: readonly (() => Promise<unknown>)[], host: PrefetchHost = window): Promise<void> {
  return new Promise((resolve) => {
    const run = () => {
      inFlight += 1;
      void Promise.allSettled(loaders.map((load) => load())).then(() => {
        inFlight -= 1;
        resolve();
      });
    };
    // Safari has no requestIdleCallback: fall back to the same 2,000 ms.
    if (host.requestIdleCallback) host.requestIdleCallback(run, { timeout: prefetchIdleTimeoutMs });
    else host.setTimeout(run, prefetchIdleTimeoutMs);
  });
}
