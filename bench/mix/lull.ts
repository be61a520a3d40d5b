// The lull step of the mix (issue 30 point 7): traffic stops, then comes back. An idle server
// may spend its quiet time collecting garbage (V8's memory reducer, or a collector of its own); a
// request that arrives while the main thread is collecting waits for it. Each round waits a
// different lull, so the traffic comes back at every phase of a timer of a few seconds, then sends
// a short round at a moderate rate. The step holds when every round's p99 is at most 100 ms, with
// no error; each round's longest GC pause and event-loop wait tell a pause from other waits.
import type { ProbeReport } from '../server-probe';
import { runLoad, type Action, type LoadFigures } from './load-engine';
import type { RawHttpPool } from './raw-http';

/** Seconds of silence before each round: spread over the collector's 5 s period and past it. */
export const LULL_SECONDS = [5.5, 6.7, 7.9, 9.1, 10.3, 11.5, 13.7, 17.9, 25.3, 31.1];
const ROUND_RATE = 200;
const ROUND_SECONDS = 3;

export interface LullRound {
  lullSeconds: number;
  figures: LoadFigures;
  /** The server's longest garbage-collection pause during the lull and the round. */
  longestGcMs: number | undefined;
  /** The longest the server's event loop kept a ready callback waiting then: a pause, or work on the main thread. */
  loopMaxMs: number | undefined;
}

export interface LullReport {
  rounds: LullRound[];
  worstP99: number;
  worstMax: number;
  holds: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function measureLulls(pool: RawHttpPool, actions: readonly Action[], probe: (() => Promise<ProbeReport | undefined>) | undefined, budgetMs: number, log: (line: string) => void): Promise<LullReport> {
  const rounds: LullRound[] = [];
  for (const [index, lullSeconds] of LULL_SECONDS.entries()) {
    await probe?.();
    await sleep(lullSeconds * 1000);
    const figures = await runLoad({ pool, actions, rate: ROUND_RATE, durationSeconds: ROUND_SECONDS, seed: 900 + index });
    const report = await probe?.();
    const longestGcMs = report?.gc.longestMs;
    const loopMaxMs = report?.loopDelay.max;
    rounds.push({ lullSeconds, figures, longestGcMs, loopMaxMs });
    log(`  after a lull of ${lullSeconds} s (${new Date().toISOString().slice(11, 19)}): ${figures.requests} requests at ${ROUND_RATE} req/s, p99 ${figures.p99} max ${figures.max} ms, ${figures.errors} errors; longest GC pause ${longestGcMs ?? '?'} ms, event loop's longest wait ${loopMaxMs ?? '?'} ms`);
  }
  const worstP99 = Math.max(...rounds.map((round) => round.figures.p99));
  const worstMax = Math.max(...rounds.map((round) => round.figures.max));
  return { rounds, worstP99, worstMax, holds: worstP99 <= budgetMs && rounds.every((round) => round.figures.errors === 0) };
}
