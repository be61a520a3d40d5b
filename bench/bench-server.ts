// Starts the real server in its own process, as in production, on a fresh PGlite data folder,
// so that the load generator in this process does not share its event loop.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { apiBasePath } from '#shared/config/brand';

export interface BenchServer {
  baseUrl: string;
  /** The server process's id, to read its CPU time from /proc/<pid>/stat. */
  pid: number;
  /** With BENCH_PROBE=1, prints the server's probe figures since the last call (server-probe.ts). */
  probe(): Promise<void>;
  stop(): void;
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

/** A port nobody listens on now: the server's issuer URL contains it, so it is chosen first. */
export async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export interface BenchServerOptions {
  /** LOG_LEVEL for the server (default warn). At info, its request logs go to /dev/null, not to the terminal. */
  logLevel?: string;
}

/** `dataFolder` is a name under .tmp/, emptied first. */
export async function startBenchServer(port: number, dataFolder: string, options: BenchServerOptions = {}): Promise<BenchServer> {
  const { logLevel = 'warn' } = options;
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = path.resolve('.tmp', dataFolder);
  await rm(dataDir, { recursive: true, force: true });
  // BENCH_SERVER_NODE_ARGS adds Node flags to the server alone, for profiling runs
  // (e.g. "--cpu-prof --cpu-prof-dir=.tmp/prof" or "--trace-gc"); BENCH_PROBE=1 loads the probe.
  // PGlite in a fresh folder unless BENCH_DATABASE_URL names a PostgreSQL database to use instead.
  const probing = process.env.BENCH_PROBE === '1';
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  if (probing) nodeArgs.push('--import', './bench/server-probe.ts');
  const server = spawn(process.execPath, ['--import', 'tsx', ...nodeArgs, 'src/server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: baseUrl, DATA_DIR: dataDir, LOG_LEVEL: logLevel, DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '' },
    stdio: ['ignore', logLevel === 'warn' ? 'inherit' : 'ignore', 'inherit'],
  });
  try {
    await waitUntilUp(baseUrl, server);
  } catch (error) {
    server.kill('SIGTERM');
    throw error;
  }
  return {
    baseUrl,
    pid: server.pid!,
    probe: async () => {
      if (!probing) return;
      server.kill('SIGUSR2');
      await new Promise((resolve) => setTimeout(resolve, 100)); // lets the report reach stderr first
    },
    stop: () => server.kill('SIGTERM'),
  };
}

export interface LatencyFigures {
  requests: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  errors: number;
  non2xx: number;
}

/** The figures every bench reports from an autocannon run. */
export function latencyFigures(result: { requests: { total: number }; latency: { p50: number; p90: number; p99: number; max: number }; errors: number; timeouts: number; non2xx: number }): LatencyFigures {
  const { requests, latency, errors, timeouts, non2xx } = result;
  return { requests: requests.total, p50: latency.p50, p90: latency.p90, p99: latency.p99, max: latency.max, errors: errors + timeouts, non2xx };
}
