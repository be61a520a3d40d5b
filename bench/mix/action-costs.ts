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
    for (let i = 0; i < 3; i++) await action.run(send); // warm-up
    requests = 0;
    const meter = startMeter(serverPid, withPostgres);
    for (let i = 0, runs = runsPerAction(action); i < runs; i++) await action.run(send);
    const reading = meter.stop();
    costs.push({
      action: action.name,
      requests,
      serverMs: round(reading.serverCpuMs / requests),
      mainThreadMs: round(reading.mainThreadCpuMs / requests),
      postgresMs: round(reading.postgresCpuMs / requests),
    });
  }
  return costs;
}
