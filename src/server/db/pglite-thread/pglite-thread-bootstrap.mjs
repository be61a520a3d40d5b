// The PGlite thread's entry: a worker thread starts without the server's TypeScript loader (and
// under Vitest without any), so it registers tsx before it loads the thread's TypeScript.
import { register } from 'tsx/esm/api';

register();
await import('./pglite-thread.ts');
