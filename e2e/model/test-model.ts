// `npm run test:model [-- --report] [-- <Playwright options>]`: the browser model suite alone,
// every path at both widths, then its coverage (e2e/model/coverage-report.ts); with --report, every state and transition of
// each flow machine, taken, left out (with the reason) or uncovered. Fails when either fails.
import { spawnSync } from 'node:child_process';
import { report } from './coverage-report';

const args = process.argv.slice(2);
const list = args.includes('--report');
const playwrightArgs = args.filter((arg) => arg !== '--report');
// QA's run walks every path at both widths (npm test's walks each at one: browser-model.ts).
const run = spawnSync('playwright', ['test', 'e2e/model/', ...playwrightArgs], { stdio: 'inherit', env: { ...process.env, MODEL_WIDTHS: 'both' } });
const coverage = report(list, true);
process.exitCode = run.status === 0 ? coverage : (run.status ?? 1);
