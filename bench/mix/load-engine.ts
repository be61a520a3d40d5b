// The open-loop engine of the mix bench. Actions arrive at random (Poisson) times at a fixed
// average rate, whether or not earlier ones were answered, the way independent residents'
// requests reach a server. An action is one request (a draft read, a zip lookup…) or a chain a
// resident walks through (a filing's writes and its signed submission): the chain's first request
// is timed from the moment it was due, so a slow server cannot slow the load down and hide its own
// queue (no coordinated omission), and each later request from when the previous one answered,
// as a browser sends it.
import { performance } from 'node:perf_hooks';
import type { Send } from './filing';
import type { RawHttpPool } from './raw-http';

export interface Action {
  name: string;
  /** Relative frequency of arrivals. */
  weight: number;
  /** Requests the action makes, on average: turns the request rate into an arrival rate. */
  requests: number;
  /** Runs the action; false when it could not start (no resident free for a chain). */
  run(send: Send): Promise<boolean>;
}

export interface Percentiles {
  p50: number;
  p99: number;
  max: number;
}

export interface ClassFigures extends Percentiles {
  requests: number;
  errors: number;
}

export interface LoadFigures extends Percentiles {
  requests: number;
  /** Requests answered per second of the window. */
  achievedRate: number;
  errors: number;
  /** The first few error descriptions, to say what failed. */
  errorSamples: string[];
  byClass: Record<string, ClassFigures>;
  /** Chains that found no free resident and did not run. */
  skipped: number;
  /** How late this process sent arrivals after they were due, p99 (its own share of the latency). */
  sendLagP99: number;
  peakInFlight: number;
}

/** mulberry32: a small seeded generator, so that runs are comparable. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round = (ms: number) => Math.round(ms * 100) / 100;

function percentiles(values: number[]): Percentiles {
  const sorted = Float64Array.from(values).sort();
  const at = (p: number) => round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0);
  return { p50: at(0.5), p99: at(0.99), max: round(sorted.at(-1) ?? 0) };
}

export async function runLoad(options: { pool: RawHttpPool; actions: readonly Action[]; rate: number; durationSeconds: number; seed?: number }): Promise<LoadFigures> {
  const { pool, actions, rate, durationSeconds, seed = 1 } = options;
  const random = seededRandom(seed);
  const totalWeight = actions.reduce((sum, action) => sum + action.weight, 0);
  const requestsPerArrival = actions.reduce((sum, action) => sum + action.weight * action.requests, 0) / totalWeight;
  const arrivalRate = rate / requestsPerArrival;

  const latencies = new Map<string, number[]>();
  const errorsByClass = new Map<string, number>();
  const errorSamples: string[] = [];
  const sendLags: number[] = [];
  let errors = 0;
  let skipped = 0;
  let inFlight = 0;
  let peakInFlight = 0;
  const noteError = (requestClass: string, what: string) => {
    errors++;
    errorsByClass.set(requestClass, (errorsByClass.get(requestClass) ?? 0) + 1);
    if (errorSamples.length < 5) errorSamples.push(`${requestClass}: ${what}`);
  };

  const pick = () => {
    let r = random() * totalWeight;
    for (const action of actions) {
      r -= action.weight;
      if (r < 0) return action;
    }
    return actions[actions.length - 1]!;
  };

  const start = (due: number) => {
    const action = pick();
    let firstDue: number | undefined = due;
    sendLags.push(performance.now() - due);
    const send: Send = async (request, requestClass) => {
      const from = firstDue ?? performance.now();
      firstDue = undefined;
      inFlight++;
      peakInFlight = Math.max(peakInFlight, inFlight);
      try {
        const response = await pool.send(request);
        const list = latencies.get(requestClass) ?? [];
        list.push(performance.now() - from);
        latencies.set(requestClass, list);
        if (response.status >= 400) noteError(requestClass, `${request.method} ${request.path.split('?')[0]} → ${response.status}`);
        return response;
      } catch (error) {
        noteError(requestClass, `${request.method} ${request.path.split('?')[0]}: ${(error as Error).message}`);
        throw error;
      } finally {
        inFlight--;
      }
    };
    const finished = action.run(send).then(
      (ran) => {
        if (!ran) skipped++;
      },
      (error: unknown) => {
        if (errorSamples.length < 5) errorSamples.push(`${action.name} chain: ${(error as Error).message.slice(0, 200)}`);
      },
    );
    running.add(finished);
    void finished.then(() => running.delete(finished));
  };

  const running = new Set<Promise<void>>();
  const begin = performance.now();
  const end = begin + durationSeconds * 1000;
  let due = begin;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (due <= now && due < end) {
        start(due);
        due += (-Math.log(1 - random()) * 1000) / arrivalRate;
      }
      if (due < end) setTimeout(tick, Math.max(0, due - performance.now()));
      else resolve();
    };
    tick();
  });
  while (running.size > 0) await Promise.all([...running]);
  const elapsedSeconds = (performance.now() - begin) / 1000;

  const all: number[] = [];
  const byClass: Record<string, ClassFigures> = {};
  for (const [requestClass, list] of latencies) {
    for (const value of list) all.push(value);
    byClass[requestClass] = { requests: list.length, errors: errorsByClass.get(requestClass) ?? 0, ...percentiles(list) };
  }
  return {
    requests: all.length,
    achievedRate: Math.round(all.length / elapsedSeconds),
    ...percentiles(all),
    errors,
    errorSamples,
    byClass,
    skipped,
    sendLagP99: percentiles(sendLags).p99,
    peakInFlight,
  };
}
