// Issue 26 §7, tools others trust: Debian's wapiti and sqlmap against the real app on loopback,
// signed in (a real login through the dev IdP; the tools get the session cookie and the CSRF
// header), started from the SPA's routes and every operation of the contract with its example
// parameters and bodies, over a complete draft so the handlers have something to work on. The
// verdict is read from the tools' reports: 0 high and 0 medium findings, and no 5xx answer.
// Both tools run in a network namespace that has loopback only, joined to the app by a bridge
// (testing/loopback-namespace.ts): wapiti's wapp module downloads its database when it starts,
// selected or not, and must not reach beyond this machine. Only `npm run soak` runs it.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillNormalDraftOverHttp } from '../submission/testing/draft-over-http';
import { sessionCookieName } from '../plugins/session';
import { recordFigures } from '../testing/reliability-record';
import { signInResident, type SignedInResident } from '../testing/signed-in-resident';
import { useTestServer } from '../testing/test-server';
import { openNamespaceBridge, runInLoopbackNamespace, type NamespaceBridge } from './testing/loopback-namespace';
import { countRequests, type RequestTally } from './testing/request-tally';
import { countBySeverity, findingLines, type ScanFinding } from './testing/scan-findings';
import { scanOperations, spaUrls, type ScanOperation } from './testing/scan-targets';
import { ensureScannerPackages } from './testing/scanner-packages';
import { runSqlmap, type SqlmapResult, type SqlmapTarget } from './testing/sqlmap-scan';
import { runWapiti, type WapitiResult } from './testing/wapiti-scan';

/**
 * sqlmap's depth: level 2 adds the session cookie to the parameters; risk 1 keeps to the payloads
 * that change no data by design. (Level 3, risk 2 add User-Agent, Referer and heavier time-based
 * payloads, for several times the requests.)
 */
const SQLMAP_LEVEL = 2;
const SQLMAP_RISK = 1;
const CSRF_HEADER = 'X-CSRF-TOKEN';
/** Where wapiti's wapp module fetches its database from (wapitiCore/attack/mod_wapp.py). */
const WAPP_DATABASE_HOST = 'raw.githubusercontent.com';

/** The operation the scanners must not call: it ends the session they scan with. */
const LEFT_OUT = ['logout'];

/** The machine's first nameserver: an outside address the namespace must not reach. */
function nameserver(): string {
  const found = /^nameserver\s+(\S+)/m.exec(readFileSync('/etc/resolv.conf', 'utf8'))?.[1];
  if (!found) throw new Error('/etc/resolv.conf names no nameserver');
  return found;
}

/**
 * Inside the namespace: its links (only `lo` may be there; nothing more is tried otherwise), the
 * app through the bridge, then a DNS lookup of the wapp database's host and a TCP connection to
 * the machine's nameserver, both of which must fail without leaving the namespace.
 */
const probeScript = `
const { execFileSync } = require('node:child_process');
const dns = require('node:dns/promises');
const net = require('node:net');
const [appUrl, host, nameserver] = process.argv.slice(1);
(async () => {
  const links = execFileSync('ip', ['-o', 'link', 'show'], { encoding: 'utf8' }).split('\\n').filter(Boolean).map((line) => line.split(':')[1].trim());
  const routes = execFileSync('ip', ['-o', 'route', 'show'], { encoding: 'utf8' }).trim();
  const result = { links, routes };
  if (links.some((link) => link !== 'lo') || routes !== '') return console.log(JSON.stringify(result));
  result.app = await fetch(appUrl).then((r) => r.status, (e) => String(e));
  result.lookup = await dns.lookup(host).then((a) => 'resolved ' + a.address, (e) => e.code);
  result.connect = await new Promise((resolve) => {
    const socket = net.connect({ host: nameserver, port: 53, timeout: 5000 });
    socket.once('connect', () => { socket.destroy(); resolve('connected'); });
    socket.once('timeout', () => { socket.destroy(); resolve('timeout'); });
    socket.once('error', (e) => resolve(e.code));
  });
  console.log(JSON.stringify(result));
})();
`;

function sqlmapTargets(operations: readonly ScanOperation[]): SqlmapTarget[] {
  return operations.flatMap((operation): SqlmapTarget[] => {
    const { operationId, method, url, markedUrl, bodies } = operation;
    const plain: SqlmapTarget[] = method === 'GET' ? [{ label: operationId, method, url }] : bodies.map((body) => ({ label: `${operationId}.${body.name}`, method, url, body: body.json }));
    // sqlmap tests only the marked places of a URL with `*`: the path parameters get runs of their own.
    const marked: SqlmapTarget[] = markedUrl === url ? [] : [{ label: `${operationId}.path`, method, url: markedUrl, ...(bodies[0] ? { body: bodies[0].json } : {}) }];
    return [...plain, ...marked];
  });
}

const minutes = (ms: number) => `${(ms / 60_000).toFixed(1)} min`;

describe('wapiti and sqlmap against the app on loopback, signed in', () => {
  let installed: string[] = [];
  beforeAll(() => {
    installed = ensureScannerPackages();
  });
  const server = useTestServer({ webRoot: path.resolve('dist/web') });
  let resident: SignedInResident;
  let bridge: NamespaceBridge;
  let operations: ScanOperation[];
  let workDir: string;
  let cookie: { name: string; value: string };
  let probe: Record<string, unknown> = {};
  let wapiti: { result: WapitiResult; tally: RequestTally } | undefined;
  let sqlmap: { result: SqlmapResult[]; tally: RequestTally; ms: number } | undefined;

  beforeAll(async () => {
    resident = await signInResident(server().baseUrl);
    await fillNormalDraftOverHttp(resident, server().clock.now());
    const name = sessionCookieName(false);
    cookie = { name, value: resident.browser.cookie(name) ?? '' };
    expect(cookie.value).not.toBe('');
    bridge = await openNamespaceBridge(server().baseUrl);
    operations = await scanOperations(server().baseUrl, LEFT_OUT);
    workDir = mkdtempSync(path.join(tmpdir(), 'utsuru-scanners-'));
  });

  afterAll(async () => {
    await bridge?.close();
    if (workDir) rmSync(workDir, { recursive: true, force: true });
    if (wapiti && sqlmap) recordFigures('scanners', scannerFigures(installed, probe, wapiti, sqlmap));
  });

  it('runs the tools where the only link is loopback: the app answers, and nothing outside does', async () => {
    const outside = nameserver();
    const run = await runInLoopbackNamespace(bridge, process.execPath, ['-e', probeScript, `${server().baseUrl}/utsuru-api/v1/auth_status`, WAPP_DATABASE_HOST, outside], { timeoutMs: 60_000 });
    expect(run.code, run.stderr).toBe(0);
    probe = JSON.parse(run.stdout) as Record<string, unknown>;
    expect(probe.links).toEqual(['lo']);
    expect(probe.routes).toBe('');
    expect(probe.app).toBe(200);
    // No resolver to ask and no route to the nameserver: both fail at once, inside.
    expect(probe.lookup).toMatch(/^(EAI_AGAIN|ENOTFOUND|ECONNREFUSED)$/);
    expect(probe.connect).toBe('ENETUNREACH');
    probe.nameserver = outside;
  });

  it('wapiti: every module over the SPA and the API, 0 high and 0 medium, its downloads refused', async () => {
    const origin = server().baseUrl;
    const getOperations = operations.filter((operation) => operation.method === 'GET').map((operation) => operation.url);
    wapiti = await countRequests(origin, () =>
      runWapiti(bridge, {
        origin,
        startUrls: [...spaUrls(origin), ...getOperations],
        cookie,
        csrfHeader: { name: CSRF_HEADER, value: resident.csrf },
        workDir: path.join(workDir, 'wapiti'),
        timeoutMs: 45 * 60_000,
      }),
    );
    const { result, tally } = wapiti;
    const output = result.run.stdout + result.run.stderr;
    // Its database is not on this machine, so the wapp module's start tried the internet, and failed.
    // (Debian's nikto module never downloads: the database's licence forbids it; it runs without one.)
    expect(output).toContain('Problem with local wapp database.');
    expect(output).toContain('Error downloading wapp database.');
    expect(result.modules.length, output.slice(-3000)).toBeGreaterThanOrEqual(20);
    expect(tally.total).toBeGreaterThan(1000);
    expect(tally.serverErrors).toEqual([]);
    const serious = result.findings.filter((finding) => finding.severity === 'high' || finding.severity === 'medium');
    expect(serious).toEqual([]);
  });

  it('sqlmap: every operation and example body, no injectable parameter and no 5xx', async () => {
    const origin = server().baseUrl;
    const targets = sqlmapTargets(operations);
    const started = Date.now();
    const { result, tally } = await countRequests(origin, async () => {
      const results: SqlmapResult[] = [];
      for (const target of targets) {
        results.push(
          await runSqlmap(bridge, target, {
            cookie,
            csrfHeader: { name: CSRF_HEADER, value: resident.csrf },
            workDir: path.join(workDir, 'sqlmap'),
            timeoutMs: 15 * 60_000,
            level: SQLMAP_LEVEL,
            risk: SQLMAP_RISK,
          }),
        );
      }
      return results;
    });
    sqlmap = { result, tally, ms: Date.now() - started };
    const untested = result.filter((run) => run.parametersTested.length === 0);
    expect(untested.map((run) => `${run.target.label}:\n${(run.run.stdout + run.run.stderr).slice(-1500)}`)).toEqual([]);
    expect(tally.serverErrors).toEqual([]);
    const serious = result.flatMap((run) => run.findings).filter((finding) => finding.severity === 'high' || finding.severity === 'medium');
    expect(serious).toEqual([]);
  });

  it('kept the resident signed in through both scans, so they scanned as the resident', async () => {
    const { status, body } = await resident.browser.getApi<{ authenticated: boolean }>('auth_status');
    expect(status).toBe(200);
    expect(body.authenticated).toBe(true);
  });
});

function scannerFigures(
  installed: readonly string[],
  probe: Record<string, unknown>,
  wapiti: { result: WapitiResult; tally: RequestTally },
  sqlmap: { result: SqlmapResult[]; tally: RequestTally; ms: number },
): string {
  const wapitiFindings = wapiti.result.findings;
  const sqlmapFindings: ScanFinding[] = sqlmap.result.flatMap((run) => run.findings);
  const row = (tool: string, scope: string, tally: RequestTally, findings: readonly ScanFinding[], ms: number) => {
    const counts = countBySeverity(findings);
    return `| ${tool} | ${scope} | ${tally.total.toLocaleString('en')} | ${tally.byClass['5xx'] ?? 0} | ${tally.tooMany.toLocaleString('en')} | ${counts.high} | ${counts.medium} | ${counts.low} | ${counts.info} | ${minutes(ms)} |`;
  };
  const parameters = sqlmap.result.reduce((sum, run) => sum + run.parametersTested.length, 0);
  const lines = [...findingLines(wapitiFindings), ...findingLines(sqlmapFindings)];
  return [
    '### wapiti and sqlmap (`src/server/security-scan/scanners.soak.test.ts`)',
    '',
    `Debian's wapiti and sqlmap against the app on loopback, signed in as a resident with a complete draft, started from the SPA's ${spaUrls('http://x').length} routes and the contract's operations with their example parameters and bodies. Both ran in a network namespace with loopback only (links ${JSON.stringify(probe.links)}, no route; from inside, a lookup of ${WAPP_DATABASE_HOST} gave ${String(probe.lookup)} and a connection to the nameserver ${String(probe.connect)}). Requests are the app's own count (GET /metrics before and after).${installed.length ? ` Installed by the suite's setup: ${installed.join(', ')}.` : ''}`,
    '',
    '| Tool | What ran | Requests | 5xx | 429 | High | Medium | Low | Info | Wall time |',
    '|---|---|---|---|---|---|---|---|---|---|',
    row('wapiti', `${wapiti.result.modules.length} modules (${wapiti.result.modules.join(', ')}), ${wapiti.result.resources} URLs and forms`, wapiti.tally, wapitiFindings, wapiti.result.run.ms),
    row('sqlmap', `${sqlmap.result.length} runs over ${new Set(sqlmap.result.map((run) => run.target.label.split('.')[0])).size} operations, ${parameters} parameters, level ${SQLMAP_LEVEL}, risk ${SQLMAP_RISK}`, sqlmap.tally, sqlmapFindings, sqlmap.ms),
    '',
    'wapiti printed "Problem with local wapp database. Downloading from the web... Error downloading wapp database.": its wapp module tried the internet at start and was refused inside the namespace, so it ran without its database. Debian\'s nikto module never downloads (the database\'s licence forbids it) and has none either.',
    ...(lines.length ? ['', 'Low and info findings:', '', ...lines.map((line) => `- ${line}`)] : []),
  ].join('\n');
}
