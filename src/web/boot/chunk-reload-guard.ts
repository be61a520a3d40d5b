// Spec §8/§9: when a script chunk fails to load (typically a deploy replaced the hashed
// files this page still refers to), reload the page once to pick up the new build; at most
// once per 60 s, tracked in sessionStorage, so a chunk that is really gone cannot loop.
export const chunkReloadGuardMs = 60_000;
const storageKey = 'utsuru.chunk-reload-at';

export interface ChunkReloadGuardOptions {
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: () => number;
  reload: () => void;
}

/** Listens for Vite's `vite:preloadError`; returns a function that stops listening. */
// The idle prefetch fetches files without importing them, so only a navigation's import fails here.
export function installChunkReloadGuard({ target, storage, now, reload }: ChunkReloadGuardOptions): () => void {
  function onPreloadError(event: Event): void {
    const at = now();
    try {
      const last = Number(storage.getItem(storageKey));
      // Reloaded recently: let the error surface (the route's error boundary shows the error page).
      if (last > 0 && at - last < chunkReloadGuardMs) return;
      storage.setItem(storageKey, String(at));
    } catch {
      // Without storage the guard cannot count reloads, and a loop is worse than the error page.
      return;
    }
    // Vite rethrows the error unless it is prevented; the reload replaces the page anyway.
    event.preventDefault();
    reload();
  }
  target.addEventListener('vite:preloadError', onPreloadError);
  return () => target.removeEventListener('vite:preloadError', onPreloadError);
}
