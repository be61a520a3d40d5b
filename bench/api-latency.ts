// API latency and throughput of a realistic mixed flow at a fixed 500 requests/s on loopback
// (brief §7: p99 ≤ 50 ms on 2 cores with PGlite). The server runs in its own process, as in
// production, and is loaded from this one with autocannon.
import autocannon from 'autocannon';
import { apiBasePath } from '#shared/config/brand';
import { latencyFigures, startBenchServer, type LatencyFigures } from './bench-server';
import { loginThroughDevIdp } from '../src/server/testing/dev-idp-login';
import { TestBrowser } from '../src/server/testing/test-browser';

export const P99_BUDGET_MS = 50;

export interface LatencyReport extends LatencyFigures {
  rate: number;
  durationSeconds: number;
  throughput: number;
  withinBudget: boolean;
}

export async function measureApiLatency(options: { rate?: number; durationSeconds?: number; port?: number } = {}): Promise<LatencyReport> {
  const { rate = 500, durationSeconds = 20, port = 18_090 } = options;
  const server = await startBenchServer(port, 'bench-data');
  const { baseUrl } = server;
  try {
    // One signed-in resident, so the mix includes authenticated reads of personal data.
    const browser = new TestBrowser(baseUrl);
    await loginThroughDevIdp(browser);
    const cookie = `utsuru_sid=${browser.cookie('utsuru_sid')}`;
    const get = (p: string) => ({ method: 'GET' as const, path: p, headers: { cookie, 'accept-encoding': 'br' } });

    const load = (duration: number) =>
      autocannon({
        url: baseUrl,
        connections: 20,
        duration,
        overallRate: rate,
        requests: [get('/mypage'), get(`${apiBasePath}/csrf_token`), get(`${apiBasePath}/auth_status`), get(`${apiBasePath}/user_info`)],
      });
    await load(5); // warm-up: JIT and caches, not measured
    const result = await load(durationSeconds);
    return {
      rate,
      durationSeconds,
      throughput: result.requests.average,
      ...latencyFigures(result),
      withinBudget: result.latency.p99 <= P99_BUDGET_MS && result.non2xx === 0 && result.errors === 0,
    };
  } finally {
    server.stop();
  }
}
