// Starts the real server in its own process, as in production, on a fresh PGlite data folder,
// so that the load generator in this process does not share its event loop.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFile, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { apiBasePath } from '#shared/config/brand';
import { serveCommand } from '../src/server/ops/serve-command';
import type { ProbeReport } from './server-probe';

export interface BenchServer {
  baseUrl: string;
  /** The server's own process (not a wrapper), for its CPU time and RSS in /proc. */
  pid: number;
  /**
   * With BENCH_PROBE=1 or `probe: true`, the server's probe figures since the last call
   * (server-probe.ts): printed by the server, or returned when the bench asked for them.
   */
  probe(): Promise<ProbeReport | undefined>;
  stop(): Promise<void>;
}

export interface BenchServerOptions {
  /** More environment for the server (the defaults: PGlite in a fresh folder, LOG_LEVEL=warn). */
  env?: Record<string, string>;
  /** Load the probe and hand its figures back to the bench instead of printing them. */
  probe?: boolean;
  /** Where the server's stdout goes: the bench's own, or nowhere (its request logs). */
  stdout?: 'inherit' | 'ignore';
  /** Open the data folder as the last run left it (a restart), instead of emptying it first. */
  keepData?: boolean;
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

/** The probe as plain JavaScript: the server runs without a TypeScript loader, as in production. */
async function compiledProbe(): Promise<string> {
  const outfile = path.resolve('.tmp/bench/server-probe.mjs');
  await build({ entryPoints: ['bench/server-probe.ts'], outfile, bundle: true, platform: 'node', format: 'esm', target: 'node20', logLevel: 'warning' });
  return pathToFileURL(outfile).href;
}

/** `dataFolder` is a name under .tmp/, emptied first unless `keepData`. */
export async function startBenchServer(port: number, dataFolder: string, options: BenchServerOptions = {}): Promise<BenchServer> {
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = path.resolve('.tmp', dataFolder);
  if (!options.keepData) await rm(dataDir, { recursive: true, force: true });
  // BENCH_SERVER_NODE_ARGS adds Node flags to the server alone, for profiling runs
  // (e.g. "--cpu-prof --cpu-prof-dir=.tmp/prof" or "--trace-gc"); BENCH_PROBE=1 loads the probe.
  // PGlite in a fresh folder unless BENCH_DATABASE_URL names a PostgreSQL database to use instead.
  const probeFile = options.probe ? path.join(dataDir, 'probe.json') : undefined;
  const probing = process.env.BENCH_PROBE === '1' || options.probe === true;
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  if (probing) nodeArgs.push('--import', await compiledProbe());
  // The server as `npm start` runs it: the compiled bundle (bench/run.ts builds it when missing).
  const { env: serveEnv, nodeFlags, entry } = serveCommand();
  const server = spawn(process.execPath, [...nodeFlags, ...nodeArgs, entry], {
    env: {
      ...process.env,
      ...serveEnv,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
      ...(probeFile ? { BENCH_PROBE_FILE: probeFile } : {}),
      ...options.env,
    },
    stdio: ['ignore', options.stdout ?? 'inherit', 'inherit'],
  });
  // A bench that dies (an uncaught error) must not leave its server loading the machine for the next run.
  const killOnExit = () => server.kill('SIGKILL');
  process.once('exit', killOnExit);
  server.once('exit', () => process.off('exit', killOnExit));
  try {
    await waitUntilUp(baseUrl, server);
  } catch (error) {
    server.kill('SIGTERM');
    throw error;
  }
  return {
    baseUrl,
    pid: server.pid ?? 0,
    probe: async () => {
      if (!probing) return undefined;
      await rm(probeFile ?? '', { force: true });
      server.kill('SIGUSR2');
      await new Promise((resolve) => setTimeout(resolve, 100)); // lets the report reach stderr or its file first
      return probeFile ? (JSON.parse(await readFile(probeFile, 'utf8')) as ProbeReport) : undefined;
    },
    stop: async () => {
      if (server.exitCode !== null) return;
      server.kill('SIGTERM');
      await once(server, 'exit');
    },
  };
}
