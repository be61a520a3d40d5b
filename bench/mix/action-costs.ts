// What each kind of request costs the server, one at a time (no queue, no contention): each
// action of the mix runs on its own, one after another, and the server's CPU time over the run
// is divided by the requests made. This says where the mix's time goes, class by class.
import type { Action } from './load-engine';
import type { Send } from './filing';
import { startMeter } from './process-meter';
import type { RawHttpPool } from './raw-http';

export interface ActionCost {
  action: string;
  requests: number;
  /** Server CPU per request, ms; of which on the main thread; PostgreSQL's processes apart. */
  serverMs: number;
  mainThreadMs: number;
  postgresMs: number;
}

const round = (n: number) => Math.round(n * 1000) / 1000;
const per = (ms: number, requests: number) => (requests > 0 ? round(ms / requests) : NaN);

/** A chain such as a cancellation waits for an earlier filing's delivery; it is skipped until then. */
const READY_WITHIN_MS = 60_000;

async function runTimes(action: Action, send: Send, times: number): Promise<void> {
  const deadline = Date.now() + READY_WITHIN_MS;
  for (let done = 0; done < times; ) {
    if (await action.run(send)) done++;
    else if (Date.now() > deadline) return;
    else await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export async function measureActionCosts(pool: RawHttpPool, actions: readonly Action[], serverPid: number, withPostgres: boolean, runsPerAction = (action: Action) => (action.requests > 1 ? 12 : 300)): Promise<ActionCost[]> {
  const costs: ActionCost[] = [];
  for (const action of actions) {
    let requests = 0;
    const send: Send = async (request) => {
      requests++;
      const response = await pool.send(request);
      if (response.status >= 400) throw new Error(`${action.name}: ${request.method} ${request.path} answered ${response.status}`);
      return response;
    };
    await runTimes(action, send, 3); // warm-up
    requests = 0;
    const meter = startMeter(serverPid, withPostgres);
    await runTimes(action, send, runsPerAction(action));
    const reading = meter.stop();
    costs.push({
      action: action.name,
      requests,
      serverMs: per(reading.serverCpuMs, requests),
      mainThreadMs: per(reading.mainThreadCpuMs, requests),
      postgresMs: per(reading.postgresCpuMs, requests),
    });
  }
  return costs;
}
