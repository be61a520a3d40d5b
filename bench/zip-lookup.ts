// Zip lookup latency (issue 4: p99 ≤ 5 ms under load). Two figures:
// - over HTTP: POST pref_to_towns/ with real sessions and CSRF tokens, cycling through real
//   postal codes spread over the whole country (plus a few unknown ones), arriving at random
//   (Poisson) times at a fixed average rate (see mix/load-engine.ts) at the server in its own process;
// - in process: the catalogue's own lookup, to show what the HTTP figure is made of.
import { fork } from 'node:child_process';
import { TestBrowser } from '../src/server/testing/test-browser';
import { apiBasePath } from '#shared/config/brand';
import { freePort, startBenchServer } from './bench-server';
import { runLoad, type Action, type LoadFigures } from './mix/load-engine';
import { RawHttpPool } from './mix/raw-http';

export const ZIP_P99_BUDGET_MS = 5;
/** Sessions the load is spread over: each request is a resident's, with its own cookie and token. */
const RESIDENTS = 20;

export interface ZipLookupReport {
  catalogueBuildMs: number;
  inProcess: { lookups: number; p50Us: number; p99Us: number };
  http: LoadFigures & { rate: number; durationSeconds: number };
  withinBudget: boolean;
}

export interface InProcessFigures {
  catalogueBuildMs: number;
  zipcodes: string[];
  inProcess: { lookups: number; p50Us: number; p99Us: number };
}

/**
 * The in-process part runs in a process of its own, which also reads the whole postal master:
 * its memory lives and dies there, so the load generator's garbage collection stays out of the
 * HTTP figures.
 */
export function measureInWorker(): Promise<InProcessFigures> {
  return new Promise((resolve, reject) => {
    const worker = fork('bench/zip-lookup-worker.ts', { execArgv: ['--import', 'tsx'] });
    worker.once('message', (figures: InProcessFigures) => {
      resolve(figures);
      worker.kill();
    });
    worker.once('error', reject);
  });
}

export async function measureZipLookup(options: { rate?: number; durationSeconds?: number } = {}): Promise<ZipLookupReport> {
  const { rate = 500, durationSeconds = 20 } = options;
  const { catalogueBuildMs, zipcodes, inProcess } = await measureInWorker();

  const server = await startBenchServer(await freePort(), 'bench-zip-data');
  const pool = new RawHttpPool(server.baseUrl);
  try {
    // Residents, each with a real session and its CSRF token; the arrivals take turns among them.
    const residents = await Promise.all(Array.from({ length: RESIDENTS }, () => residentHeaders(server.baseUrl)));
    let next = 0;
    const lookup: Action = {
      name: 'zip lookup',
      weight: 1,
      requests: 1,
      run: async (send) => {
        const i = next++;
        await send({ method: 'POST', path: `${apiBasePath}/pref_to_towns/`, headers: residents[i % RESIDENTS]!, body: JSON.stringify({ zipcode: zipcodes[i % zipcodes.length] }) }, 'zip lookup');
        return true;
      },
    };
    const load = (duration: number) => runLoad({ pool, actions: [lookup], rate, durationSeconds: duration });
    await load(5); // warm-up: JIT and caches, not measured
    await server.probe();
    const figures = await load(durationSeconds);
    await server.probe();
    const http = { rate, durationSeconds, ...figures };
    return { catalogueBuildMs, inProcess, http, withinBudget: http.p99 <= ZIP_P99_BUDGET_MS && http.errors === 0 };
  } finally {
    pool.close();
    await server.stop();
  }
}

/** A resident's session cookie and CSRF token; the first lookup also builds the catalogue. */
async function residentHeaders(baseUrl: string): Promise<Record<string, string>> {
  const browser = new TestBrowser(baseUrl);
  const csrf = await browser.csrfToken();
  await browser.postApi('pref_to_towns/', { zipcode: '1000001' }, csrf);
  return { cookie: `utsuru_sid=${browser.cookie('utsuru_sid')}`, 'x-csrf-token': csrf, 'content-type': 'application/json' };
}
