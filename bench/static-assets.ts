// Static files (issue 15, point 4): the entry JS, brotli, served by the real server against a bare
// Fastify server that answers the same bytes with the same headers from memory, in one run:
// - throughput: autocannon with keep-alive connections, as fast as each server answers;
// - the server's CPU per request, from its own /proc/<pid>/stat (utime + stime) over the
//   measured window, not from this process;
// - latency of the same asset at a moderate fixed rate, Poisson arrivals (mix/load-engine.ts), to the
//   last byte.
// Each server runs in its own process; the load generator runs in this one, on the same 2 cores,
// so /proc/loadavg is printed around every measurement. `npm run bench -- assets`.
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import autocannon from 'autocannon';
import { freePort, startBenchServer } from './bench-server';
import { runLoad, type Action } from './mix/load-engine';
import { RawHttpPool } from './mix/raw-http';
import type { BareAsset } from './static-assets-bare';

export const ASSET_CPU_BUDGET_MS = 0.2;
export const ASSET_THROUGHPUT_RATIO_BUDGET = 0.5;
const CONNECTIONS = 32;
const WARM_UP_SECONDS = 3;
const IDLE_SECONDS = 3;

export interface Window {
  /** /proc/loadavg's three figures at the start and at the end of the window. */
  loadBefore: string;
  loadAfter: string;
  requests: number;
  /** The server process's CPU time (user + system) per request over the window, ms. */
  cpuMsPerRequest: number;
  errors: number;
  non2xx: number;
}

export interface ServerFigures {
  /** CPU the process used while no request came, ms per second (timers, the jobs' polling), measured before the load. */
  idleCpuMsPerSecond: number;
  throughput: Window & { requestsPerSecond: number; bytesPerResponse: number };
  fixedRate: Window & { rate: number; p50: number; p99: number; max: number };
}

export interface StaticAssetsReport {
  asset: { path: string; bodyBytes: number };
  connections: number;
  durationSeconds: number;
  bare: ServerFigures;
  real: ServerFigures;
  /** The real server's throughput over the bare one's. */
  ratio: number;
  /** The real server's resident memory after start-up and after the load, MB. */
  realRssMb: { idle: number; loaded: number };
  withinBudget: boolean;
}

const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

/** CPU seconds the process has used, all threads: fields 14 and 15 of /proc/<pid>/stat, in clock ticks. */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' '); // fields[0] is field 3 (state)
  return (Number(fields[11]) + Number(fields[12])) / 100; // USER_HZ is 100 on Linux
}

function rssMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Math.round(Number(match?.[1] ?? 0) / 1024);
}

/** Runs `measure` while reading the load average and the server's CPU time around it. */
async function windowed<T extends { requests: number; errors: number; non2xx: number }>(pid: number, measure: () => Promise<T>): Promise<T & Window> {
  const loadBefore = loadAverage();
  const cpuBefore = cpuSeconds(pid);
  const figures = await measure();
  const cpuMsPerRequest = ((cpuSeconds(pid) - cpuBefore) * 1000) / Math.max(1, figures.requests);
  return { ...figures, loadBefore, loadAfter: loadAverage(), cpuMsPerRequest: Math.round(cpuMsPerRequest * 1000) / 1000 };
}

/** The entry script index.html loads: the one asset every visit asks for. */
async function entryScript(): Promise<string> {
  const html = await readFile('dist/web/index.html', 'utf8');
  const match = /<script type="module"[^>]*src="(\/assets\/[^"]+\.js)"/.exec(html);
  if (!match?.[1]) throw new Error('no entry script in dist/web/index.html');
  return match[1];
}

/** The raw response (not decoded), to hand the bare server the very bytes and headers. */
function rawGet(baseUrl: string, path: string): Promise<{ status: number; headers: Record<string, string>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${baseUrl}${path}`, { headers: { 'accept-encoding': 'br' } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.once('end', () => {
          const headers: Record<string, string> = {};
          for (const [name, value] of Object.entries(response.headers)) if (typeof value === 'string') headers[name] = value;
          resolve({ status: response.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
        });
      })
      .once('error', reject);
  });
}

/** Transport headers each server writes for itself. */
const ownHeaders = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

async function startBareServer(asset: BareAsset): Promise<{ child: ChildProcess; baseUrl: string }> {
  const child = fork('bench/static-assets-bare.ts', { execArgv: ['--import', 'tsx'] });
  child.send(asset);
  const [{ port }] = (await once(child, 'message')) as [{ port: number }];
  return { child, baseUrl: `http://127.0.0.1:${port}` };
}

function cannon(url: string, duration: number) {
  return autocannon({ url, connections: CONNECTIONS, duration, headers: { 'accept-encoding': 'br' } });
}

async function throughput(pid: number, url: string, durationSeconds: number): Promise<ServerFigures['throughput']> {
  return windowed(pid, async () => {
    const result = await cannon(url, durationSeconds);
    const requests = result.requests.total;
    return {
      requests,
      requestsPerSecond: Math.round(requests / durationSeconds),
      bytesPerResponse: Math.round(result.throughput.total / Math.max(1, requests)),
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
    };
  });
}

async function fixedRate(pid: number, baseUrl: string, path: string, rate: number, durationSeconds: number): Promise<ServerFigures['fixedRate']> {
  return windowed(pid, async () => {
    const pool = new RawHttpPool(baseUrl);
    try {
      const asset: Action = { name: 'asset', weight: 1, requests: 1, run: async (send) => Boolean(await send({ method: 'GET', path, headers: { 'accept-encoding': 'br' } }, 'asset')) };
      const { requests, p50, p99, max, errors } = await runLoad({ pool, actions: [asset], rate, durationSeconds });
      // The engine counts an answer of 400 or more as an error; no other non-2xx is expected here.
      return { rate, requests, p50, p99, max, errors, non2xx: 0 };
    } finally {
      pool.close();
    }
  });
}

export async function measureStaticAssets(options: { rate?: number; durationSeconds?: number } = {}): Promise<StaticAssetsReport> {
  const { rate = 500, durationSeconds = 10 } = options;
  const path = await entryScript();
  // Production logs every request at info: the real server runs at that level (logs to /dev/null).
  // At info, as in production; its request logs go nowhere, not to the terminal.
  const real = await startBenchServer(await freePort(), 'bench-assets-data', { env: { LOG_LEVEL: process.env.BENCH_ASSETS_LOG_LEVEL ?? 'info' }, stdout: 'ignore' });
  let bare: { child: ChildProcess; baseUrl: string } | undefined;
  try {
    const sample = await rawGet(real.baseUrl, path);
    if (sample.status !== 200 || sample.headers['content-encoding'] !== 'br') throw new Error(`${path}: ${sample.status} ${sample.headers['content-encoding']}`);
    const headers = Object.fromEntries(Object.entries(sample.headers).filter(([name]) => !ownHeaders.has(name)));
    bare = await startBareServer({ path, headers, body: sample.body.toString('base64') });
    const idleRss = rssMb(real.pid);

    const servers = [
      { name: 'bare', pid: bare.child.pid!, baseUrl: bare.baseUrl },
      { name: 'real', pid: real.pid, baseUrl: real.baseUrl },
    ] as const;
    for (const server of servers) await cannon(`${server.baseUrl}${path}`, WARM_UP_SECONDS); // JIT, not measured
    const results = { bare: {}, real: {} } as Record<'bare' | 'real', Partial<ServerFigures>>;
    const idleFrom = servers.map((server) => cpuSeconds(server.pid));
    await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
    servers.forEach((server, i) => (results[server.name].idleCpuMsPerSecond = Math.round(((cpuSeconds(server.pid) - idleFrom[i]!) * 1000) / IDLE_SECONDS)));
    for (const server of servers) results[server.name].throughput = await throughput(server.pid, `${server.baseUrl}${path}`, durationSeconds);
    for (const server of servers) results[server.name].fixedRate = await fixedRate(server.pid, server.baseUrl, path, rate, durationSeconds);
    const figures = results as Record<'bare' | 'real', ServerFigures>;

    const ratio = Math.round((figures.real.throughput.requestsPerSecond / figures.bare.throughput.requestsPerSecond) * 100) / 100;
    const clean = servers.every((s) => figures[s.name].throughput.errors + figures[s.name].throughput.non2xx + figures[s.name].fixedRate.errors + figures[s.name].fixedRate.non2xx === 0);
    return {
      asset: { path, bodyBytes: sample.body.length },
      connections: CONNECTIONS,
      durationSeconds,
      ...figures,
      ratio,
      realRssMb: { idle: idleRss, loaded: rssMb(real.pid) },
      withinBudget: clean && ratio >= ASSET_THROUGHPUT_RATIO_BUDGET && figures.real.throughput.cpuMsPerRequest <= ASSET_CPU_BUDGET_MS,
    };
  } finally {
    bare?.child.kill();
    await real.stop();
  }
}
