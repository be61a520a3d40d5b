// The entry starts each route's chunk from the page table and the shell renders the page from the
// same entry: the chunk must hold that page, or boot would load a chunk the page does not use.
import { describe, expect, it } from 'vitest';
import { routes } from '#shared/routes';
import { pageTable } from './page-table';

describe('the page table', () => {
  for (const route of routes) {
    it(`${route.name}: its chunk holds its page`, async () => {
      const loader = pageTable[route.name];
      const module = await loader.chunk();
      // A page of the first chunk: the chunk the entry starts is the one it loads at once (its actions).
      if ('inFirstChunk' in loader) expect(module).toHaveProperty('TopPageActions');
      else expect(typeof loader.page(module)).toBe('function');
    });
  }
});
