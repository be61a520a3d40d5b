// The realistic mix at rising rates (issue 15, `npm run bench -- mix`): a bare Fastify route, the
// app on PGlite (the default) and the app on PostgreSQL, one after another in the same run. Each
// is loaded open-loop (bench/mix/load-engine.ts): first a soak at the budget's rate for
// BENCH_MIX_SOAK_SECONDS, for stalls and memory, then rising request rates, BENCH_MIX_SECONDS each
// after a short warm-up, until two steps fail; a step holds when its p99 is at most 100 ms and
// nothing failed. For each step: p50, p99, max, the server's CPU time per request (PostgreSQL's
// processes apart), its peak RSS, the event loop's longest stall and the load average.
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { freePort, startBenchServer, type BenchServer } from './bench-server';
import { measureActionCosts, type ActionCost } from './mix/action-costs';
import { measureLulls, type LullReport } from './mix/lull';
import { FLOW_EVENTS_CPU_BUDGET, flowEventsShare } from './mix/flow-events';
import { writeBenchResidents } from './mix/bench-residents';
import { ResidentApi, type ResidentIdentity } from './mix/filing';
import { runLoad, type Action, type LoadFigures } from './mix/load-engine';
import { mixActions, type Browser, type Filer } from './mix/mix-actions';
import { rssMbOf, startMeter, type MeterReading } from './mix/process-meter';
import { RawHttpPool } from './mix/raw-http';
import { signIn } from './mix/sign-in';
import type { ProbeReport } from './server-probe';
import { measureInWorker } from './zip-lookup';

export const MIX_P99_BUDGET_MS = 100;
/** Brief §7, and issue 30 for a first start: the server's RSS idle, PGlite's thread included. */
export const IDLE_RSS_BUDGET_MB = 250;
/** Brief §7: on one instance of 2 cores. */
export const MIX_RATE_BUDGET = { pglite: 500, postgres: 1300 } as const;

const DEFAULT_RATES = [100, 200, 300, 400, 500, 600, 700, 800, 1000, 1200, 1300, 1500, 1700, 2000, 2400, 2800, 3300, 4000];
const BROWSING_RESIDENTS = 60;
/** Idle is measured after the same wait, after the start and after the sign-ins, so the two compare. */
const IDLE_SETTLE_MS = 15_000;
const FILERS = 400;

export type Target = 'bare' | 'pglite' | 'postgres';

export interface StepFigures extends LoadFigures {
  rate: number;
  holds: boolean;
  meter: MeterReading;
  probe: ProbeReport | undefined;
  /** Server CPU ms per request answered; PostgreSQL's own processes separately. */
  serverCpuPerRequest: number;
  /** Of which on the main thread. */
  mainThreadCpuPerRequest: number;
  postgresCpuPerRequest: number;
  generatorCpuPerRequest: number;
}

export interface TargetReport {
  target: Target;
  /** The highest rate that held p99 ≤ 100 ms with no error; 0 when none did. */
  maxRate: number;
  steps: StepFigures[];
  /** Idle after a restart on the existing data, again after signing the residents in, and after the last step. */
  idleRssMb?: { firstStart: number; fresh: number; afterSignIn: number; afterLoad: number };
  /** Short rounds after lulls of different lengths (issue 30 point 7). */
  lull?: LullReport;
  /** Each action's cost on its own, before the load. */
  costs?: ActionCost[];
  /** The funnel's beacons' share of the mix's server CPU (issue 29: at most FLOW_EVENTS_CPU_BUDGET). */
  flowEventsCpuShare?: number;
  soak?: StepFigures;
}

export interface MixOptions {
  targets?: readonly Target[];
  rates?: readonly number[];
  stepSeconds?: number;
  warmUpSeconds?: number;
  soakRate?: Partial<Record<Target, number>>;
  soakSeconds?: number;
  log?: (line: string) => void;
}

const per = (ms: number, requests: number) => (requests > 0 ? Math.round((ms / requests) * 1000) / 1000 : 0);

async function measureStep(pool: RawHttpPool, actions: Action[], server: { pid: number; probe?: () => Promise<ProbeReport | undefined> }, rate: number, seconds: number, withPostgres: boolean, warmUpSeconds: number): Promise<StepFigures> {
  if (warmUpSeconds > 0) await runLoad({ pool, actions, rate, durationSeconds: warmUpSeconds, seed: rate + 7 });
  await server.probe?.();
  const meter = startMeter(server.pid, withPostgres);
  const figures = await runLoad({ pool, actions, rate, durationSeconds: seconds, seed: rate });
  const reading = meter.stop();
  const probe = await server.probe?.();
  return {
    rate,
    ...figures,
    holds: figures.p99 <= MIX_P99_BUDGET_MS && figures.errors === 0,
    meter: reading,
    probe,
    serverCpuPerRequest: per(reading.serverCpuMs, figures.requests),
    mainThreadCpuPerRequest: per(reading.mainThreadCpuMs, figures.requests),
    postgresCpuPerRequest: per(reading.postgresCpuMs, figures.requests),
    generatorCpuPerRequest: per(reading.generatorCpuMs, figures.requests),
  };
}

/** The soak, if asked, then the rate stepped up until two steps fail. */
async function stepUp(target: Target, pool: RawHttpPool, actions: Action[], server: { pid: number; probe?: () => Promise<ProbeReport | undefined> }, options: Required<Omit<MixOptions, 'targets' | 'soakRate' | 'log'>> & { soakRate?: number; log: (line: string) => void }): Promise<TargetReport> {
  const report: TargetReport = { target, maxRate: 0, steps: [] };
  const withPostgres = target === 'postgres';
  // The soak comes first: an overload step leaves the heap and the allocator at their high-water
  // mark, which the soak would report as its own.
  if (options.soakRate) {
    report.soak = await measureStep(pool, actions, server, options.soakRate, options.soakSeconds, withPostgres, options.warmUpSeconds);
    options.log(`${stepLine(target, report.soak)} (soak, ${options.soakSeconds} s)`);
  }
  let failures = 0;
  for (const rate of options.rates) {
    const step = await measureStep(pool, actions, server, rate, options.stepSeconds, withPostgres, options.warmUpSeconds);
    report.steps.push(step);
    options.log(stepLine(target, step));
    if (step.holds) report.maxRate = Math.max(report.maxRate, rate);
    else if (++failures >= 2) break;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return report;
}

const heapOf = (probe: ProbeReport | undefined) =>
  probe ? ` (main thread's V8 heap ${probe.heapTotalMb} MB reserved, ${probe.heapMb} MB used; outside it ${probe.externalMb} MB; longest GC pause since the last figure ${probe.gc.longestMs} ms)` : '';

export function stepLine(target: string, s: StepFigures): string {
  const probe = s.probe ? `, loop max ${s.probe.loopDelay.max} ms, GC ${s.probe.gc.pauses}×/${s.probe.gc.longestMs} ms` : '';
  const pgCpu = s.postgresCpuPerRequest > 0 ? ` + PostgreSQL ${s.postgresCpuPerRequest}` : '';
  return (
    `${target.padEnd(8)} ${String(s.rate).padStart(5)} req/s → ${String(s.achievedRate).padStart(5)}: p50 ${s.p50} p99 ${s.p99} max ${s.max} ms, ` +
    `${s.errors} errors${s.skipped ? `, ${s.skipped} chains skipped` : ''}; CPU/request ${s.serverCpuPerRequest} (main thread ${s.mainThreadCpuPerRequest})${pgCpu} ms (generator ${s.generatorCpuPerRequest}); ` +
    `RSS ≤ ${s.meter.peakRssMb} MB${probe}; load ${s.meter.loadAverage.start}→${s.meter.loadAverage.end} ${s.holds ? 'holds' : 'FAILS'}` +
    (s.errorSamples.length ? `\n    errors: ${s.errorSamples.join(' | ')}` : '')
  );
}

async function startBare(): Promise<{ baseUrl: string; pid: number; stop: () => Promise<void> }> {
  const port = await freePort();
  const child = fork('bench/mix/bare-server.ts', [String(port)], { execArgv: ['--import', 'tsx'] });
  await once(child, 'message');
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    stop: async () => {
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

async function freshPostgresDatabase(): Promise<string> {
  const admin = process.env.BENCH_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query('drop database if exists utsuru_bench_mix with (force)');
    await client.query('create database utsuru_bench_mix');
  } finally {
    await client.end();
  }
  const url = new URL(admin);
  url.pathname = '/utsuru_bench_mix';
  return url.toString();
}

/** Runs `work` over `items`, `concurrency` at a time. */
async function inBatches<T, R>(items: readonly T[], concurrency: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!, index);
      }
    }),
  );
  return results;
}

async function entryScriptOf(webRoot: string): Promise<string> {
  const html = await readFile(path.join(webRoot, 'index.html'), 'utf8');
  const src = /<script type="module"[^>]*\bsrc="([^"]+)"/.exec(html)?.[1];
  if (!src) throw new Error('index.html names no module script');
  return src;
}

async function appActions(server: BenchServer, pool: RawHttpPool, subjects: readonly string[], zipcodes: readonly string[], log: (line: string) => void): Promise<Action[]> {
  const setupSend = (request: Parameters<RawHttpPool['send']>[0]) => pool.send(request);
  const identityOf = async (subject: string, n: number): Promise<ResidentIdentity> => ({ ...(await signIn(server.baseUrl, subject, n)), familyName: '鈴木', givenName: `大輔${n + 1}` });
  const started = Date.now();
  const identities = await inBatches(subjects, 6, identityOf);
  const browsers: Browser[] = await inBatches(identities.slice(0, BROWSING_RESIDENTS), 6, async (identity) => {
    const api = new ResidentApi(identity, setupSend);
    const { moveInId } = await api.fillDraft();
    return { api, moveInId };
  });
  const filers: Filer[] = identities.slice(BROWSING_RESIDENTS).map((identity) => ({ api: new ResidentApi(identity, setupSend), busy: false }));
  log(`  signed in ${identities.length} residents and filled ${browsers.length} drafts in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return mixActions({ browsers, filers, zipcodes, entryScript: await entryScriptOf('dist/web') });
}

export async function measureMix(options: MixOptions = {}): Promise<TargetReport[]> {
  const log = options.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  const targets = options.targets ?? ['bare', 'pglite', 'postgres'];
  const common = {
    rates: options.rates ?? DEFAULT_RATES,
    stepSeconds: options.stepSeconds ?? 15,
    warmUpSeconds: options.warmUpSeconds ?? 3,
    soakSeconds: options.soakSeconds ?? 60,
    log,
  };
  await mkdir('.tmp', { recursive: true });
  const residents = await writeBenchResidents(path.resolve('.tmp/bench-mix-residents.json'), BROWSING_RESIDENTS + FILERS);
  const { zipcodes } = await measureInWorker();
  const reports: TargetReport[] = [];

  for (const target of targets) {
    if (target === 'bare') {
      const bare = await startBare();
      const pool = new RawHttpPool(bare.baseUrl);
      const actions: Action[] = [{ name: 'bare', weight: 1, requests: 1, run: async (send) => (await send({ method: 'GET', path: '/bare', headers: {} }, 'bare route'), true) }];
      try {
        reports.push(await stepUp('bare', pool, actions, bare, common));
      } finally {
        pool.close();
        await bare.stop();
      }
      continue;
    }
    const databaseUrl = target === 'postgres' ? await freshPostgresDatabase() : '';
    const start = async (keepData: boolean) =>
      startBenchServer(await freePort(), `bench-mix-${target}`, {
        probe: true,
        stdout: 'ignore',
        keepData,
        // The production defaults: request logs at info (to a file or collector: here, nowhere).
        env: { DATABASE_URL: databaseUrl, TRUSTED_PROXIES: '1', DEV_IDP_RESIDENTS_FILE: residents.file, LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info' },
      });
    // The first start creates the database (PGlite's initdb peaks near 900 MB, in a thread that
    // ends before the server serves): its idle RSS is measured, then the server runs after a restart.
    const first = await start(false);
    await new Promise((resolve) => setTimeout(resolve, IDLE_SETTLE_MS));
    const firstStart = rssMbOf(first.pid);
    log(`${target}: idle RSS after a first start on a fresh data folder ${firstStart} MB${heapOf(await first.probe?.())}`);
    await first.stop();
    const server = await start(true);
    const pool = new RawHttpPool(server.baseUrl);
    try {
      // Idle: the start-up's garbage collected and the background compilation of PGlite's code done.
      await new Promise((resolve) => setTimeout(resolve, IDLE_SETTLE_MS));
      const fresh = rssMbOf(server.pid);
      log(`${target}: idle RSS after start ${fresh} MB${heapOf(await server.probe?.())}`);
      const actions = await appActions(server, pool, residents.subjects, zipcodes, log);
      await new Promise((resolve) => setTimeout(resolve, IDLE_SETTLE_MS));
      const afterSignIn = rssMbOf(server.pid);
      log(`${target}: idle RSS after sign-in ${afterSignIn} MB${heapOf(await server.probe?.())}`);
      const costs = await measureActionCosts(pool, actions, server.pid, target === 'postgres');
      for (const cost of costs) {
        if (cost.requests === 0) log(`  ${cost.action.padEnd(14)} not measured: no resident was ready for it`);
        else log(`  ${cost.action.padEnd(14)} ${String(cost.requests).padStart(5)} requests: server CPU ${cost.serverMs} ms/request (main thread ${cost.mainThreadMs})${cost.postgresMs ? ` + PostgreSQL ${cost.postgresMs}` : ''}`);
      }
      const eventsShare = flowEventsShare(costs, actions);
      if (eventsShare !== undefined) {
        log(`  the funnel's beacons: ${(eventsShare * 100).toFixed(1)} % of the mix's server CPU (budget ${FLOW_EVENTS_CPU_BUDGET * 100} %): ${eventsShare <= FLOW_EVENTS_CPU_BUDGET ? 'OK' : 'OVER BUDGET'}`);
      }
      const soakRate = options.soakRate?.[target];
      const report = await stepUp(target, pool, actions, server, { ...common, ...(soakRate ? { soakRate } : {}) });
      // What a busy hour leaves: the heap is compacted once quiet, but WebAssembly memory and compiled code stay.
      await new Promise((resolve) => setTimeout(resolve, IDLE_SETTLE_MS));
      const afterLoad = rssMbOf(server.pid);
      log(`${target}: idle RSS after the steps ${afterLoad} MB${heapOf(await server.probe?.())}`);
      log(`${target}: rounds after a lull (each p99 ≤ ${MIX_P99_BUDGET_MS} ms):`);
      const lull = await measureLulls(pool, actions, server.probe, MIX_P99_BUDGET_MS, log);
      log(`${target}: after a lull, worst p99 ${lull.worstP99} ms, worst max ${lull.worstMax} ms: ${lull.holds ? 'holds' : 'FAILS'}`);
      reports.push({ ...report, idleRssMb: { firstStart, fresh, afterSignIn, afterLoad }, lull, costs, ...(eventsShare !== undefined && { flowEventsCpuShare: eventsShare }) });
    } finally {
      pool.close();
      await server.stop();
    }
  }
  await writeFile('.tmp/bench-mix-report.json', JSON.stringify(reports, null, 2));
  return reports;
}
