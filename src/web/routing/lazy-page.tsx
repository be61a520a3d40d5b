// A component in a chunk of its own (React.lazy), as the shell's page loaders and the parts of a
// page that wait for the login state use it.
import { lazy, type ComponentType } from 'react';
import type { Chunk } from './chunk';

/**
 * A lazy component. When its chunk is already there (the entry started it beside the first
 * chunk), it renders at once: a suspended page would show its fallback and then wait out React's
 * throttle (300 ms) before its content. Otherwise it suspends; when its chunk fails, the chunk
 * reload guard either reloads the page — Vite then resolves the import with nothing, and the
 * component keeps suspending until the reload — or lets the failure through to the nearest error
 * boundary.
 */
export function lazyPage<M, P extends object>(load: Chunk<M>, pick: (module: M) => ComponentType<P>): ComponentType<P> {
  const Lazy = lazy(() => load().then((module) => (module ? { default: pick(module) } : new Promise<never>(() => {}))));
  function LazyPage(props: P) {
    const module = load.loaded();
    const Component = module ? pick(module) : Lazy;
    return <Component {...props} />;
  }
  return LazyPage;
}
