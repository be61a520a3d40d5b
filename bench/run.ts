// `npm run bench`: measures the performance budgets of brief §7 and prints them. The figures
// go into docs/performance.md by hand, with the machine they were taken on.
// `npm run bench -- zip` (or bundle, api, submission, lighthouse) runs only the benches named.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { measureApiLatency } from './api-latency';
import { FIRST_PAGE_JS_BUDGET, measureBundle } from './bundle-size';
import { LIGHTHOUSE_BUDGET, measureLighthouse } from './lighthouse';
import { measureSubmissionTime } from './submission-time';
import { ZIP_P99_BUDGET_MS, measureZipLookup } from './zip-lookup';

const kB = (n: number) => `${(n / 1024).toFixed(1)} kB`;
const out = (line: string) => process.stdout.write(`${line}\n`);

if (!existsSync('dist/web/index.html')) execFileSync('npx', ['vite', 'build'], { stdio: 'inherit' });

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

if (runs('api')) {
  const api = await measureApiLatency({ rate, durationSeconds });
  out('\n## API mixed flow (GET /mypage, csrf_token, auth_status, user_info)');
  out(`target ${api.rate} req/s for ${api.durationSeconds} s: ${api.requests} requests, ${api.throughput.toFixed(0)} req/s achieved`);
  out(`latency p50 ${api.p50} ms, p90 ${api.p90} ms, p99 ${api.p99} ms, max ${api.max} ms; errors ${api.errors}, non-2xx ${api.non2xx}`);
  out(`p99 budget 50 ms: ${api.withinBudget ? 'OK' : 'OVER BUDGET'}`);
  withinBudgets &&= api.withinBudget;
}

if (runs('zip')) {
  const zip = await measureZipLookup({ rate, durationSeconds });
  const { http } = zip;
  out('\n## Zip lookup (POST pref_to_towns/, varied real postal codes)');
  out(`catalogue built in ${zip.catalogueBuildMs} ms; in process p50 ${zip.inProcess.p50Us} µs, p99 ${zip.inProcess.p99Us} µs over ${zip.inProcess.lookups} lookups`);
  out(`HTTP, Poisson arrivals at ${http.rate} req/s for ${http.durationSeconds} s: ${http.requests} requests (${http.achievedRate} req/s), up to ${http.peakInFlight} in flight`);
  out(`latency from arrival p50 ${http.p50} ms, p90 ${http.p90} ms, p99 ${http.p99} ms, max ${http.max} ms; errors ${http.errors}, non-2xx ${http.non2xx}`);
  out(`from sending p50 ${http.fromSend.p50} ms, p90 ${http.fromSend.p90} ms, p99 ${http.fromSend.p99} ms, max ${http.fromSend.max} ms`);
  out(`(the generator sent requests late by up to ${http.sendLagP99} ms (p99); the budget is judged from arrival, lateness included)`);
  out(`p99 budget ${ZIP_P99_BUDGET_MS} ms: ${zip.withinBudget ? 'OK' : 'OVER BUDGET'}`);
  withinBudgets &&= zip.withinBudget;
}

if (runs('submission')) {
  const submission = await measureSubmissionTime(Number(process.env.BENCH_SUBMISSIONS ?? 30));
  out(`\n## Submission server time (${submission.submissions} normal applications, the five calls of each)`);
  for (const [name, time] of Object.entries(submission.perOperation)) out(`${name}: median ${time.median} ms, p90 ${time.p90} ms`);
  const total = submission.perSubmission;
  out(`per application: median ${total.median} ms, p90 ${total.p90} ms, mean ${total.mean} ms (no budget; see docs/performance.md)`);
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
