// A component in a chunk of its own (React.lazy), as the shell's page loaders and the parts of a
// page that wait for the login state use it.
import { lazy, type ComponentType } from 'react';

/**
 * A lazy component. When its chunk fails, the chunk reload guard either reloads the page — Vite
 * then resolves the import with nothing, and the component keeps suspending until the reload —
 * or lets the failure through to the nearest error boundary.
 */
export function lazyPage<M, P>(load: () => Promise<M | undefined>, pick: (module: M) => ComponentType<P>) {
  return lazy(() => load().then((module) => (module ? { default: pick(module) } : new Promise<never>(() => {}))));
}
