// V8 keeps the heap it grew until something collects it, and Node never tells it that the process
// is idle. Two moments leave much garbage behind: the start (building the address catalogue from
// Japan Post's master data parses about 70 MB, of which the packed catalogue keeps 5 MB) and a busy
// spell (460 sign-ins took the main heap from 53 to 88 MB reserved, of which 60 MB stayed live).
// A full, compacting collection at each gives the memory back (issue 15: ≤ 250 MB idle).
import type { EventEmitter } from 'node:events';
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

export interface QuietCollectorOptions {
  /** How often it looks (5 s). */
  periodMs?: number;
  /**
   * At most this many requests make a period quiet (5): a load balancer's health checks or a
   * monitor's probes never stop, and a server that only answers them is idle.
   */
  quietRequests?: number;
  /** How far the heap must have grown since the last collection to be worth one (8 MB). */
  growthBytes?: number;
  /** For tests: the heap's reserved size and the collection itself. */
  heapBytes?: () => number;
  collect?: () => void;
}

/**
 * Collects once a whole period has been quiet (a request a second at most) after the heap grew. A
 * server with steady traffic never pauses for it, and an idle one does it once: one compacting
 * collection, 0.1–0.2 s on the main thread (the PGlite thread goes on), which a request arriving
 * then waits out. `server` is the HTTP server: its 'request' events are what is counted.
 */
export function collectWhenQuiet(server: EventEmitter, options: QuietCollectorOptions = {}): { tick(): void; stop(): void } {
  const { periodMs = 5_000, quietRequests = 5, growthBytes = 8 * 1024 * 1024, heapBytes = () => v8.getHeapStatistics().total_heap_size, collect = collectGarbage } = options;
  let requests = 0;
  let requestsAtLastTick = 0;
  let heapAfterCollection = heapBytes();
  const count = () => {
    requests++;
  };
  const tick = () => {
    const quiet = requests - requestsAtLastTick <= quietRequests;
    requestsAtLastTick = requests;
    if (!quiet || heapBytes() < heapAfterCollection + growthBytes) return;
    collect();
    heapAfterCollection = heapBytes();
  };
  server.on('request', count);
  const timer = setInterval(tick, periodMs).unref();
  return {
    tick,
    stop: () => {
      clearInterval(timer);
      server.off('request', count);
    },
  };
}
