// The lull step of the mix (issue 30 point 7): traffic stops, then comes back. An idle server
// may spend its quiet time collecting garbage; a request that arrives while the main thread is
// collecting waits for it. Each round waits a different lull, so the traffic comes back at every
// phase of the server's quiet-time timer, then sends a short round at a moderate rate. The step
// holds when every round's p99 is at most 100 ms, with no error.
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
    const longestGcMs = (await probe?.())?.gc.longestMs;
    rounds.push({ lullSeconds, figures, longestGcMs });
    log(`  after a lull of ${lullSeconds} s: ${figures.requests} requests at ${ROUND_RATE} req/s, p99 ${figures.p99} max ${figures.max} ms, ${figures.errors} errors; longest GC pause ${longestGcMs ?? '?'} ms`);
  }
  const worstP99 = Math.max(...rounds.map((round) => round.figures.p99));
  const worstMax = Math.max(...rounds.map((round) => round.figures.max));
  return { rounds, worstP99, worstMax, holds: worstP99 <= budgetMs && rounds.every((round) => round.figures.errors === 0) };
}
