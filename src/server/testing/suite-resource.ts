// One resource (a database, a server) for a whole test file or describe block: opened before
// the hooks registered after this call, closed after the last test.
import { afterAll, beforeAll } from 'vitest';

export function useSuiteResource<T extends object>(
  what: string,
  open: () => Promise<T>,
  close: (resource: T) => Promise<void>,
): () => T {
  let resource: T | undefined;
  beforeAll(async () => {
    resource = await open();
  });
  afterAll(async () => {
    if (resource) await close(resource);
    resource = undefined;
  });
  return () => {
    if (!resource) throw new Error(`${what} is only available inside tests`);
    return resource;
  };
}
