// What each flow's pages.ts names for a route: the chunk its page is in, and the page in that
// chunk's module. Types only from React: the entry (main.tsx) reads these to start the current
// page's chunk beside the first chunk, before React has arrived.
import type { ReactNode } from 'react';
import type { RouteName } from '#shared/routes';
import type { Chunk } from './chunk';

/** Every page gets its route's name: a page that several routes share shows the route's own. */
export interface PageProps<R extends RouteName = RouteName> {
  readonly route: R;
}

/** A page is a function component (a page for several routes may take any of them). */
export type PageComponent<R extends RouteName = RouteName> = (props: PageProps<R>) => ReactNode;

/** A page in a lazy chunk. */
export interface LazyPageLoader<R extends RouteName = RouteName> {
  readonly chunk: Chunk<unknown>;
  readonly page: (module: unknown) => PageComponent<R>;
}

/** A page in the first chunk: the shell renders it at once; the entry starts the chunk it loads next. */
export interface FirstChunkPageLoader {
  readonly chunk: () => Promise<unknown>;
  readonly inFirstChunk: true;
}

export type PageLoader<R extends RouteName = RouteName> = LazyPageLoader<R> | FirstChunkPageLoader;

/** The routes' pages: a route without one does not type-check. */
export type PageTable = { readonly [R in RouteName]: PageLoader<R> };

/** Routes whose page is `page` of `chunk`'s module; routes sharing a chunk share one loader, so one lazy component. */
export function pagesIn<M, R extends RouteName>(chunk: Chunk<M>, routes: readonly R[], page: (module: M) => PageComponent<R>): Record<R, LazyPageLoader<R>> {
  const loader: LazyPageLoader<R> = { chunk, page: page as (module: unknown) => PageComponent<R> };
  return Object.fromEntries(routes.map((route) => [route, loader])) as Record<R, LazyPageLoader<R>>;
}

/** Routes whose page ships in the first chunk; `next` is the chunk it loads at once (the entry starts it early). */
export function firstChunkPages<R extends RouteName>(next: () => Promise<unknown>, routes: readonly R[]): Record<R, FirstChunkPageLoader> {
  const loader: FirstChunkPageLoader = { chunk: next, inFirstChunk: true };
  return Object.fromEntries(routes.map((route) => [route, loader])) as Record<R, FirstChunkPageLoader>;
}
