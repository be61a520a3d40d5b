// A lazy chunk's loader that remembers the module once it has arrived, so that a component of a
// chunk that is already there renders at once instead of suspending (routing/lazy-page.tsx).
// No React here: the entry (main.tsx) starts the current page's chunk through these loaders.

export interface Chunk<M> {
  /** Loads the chunk (Vite's import, which resolves with nothing when the chunk reload guard reloads the page). */
  (): Promise<M | undefined>;
  /** The module, once a load has resolved with it. */
  loaded(): M | undefined;
}

export function chunk<M>(load: () => Promise<M | undefined>): Chunk<M> {
  let module: M | undefined;
  const get = () =>
    load().then((loaded) => {
      if (loaded) module = loaded;
      return loaded;
    });
  return Object.assign(get, { loaded: () => module });
}
