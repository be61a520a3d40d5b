// Debian's sqlmap against one operation of the API, in the loopback-only namespace, signed in:
// the session cookie (kept: Set-Cookie answers are dropped, so an answer to a mutated cookie
// cannot sign the run out), the CSRF token header, and the contract's example body, whose every
// JSON value sqlmap tests as a parameter. Its verdict is read from what it prints, never from its
// exit code (sqlmap exits 0 whether or not it finds an injection).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { runInLoopbackNamespace, type NamespaceBridge, type NamespaceRun } from './loopback-namespace';
import type { ScanFinding } from './scan-findings';

export interface SqlmapTarget {
  /** The operation and example, for the findings and the figures. */
  label: string;
  method: 'GET' | 'POST';
  url: string;
  body?: string;
}

export interface SqlmapOptions {
  cookie: { name: string; value: string };
  csrfHeader: { name: string; value: string };
  workDir: string;
  timeoutMs: number;
  level: number;
  risk: number;
}

export interface SqlmapResult {
  target: SqlmapTarget;
  run: NamespaceRun;
  /** The parameters sqlmap tested to the end (found injectable or not). */
  parametersTested: string[];
  /** The HTTP error statuses sqlmap met, with how often: `{ 429: 12 }`. */
  httpErrors: Record<string, number>;
  findings: ScanFinding[];
}

/** What sqlmap printed, as findings: a confirmed injection is high, a 5xx medium, a heuristic's hint low. */
export function readSqlmapOutput(target: SqlmapTarget, output: string): Omit<SqlmapResult, 'target' | 'run'> {
  const where = `${target.method} ${new URL(target.url).pathname} (${target.label})`;
  const finding = (severity: ScanFinding['severity'], category: string, parameter: string, info: string): ScanFinding => ({ tool: 'sqlmap', severity, category, where, parameter, info });
  const findings: ScanFinding[] = [];
  const tested = new Set<string>();
  for (const match of output.matchAll(/parameter '([^']+)' (?:does not seem to be injectable|is '([^']+)' injectable)/g)) {
    tested.add(match[1]!);
    if (match[2]) findings.push(finding('high', 'SQL injection', match[1]!, match[2]));
  }
  if (/sqlmap identified the following injection point/.test(output) && !findings.some((f) => f.severity === 'high')) {
    findings.push(finding('high', 'SQL injection', '', 'sqlmap identified an injection point'));
  }
  for (const match of output.matchAll(/heuristic \(basic\) test shows that (.+?) parameter '([^']+)' might be injectable(.*)/g)) {
    findings.push(finding('low', 'SQL injection heuristic (not confirmed)', match[2]!, `${match[1]} parameter${match[3] ?? ''}`.trim()));
  }
  for (const match of output.matchAll(/heuristic \(XSS\) test shows that (.+?) parameter '([^']+)' might be vulnerable to cross-site scripting/g)) {
    findings.push(finding('low', 'XSS heuristic (not confirmed)', match[2]!, `${match[1]} parameter: the probe came back in the answer`));
  }
  for (const match of output.matchAll(/heuristic \(FI\) test shows that (.+?) parameter '([^']+)' might be vulnerable to file inclusion/g)) {
    findings.push(finding('low', 'file inclusion heuristic (not confirmed)', match[2]!, `${match[1]} parameter`));
  }
  const httpErrors: Record<string, number> = {};
  const errorLine = /HTTP error codes detected during run:\s*(.+)/.exec(output)?.[1] ?? '';
  for (const match of errorLine.matchAll(/(\d{3}) \([^)]*\) - (\d+) times?/g)) {
    httpErrors[match[1]!] = Number(match[2]);
    if (Number(match[1]) >= 500) findings.push(finding('medium', `HTTP ${match[1]} answers`, '', `${match[2]} times`));
  }
  return { parametersTested: [...tested], httpErrors, findings };
}

export async function runSqlmap(bridge: NamespaceBridge, target: SqlmapTarget, options: SqlmapOptions): Promise<SqlmapResult> {
  const outputDir = path.join(options.workDir, target.label.replace(/[^A-Za-z0-9_-]+/g, '_'));
  mkdirSync(outputDir, { recursive: true });
  const args = [
    '--url', target.url,
    ...(target.method === 'POST' ? ['--method', 'POST', '--data', target.body ?? '{}'] : []),
    '--cookie', `${options.cookie.name}=${options.cookie.value}`,
    '--drop-set-cookie',
    // A mutated session cookie answers 401, and an example's id that names nothing of this
    // resident 404: either would otherwise end the run before its first test.
    '--ignore-code', '401,404',
    // Its standard input is no terminal: without this, sqlmap would read targets from it.
    '--ignore-stdin',
    '--headers', `${options.csrfHeader.name}: ${options.csrfHeader.value}`,
    // The app's database is PostgreSQL (or PGlite, PostgreSQL compiled to WebAssembly).
    '--dbms', 'PostgreSQL',
    '--level', String(options.level),
    '--risk', String(options.risk),
    '--batch',
    '--disable-coloring',
    '--output-dir', outputDir,
  ];
  const run = await runInLoopbackNamespace(bridge, 'sqlmap', args, { timeoutMs: options.timeoutMs, cwd: outputDir, env: { HOME: outputDir } });
  const output = run.stdout + run.stderr;
  if (/unable to connect to the target URL|connection refused|\[CRITICAL\] connection/i.test(output)) {
    throw new Error(`sqlmap did not reach the app for ${target.label}:\n${output.slice(-3000)}`);
  }
  return { target, run, ...readSqlmapOutput(target, output) };
}
