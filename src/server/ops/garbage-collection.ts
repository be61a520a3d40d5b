// V8 keeps the heap it grew until something collects it. The start leaves much garbage behind
// (building the address catalogue from Japan Post's master data parses about 70 MB, of which the
// packed catalogue keeps 5 MB): one full, compacting collection before the server listens gives it
// back (issue 15: ≤ 250 MB idle). Once it serves, V8's own incremental collector is left alone:
// a forced collection stops the main thread for 0.1–0.2 s, and a request arriving then waits it
// out (issue 30 point 7), so none runs on the request path (decision 032 §7).
import v8 from 'node:v8';
import vm from 'node:vm';

let gc: (() => void) | undefined;

/**
 * One full collection of the main thread's heap that also compacts it: a plain full collection
 * frees the garbage but leaves the survivors spread over the pages they were on, so V8 keeps
 * nearly all of them (90 → 79 MB reserved after the bench's sign-ins, with 60 MB live).
 */
export function collectGarbage(): void {
  // gc() exists only in contexts made after --expose-gc is set; setting it now is enough for one.
  if (!gc) {
    v8.setFlagsFromString('--expose-gc');
    gc = vm.runInNewContext('gc') as () => void;
  }
  v8.setFlagsFromString('--compact-on-every-full-gc');
  try {
    gc();
  } finally {
    v8.setFlagsFromString('--no-compact-on-every-full-gc');
  }
}
