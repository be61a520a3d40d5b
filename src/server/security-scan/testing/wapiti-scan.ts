// Debian's wapiti (3.0.x) against the app, in the loopback-only namespace, signed in: the session
// cookie in a cookie file of wapiti's own format (so its cookie-flags module judges the real
// cookie), the CSRF token as a header on every request. Its verdict is read from its JSON report,
// never from its exit code (wapiti exits 0 whatever it finds).
import { writeFileSync, readFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { runInLoopbackNamespace, type NamespaceBridge, type NamespaceRun } from './loopback-namespace';
import type { ScanFinding, Severity } from './scan-findings';

export interface WapitiOptions {
  origin: string;
  startUrls: readonly string[];
  cookie: { name: string; value: string };
  csrfHeader: { name: string; value: string };
  /** Holds the cookie file, the report, wapiti's session and its config folder (fresh: no database in it). */
  workDir: string;
  timeoutMs: number;
}

export interface WapitiResult {
  run: NamespaceRun;
  /** The modules wapiti launched, in its order. */
  modules: string[];
  /** URLs and forms its crawl found. */
  resources: number;
  findings: ScanFinding[];
}

/** wapiti's levels (wapitiCore/language/vulnerability.py): 4 critical, 3 high, 2 medium, 1 low, 0 info. */
function severityOf(level: unknown): Severity {
  const value = Number(level);
  if (value >= 3) return 'high';
  if (value === 2) return 'medium';
  if (value === 1) return 'low';
  return 'info';
}

interface ReportEntry {
  method: string;
  path: string;
  info: string;
  level: unknown;
  parameter: string;
}

type ReportSection = Record<string, ReportEntry[]>;

/** Every vulnerability, anomaly and additional of a wapiti JSON report. */
export function findingsOfReport(report: { vulnerabilities?: ReportSection; anomalies?: ReportSection; additionals?: ReportSection }): ScanFinding[] {
  const findings: ScanFinding[] = [];
  for (const section of [report.vulnerabilities, report.anomalies, report.additionals]) {
    for (const [category, entries] of Object.entries(section ?? {})) {
      for (const entry of entries) {
        findings.push({ tool: 'wapiti', severity: severityOf(entry.level), category, where: `${entry.method} ${entry.path}`, parameter: entry.parameter ?? '', info: entry.info ?? '' });
      }
    }
  }
  return findings;
}

export async function runWapiti(bridge: NamespaceBridge, options: WapitiOptions): Promise<WapitiResult> {
  const { origin, workDir } = options;
  const host = new URL(origin).hostname;
  const cookieFile = path.join(workDir, 'cookies.json');
  const report = path.join(workDir, 'report.json');
  for (const folder of ['session', 'config']) mkdirSync(path.join(workDir, folder), { recursive: true });
  writeFileSync(cookieFile, JSON.stringify({ [host]: { '/': { [options.cookie.name]: { value: options.cookie.value, expires: null, secure: false, port: null, version: 0 } } } }));
  const args = [
    '--url', `${origin}/`,
    '--scope', 'folder',
    '--module', 'all',
    ...options.startUrls.flatMap((url) => ['--start', url]),
    // No --exclude: Debian's wapiti 3.0.4 ends its exclusion patterns with `(?ms)`, which Python
    // 3.11 refuses. Nothing it can reach ends the session: logout is a POST, and no form posts to it.
    '--cookie', cookieFile,
    '--header', `${options.csrfHeader.name}: ${options.csrfHeader.value}`,
    // The out-of-band modules (ssrf, xxe) would name wapiti's public endpoint in their payloads.
    '--endpoint', `${origin}/`,
    // A module that fails would upload its traceback to wapiti's site.
    '--no-bugreport',
    '--store-session', path.join(workDir, 'session'),
    '--store-config', path.join(workDir, 'config'),
    '--flush-session',
    '--format', 'json',
    '--output', report,
    '--verbose', '1',
  ];
  const run = await runInLoopbackNamespace(bridge, 'wapiti', args, { timeoutMs: options.timeoutMs, cwd: workDir });
  const output = run.stdout + run.stderr;
  let parsed: Parameters<typeof findingsOfReport>[0];
  try {
    parsed = JSON.parse(readFileSync(report, 'utf8')) as Parameters<typeof findingsOfReport>[0];
  } catch (error) {
    throw new Error(`wapiti wrote no JSON report (exit ${run.code}): ${(error as Error).message}\n${output.slice(-4000)}`);
  }
  const modules = [...output.matchAll(/\[\*\] Launching module (\w+)/g)].map((match) => match[1]!);
  const resources = Number(/Wapiti found (\d+) URLs and forms/.exec(output)?.[1] ?? Number.NaN);
  return { run, modules, resources, findings: findingsOfReport(parsed) };
}
