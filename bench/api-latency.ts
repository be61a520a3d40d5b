// API latency and throughput of a realistic mixed flow at a fixed 500 requests/s on loopback
// (brief §7: p99 ≤ 50 ms on 2 cores with PGlite). The server runs in its own process, as in
// production, and is loaded from this one with autocannon.
import { spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import autocannon from 'autocannon';
import { apiBasePath } from '../src/shared/config/brand';
import { loginThroughDevIdp } from '../src/server/testing/dev-idp-login';
import { TestBrowser } from '../src/server/testing/test-browser';

export const P99_BUDGET_MS = 50;

export interface LatencyReport {
  rate: number;
  durationSeconds: number;
  requests: number;
  throughput: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  errors: number;
  non2xx: number;
  withinBudget: boolean;
}

async function waitUntilUp(baseUrl: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error('the server exited during start-up');
    try {
      if ((await fetch(`${baseUrl}${apiBasePath}/auth_status`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server did not start within 120 s');
}

export async function measureApiLatency(options: { rate?: number; durationSeconds?: number; port?: number } = {}): Promise<LatencyReport> {
  const { rate = 500, durationSeconds = 20, port = 18_090 } = options;
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = path.resolve('.tmp/bench-data');
  await rm(dataDir, { recursive: true, force: true });
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: baseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitUntilUp(baseUrl, server);
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
      requests: result.requests.total,
      throughput: result.requests.average,
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
      withinBudget: result.latency.p99 <= P99_BUDGET_MS && result.non2xx === 0 && result.errors === 0,
    };
  } finally {
    server.kill('SIGTERM');
  }
}
