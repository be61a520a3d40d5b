// Zip lookup latency (issue 4: p99 ≤ 5 ms under load). Two figures:
// - over HTTP: POST pref_to_towns/ with a real session and CSRF token, cycling through real
//   postal codes spread over the whole country (plus a few unknown ones), at a fixed rate
//   against the server in its own process;
// - in process: the catalogue's own lookup, to show what the HTTP figure is made of.
import { fork } from 'node:child_process';
import autocannon from 'autocannon';
import { TestBrowser } from '../src/server/testing/test-browser';
import { apiBasePath } from '../src/shared/config/brand';
import { freePort, latencyFigures, startBenchServer, type LatencyFigures } from './bench-server';

export const ZIP_P99_BUDGET_MS = 5;
const PACED_CONNECTIONS = 5;

export interface ZipLookupReport {
  catalogueBuildMs: number;
  inProcess: { lookups: number; p50Us: number; p99Us: number };
  http: LatencyFigures & { rate: number; durationSeconds: number };
  withinBudget: boolean;
}

export interface InProcessFigures {
  catalogueBuildMs: number;
  zipcodes: string[];
  inProcess: { lookups: number; p50Us: number; p99Us: number };
}

/**
 * The in-process part runs in a process of its own: its 57 MB catalogue lives and dies there, so
 * the load generator's own garbage collection cannot add to the HTTP figures.
 */
function measureInWorker(): Promise<InProcessFigures> {
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
  try {
    const browser = new TestBrowser(server.baseUrl);
    const csrf = await browser.csrfToken();
    const headers = { cookie: `utsuru_sid=${browser.cookie('utsuru_sid')}`, 'x-csrf-token': csrf, 'content-type': 'application/json' };
    await browser.postApi('pref_to_towns/', { zipcode: '1000001' }, csrf); // the catalogue is built at first use
    let next = 0;
    const load = (duration: number) =>
      autocannon({
        url: server.baseUrl,
        // Evenly paced arrivals: autocannon's overallRate releases every connection's quota on
        // the same timer tick, so 20 connections arrive as bursts of 20 and the figure measures
        // the load generator's bursts. Five connections at rate/5 each spread them out.
        connections: PACED_CONNECTIONS,
        duration,
        connectionRate: Math.ceil(rate / PACED_CONNECTIONS),
        requests: [
          {
            method: 'POST',
            path: `${apiBasePath}/pref_to_towns/`,
            headers,
            setupRequest: (request) => ({ ...request, body: JSON.stringify({ zipcode: zipcodes[next++ % zipcodes.length] }) }),
          },
        ],
      });
    await load(5); // warm-up: JIT and caches, not measured
    const result = await load(durationSeconds);
    const http = { rate, durationSeconds, ...latencyFigures(result) };
    return { catalogueBuildMs, inProcess, http, withinBudget: http.p99 <= ZIP_P99_BUDGET_MS && http.errors === 0 && http.non2xx === 0 };
  } finally {
    server.stop();
  }
}
