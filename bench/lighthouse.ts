// Lighthouse mobile scores (brief §7: performance ≥ 98, accessibility 100 on every page) of the
// pages a resident meets: the top page and the login-error page; signed in, マイページ, the normal
// flow's step page, a step-1 and a step-2 section page, and after the application is sent, the
// revocation's step page, the addition's identity check, step page and a section page, and the
// expired page.
// Lighthouse 12 drives Debian's Chromium over the DevTools port of a Playwright browser that has
// signed in through the dev IdP; `disableStorageReset` keeps that session for the signed-in pages.
// Lighthouse's default configuration is the mobile one (a mid-range phone on a slow 4G network,
// simulated), so the scores stand for a resident's phone, not for this machine. Each page is
// measured several times and the median run is reported, as Lighthouse's own guidance advises:
// on two shared cores the blocking-time part of one run varies by a few points.
// BENCH_LIGHTHOUSE_PAGES=/personalinfo,/step measures only those pages (their preconditions are
// still set up), BENCH_LIGHTHOUSE_RUNS the runs per page (3), and BENCH_LIGHTHOUSE_REPORTS=<folder>
// keeps every run's full Lighthouse report there as JSON (the LCP element, what blocked rendering,
// the network and main-thread work), one file per page and run.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import lighthouse from 'lighthouse';
import { enterCompleteDraft, enterStepOne, postApi } from '../e2e/support/draft-api';
import { completeDevIdpLogin } from '../e2e/support/login';
import { firstResident } from '../e2e/support/residents';
import { waitUntilDelivered } from '../e2e/support/revocation';
import { sendEnteredApplication } from '../e2e/support/send-application';
import { freePort, startBenchServer } from './bench-server';

export const LIGHTHOUSE_BUDGET = { performance: 98, accessibility: 100 } as const;
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

/**
 * What a page needs before it is measured, each set up once, in this order (a later one includes
 * the earlier ones): signed in; a normal draft; its step 1 entered (転出 and 転入, so /movingin
 * exists); the application sent and delivered to its recipients (what the revocation lists); an
 * addition draft made from it (what /after/step shows without sending the resident to the identity
 * check first).
 */
export type Precondition = 'signedOut' | 'signedIn' | 'draft' | 'stepOne' | 'sent' | 'addition';
const preconditionOrder: readonly Precondition[] = ['signedOut', 'signedIn', 'draft', 'stepOne', 'sent', 'addition'];

/** Pages in the order a resident reaches them, each with what it needs. */
export const LIGHTHOUSE_PAGES: readonly { path: string; needs: Precondition }[] = [
  { path: '/', needs: 'signedOut' },
  { path: '/error/loginerror', needs: 'signedOut' },
  { path: '/mypage', needs: 'signedIn' },
  { path: '/step', needs: 'draft' },
  { path: '/personalinfo', needs: 'draft' },
  { path: '/movingin', needs: 'stepOne' },
  { path: '/revocation/step', needs: 'sent' },
  { path: '/after/checkinformation', needs: 'addition' },
  { path: '/after/step', needs: 'addition' },
  { path: '/after/personalinfo', needs: 'addition' },
  { path: '/error/expired', needs: 'addition' },
];

/** The pages BENCH_LIGHTHOUSE_PAGES names (all when unset). */
function pagesToMeasure(): Set<string> {
  const named = (process.env.BENCH_LIGHTHOUSE_PAGES ?? '').split(',').map((p) => p.trim()).filter(Boolean);
  const unknown = named.filter((p) => !LIGHTHOUSE_PAGES.some((page) => page.path === p));
  if (unknown.length > 0) throw new Error(`BENCH_LIGHTHOUSE_PAGES names pages the bench does not know: ${unknown.join(', ')}`);
  return new Set(named.length > 0 ? named : LIGHTHOUSE_PAGES.map((page) => page.path));
}

export interface LighthousePageScore {
  path: string;
  /** Where Lighthouse ended up: a guard that redirected would show here. */
  finalPath: string;
  /** The median run's scores, and every run's performance score. */
  performance: number;
  accessibility: number;
  performanceRuns: number[];
  /** Core metrics (ms) of the median run. */
  metrics: { fcp: number; lcp: number; tbt: number; cls: number };
  /** Accessibility audits that failed, by id. */
  failedAccessibilityAudits: string[];
}

export interface LighthouseReport {
  pages: LighthousePageScore[];
  withinBudget: boolean;
}

const chromiumFlags = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

const resident = firstResident();
/** The move of the application the revocation and addition pages are measured with. */
const move = { moveInDays: 7, procedures: ['move_out', 'move_in'] } as const satisfies Parameters<typeof enterStepOne>[2];

/** Sets up one precondition in the browser `page` (whose context has the server as base URL). */
async function establish(precondition: Precondition, page: Page): Promise<void> {
  switch (precondition) {
    case 'signedOut':
      return;
    case 'signedIn':
      await page.goto('/');
      await page.getByRole('button', { name: 'マイナンバーカードでログイン' }).click();
      await completeDevIdpLogin(page, resident);
      await page.waitForURL('**/mypage');
      return;
    case 'draft':
      await postApi(page.request, 'user_session_form_create', {});
      return;
    case 'stepOne':
      await enterStepOne(page.request, resident, { ...move, procedures: [...move.procedures] });
      return;
    case 'sent': {
      await enterCompleteDraft(page.request, resident, { ...move, procedures: [...move.procedures] });
      await waitUntilDelivered(page, await sendEnteredApplication(page, resident));
      return;
    }
    case 'addition':
      await postApi(page.request, 'user_session_initialize/?phase=2', {});
      return;
  }
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/** Where BENCH_LIGHTHOUSE_REPORTS keeps the report of a page's run: /after/step, run 2 → after-step-2.json. */
function reportFile(url: string, run: number): string | undefined {
  const folder = process.env.BENCH_LIGHTHOUSE_REPORTS;
  if (!folder) return undefined;
  const name = new URL(url).pathname.split('/').filter(Boolean).join('-') || 'top';
  return path.join(folder, `${name}-${run + 1}.json`);
}

/** Runs Lighthouse once more when a run itself failed (no navigation start in the trace, say), up to twice. */
const runRetries = 2;

async function audit(url: string, port: number, run: number): Promise<Omit<LighthousePageScore, 'performanceRuns'>> {
  let lhr;
  for (let attempt = 0; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: true,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    lhr = result.lhr;
    // A run that failed measures Lighthouse, not the page: its scores are null.
    if (!lhr.runtimeError || attempt === runRetries) break;
    process.stderr.write(`Lighthouse run failed on ${url} (${lhr.runtimeError.code}); running it again\n`);
  }
  const file = reportFile(url, run);
  if (file) {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, JSON.stringify(lhr));
  }
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    path: new URL(url).pathname,
    finalPath: new URL(lhr.finalDisplayedUrl).pathname,
    performance: score(lhr.categories.performance?.score),
    accessibility: score(lhr.categories.accessibility?.score),
    metrics: {
      fcp: Math.round(metric('first-contentful-paint')),
      lcp: Math.round(metric('largest-contentful-paint')),
      tbt: Math.round(metric('total-blocking-time')),
      cls: Math.round(metric('cumulative-layout-shift') * 1000) / 1000,
    },
    failedAccessibilityAudits: (lhr.categories.accessibility?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
      .map((ref) => ref.id),
  };
}

export async function measureLighthouse(): Promise<LighthouseReport> {
  const server = await startBenchServer(await freePort(), 'bench-lighthouse-data');
  const profile = await mkdtemp(path.join(tmpdir(), 'utsuru-lighthouse-'));
  const port = await freePort();
  // A persistent context is the browser's default one, which the tab Lighthouse opens shares.
  const browser = await chromium.launchPersistentContext(profile, {
    baseURL: server.baseUrl,
    executablePath: '/usr/bin/chromium',
    headless: true,
    locale: 'ja-JP',
    args: [...chromiumFlags, `--remote-debugging-port=${port}`],
  });
  try {
    const page = browser.pages()[0] ?? (await browser.newPage());
    const cdp = await browser.newCDPSession(page);
    const pages: LighthousePageScore[] = [];
    const measured = pagesToMeasure();
    let established = 0;
    for (const { path: pagePath, needs } of LIGHTHOUSE_PAGES) {
      if (!measured.has(pagePath)) continue;
      // Every precondition up to the page's own, once, in order.
      for (; established <= preconditionOrder.indexOf(needs); established++) await establish(preconditionOrder[established]!, page);
      // The app left open by the preconditions prefetches the lazy chunks when idle (spec §9): stop it,
      // or its prefetches would land in the cache just cleared and the first run would not be cold.
      await page.goto('about:blank');
      const runs: Omit<LighthousePageScore, 'performanceRuns'>[] = [];
      for (let run = 0; run < RUNS; run++) {
        // Every run loads the app cold, as on a phone that has not cached it (the session stays).
        await cdp.send('Network.clearBrowserCache');
        runs.push(await audit(`${server.baseUrl}${pagePath}`, port, run));
      }
      runs.sort((a, b) => a.performance - b.performance);
      const median = runs[Math.floor(runs.length / 2)]!;
      pages.push({
        ...median,
        path: pagePath,
        performanceRuns: runs.map((run) => run.performance),
        accessibility: Math.min(...runs.map((run) => run.accessibility)),
        failedAccessibilityAudits: [...new Set(runs.flatMap((run) => run.failedAccessibilityAudits))],
      });
    }
    const withinBudget = pages.every(
      (measured) =>
        measured.performance >= LIGHTHOUSE_BUDGET.performance &&
        measured.accessibility >= LIGHTHOUSE_BUDGET.accessibility &&
        measured.finalPath === measured.path,
    );
    return { pages, withinBudget };
  } finally {
    await browser.close();
    server.stop();
    await rm(profile, { recursive: true, force: true });
  }
}
