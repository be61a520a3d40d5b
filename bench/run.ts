// `npm run bench`: measures the performance budgets of brief §7 and prints them. The figures
// go into docs/performance.md by hand, with the machine they were taken on.
// `npm run bench -- zip` (or bundle, mix, assets, submission, lighthouse) runs only the benches named.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { FIRST_PAGE_JS_BUDGET, measureBundle } from './bundle-size';
import { LIGHTHOUSE_BUDGET, measureLighthouse } from './lighthouse';
import { IDLE_RSS_BUDGET_MB, MIX_P99_BUDGET_MS, MIX_RATE_BUDGET, measureMix, type Target } from './mix';
import { FLOW_EVENTS_CPU_BUDGET } from './mix/flow-events';
import { ASSET_CPU_BUDGET_MS, ASSET_THROUGHPUT_RATIO_BUDGET, measureStaticAssets, type ServerFigures } from './static-assets';
import { measureSubmissionTime, submissionReport } from './submission-time';
import { ZIP_P99_BUDGET_MS, measureZipLookup } from './zip-lookup';

// Interrupted (Ctrl-C, a CI time-out), the bench exits through 'exit', where each server it started is killed.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

const kB = (n: number) => `${(n / 1024).toFixed(1)} kB`;
const out = (line: string) => process.stdout.write(`${line}\n`);

if (!existsSync('dist/web/index.html') || !existsSync('dist/server/main.mjs')) execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });

const only = process.argv.slice(2);
const runs = (name: string) => only.length === 0 || only.includes(name);
const rate = Number(process.env.BENCH_RATE ?? 500);
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 20);
let withinBudgets = true;

if (runs('bundle')) {
  const bundle = await measureBundle();
  out('## Bundle (gzip -9)');
  out(`first-page JS: ${kB(bundle.firstPageJsGzip)}, ${bundle.firstPageJsGzip} bytes (budget ${kB(FIRST_PAGE_JS_BUDGET)}) ${bundle.withinBudget ? 'OK' : 'OVER BUDGET'}`);
  for (const f of bundle.firstPageFiles) out(`  ${f.file}: ${kB(f.gzip)}, ${f.gzip} bytes`);
  out(`all JS: ${kB(bundle.allJsGzip)}, all CSS: ${kB(bundle.allCssGzip)}`);
  withinBudgets &&= bundle.withinBudget;
}

if (runs('zip')) {
  const zip = await measureZipLookup({ rate, durationSeconds });
  const { http } = zip;
  out('\n## Zip lookup (POST pref_to_towns/, varied real postal codes)');
  out(`catalogue built in ${zip.catalogueBuildMs} ms; in process p50 ${zip.inProcess.p50Us} µs, p99 ${zip.inProcess.p99Us} µs over ${zip.inProcess.lookups} lookups`);
  out(`HTTP, Poisson arrivals at ${http.rate} req/s for ${http.durationSeconds} s: ${http.requests} requests (${http.achievedRate} req/s), up to ${http.peakInFlight} in flight`);
  out(`latency from arrival p50 ${http.p50} ms, p99 ${http.p99} ms, max ${http.max} ms; errors ${http.errors}`);
  out(`(the generator sent requests late by up to ${http.sendLagP99} ms (p99); the budget is judged from arrival, lateness included)`);
  out(`p99 budget ${ZIP_P99_BUDGET_MS} ms: ${zip.withinBudget ? 'OK' : 'OVER BUDGET'}`);
  withinBudgets &&= zip.withinBudget;
}

if (runs('assets')) {
  const assets = await measureStaticAssets({ rate, durationSeconds: Number(process.env.BENCH_SECONDS ?? 10) });
  out(`\n## Static files (${assets.asset.path}, brotli, ${assets.asset.bodyBytes} bytes): the real server against a bare Fastify route`);
  const describe = (name: string, { idleCpuMsPerSecond: idle, throughput: t, fixedRate: f }: ServerFigures) => {
    out(`${name}: idle, the process used ${idle} ms of CPU a second (${(idle / t.requestsPerSecond).toFixed(3)} ms a request at the throughput below)`);
    out(`${name}: ${t.requestsPerSecond} req/s over ${assets.connections} connections (${t.requests} requests, ${t.bytesPerResponse} bytes each), server CPU ${t.cpuMsPerRequest} ms/request; load ${t.loadBefore} → ${t.loadAfter}; errors ${t.errors}, non-2xx ${t.non2xx}`);
    out(`${name}: at ${f.rate} req/s (Poisson), p50 ${f.p50} ms, p99 ${f.p99} ms, max ${f.max} ms, server CPU ${f.cpuMsPerRequest} ms/request; load ${f.loadBefore} → ${f.loadAfter}; errors ${f.errors}, non-2xx ${f.non2xx}`);
  };
  describe('bare', assets.bare);
  describe('real', assets.real);
  out(`real/bare throughput ${assets.ratio} (budget ≥ ${ASSET_THROUGHPUT_RATIO_BUDGET}); real server CPU ${assets.real.throughput.cpuMsPerRequest} ms/request (budget ≤ ${ASSET_CPU_BUDGET_MS}); real server RSS ${assets.realRssMb.idle} MB after start, ${assets.realRssMb.loaded} MB after the load`);
  out(`static files budgets: ${assets.withinBudget ? 'OK' : 'OVER BUDGET'}`);
  withinBudgets &&= assets.withinBudget;
}

if (runs('submission')) {
  const submission = await measureSubmissionTime(Number(process.env.BENCH_SUBMISSIONS ?? 30));
  out('');
  for (const line of submissionReport(submission)) out(line);
}

if (runs('mix')) {
  out('\n## The realistic mix, open loop, rising rates (p99 ≤ 100 ms and no error holds)');
  const list = (name: string) => process.env[name]?.split(',').map((item) => item.trim()).filter(Boolean);
  const reports = await measureMix({
    targets: list('BENCH_MIX_TARGETS') as Target[] | undefined,
    rates: list('BENCH_MIX_RATES')?.map(Number),
    stepSeconds: Number(process.env.BENCH_MIX_SECONDS ?? 15),
    soakSeconds: Number(process.env.BENCH_MIX_SOAK_SECONDS ?? 60),
    soakRate: { pglite: Number(process.env.BENCH_MIX_SOAK_RATE_PGLITE ?? MIX_RATE_BUDGET.pglite), postgres: Number(process.env.BENCH_MIX_SOAK_RATE_POSTGRES ?? MIX_RATE_BUDGET.postgres) },
    log: out,
  });
  const bare = reports.find((report) => report.target === 'bare');
  for (const report of reports) {
    const held = report.steps.find((step) => step.rate === report.maxRate);
    const ratio = bare && bare.maxRate > 0 ? ` (${(report.maxRate / bare.maxRate).toFixed(2)} of bare's ${bare.maxRate})` : '';
    const cpu = held ? `, server CPU ${held.serverCpuPerRequest} ms/request${held.postgresCpuPerRequest ? ` + PostgreSQL ${held.postgresCpuPerRequest}` : ''}` : '';
    out(`${report.target}: holds up to ${report.maxRate} req/s${ratio}${cpu}${report.idleRssMb ? `; idle RSS ${report.idleRssMb.firstStart} MB after a first start, ${report.idleRssMb.fresh} MB after a restart, ${report.idleRssMb.afterSignIn} MB after sign-in, ${report.idleRssMb.afterLoad} MB after the steps` : ''}`);
    if (report.idleRssMb && report.target === 'pglite') {
      const lean = report.idleRssMb.firstStart <= IDLE_RSS_BUDGET_MB;
      out(`  idle RSS after a first start ≤ ${IDLE_RSS_BUDGET_MB} MB: ${lean ? 'OK' : 'OVER BUDGET'}`);
      withinBudgets &&= lean;
    }
    if (report.lull) {
      out(`  after a lull: worst p99 ${report.lull.worstP99} ms (budget ${MIX_P99_BUDGET_MS}): ${report.lull.holds ? 'OK' : 'OVER BUDGET'}`);
      withinBudgets &&= report.lull.holds;
    }
    if (report.target !== 'bare') {
      const budget = MIX_RATE_BUDGET[report.target];
      out(`  budget ${budget} req/s: ${report.maxRate >= budget ? 'OK' : 'UNDER BUDGET'}`);
      withinBudgets &&= report.maxRate >= budget;
      if (report.flowEventsCpuShare !== undefined) {
        const within = report.flowEventsCpuShare <= FLOW_EVENTS_CPU_BUDGET;
        out(`  the funnel's beacons: ${(report.flowEventsCpuShare * 100).toFixed(1)} % of the server CPU (budget ${FLOW_EVENTS_CPU_BUDGET * 100} %): ${within ? 'OK' : 'OVER BUDGET'}`);
        withinBudgets &&= within;
      }
    }
  }
}

if (runs('lighthouse')) {
  const report = await measureLighthouse();
  out(`\n## Lighthouse, mobile (budget: performance ≥ ${LIGHTHOUSE_BUDGET.performance}, accessibility ${LIGHTHOUSE_BUDGET.accessibility})`);
  for (const page of report.pages) {
    const landed = page.finalPath === page.path ? '' : ` (landed on ${page.finalPath})`;
    const failed = page.failedAccessibilityAudits.length > 0 ? `; failed: ${page.failedAccessibilityAudits.join(', ')}` : '';
    const { fcp, lcp, tbt, cls } = page.metrics;
    out(`${page.path}${landed}: performance ${page.performance} (runs: ${page.performanceRuns.join(', ')}), accessibility ${page.accessibility}; FCP ${fcp} ms, LCP ${lcp} ms, TBT ${tbt} ms, CLS ${cls}${failed}`);
  }
  out(`Lighthouse budgets: ${report.withinBudget ? 'OK' : 'OVER BUDGET'}`);
  withinBudgets &&= report.withinBudget;
}
process.exitCode = withinBudgets ? 0 : 1;
