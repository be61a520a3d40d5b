// The messages between the server's thread and the PGlite thread: connections open, carry the
// protocol's bytes both ways and end; the thread says when it is ready and when it stopped.
import type { PGliteOptions } from '@electric-sql/pglite';

export type ToThread =
  | { kind: 'open'; id: number }
  | { kind: 'data'; id: number; bytes: Uint8Array }
  | { kind: 'end'; id: number }
  | { kind: 'shutdown' };

export type FromThread =
  | { kind: 'ready' }
  | { kind: 'data'; id: number; bytes: Uint8Array }
  | { kind: 'closed'; id: number }
  | { kind: 'failed'; message: string }
  | { kind: 'stopped' };

/** What the thread opens: a data directory, or a database restored from a dump (the tests' template). */
export type ThreadDatabase = Pick<PGliteOptions, 'dataDir' | 'loadDataDir'>;
