// Analytics in the browser (spec §2/§8): the production build reports nowhere, so this builds the
// SPA once more with a GA4 measurement id and serves that build's page and scripts to the
// browser in place of dist/web's. Only those static files are swapped, at the browser's edge;
// the API, the session and the dev IdP are the real server's, and gtag.js itself never loads.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { apiBasePath } from '#shared/config/brand';

export const testMeasurementId = 'G-TEST123';

/** Builds the SPA with analytics into `.tmp/`; returns the folder. About a second. */
export function buildWithAnalytics(workerIndex: number): string {
  const outDir = path.resolve(`.tmp/e2e-analytics-web-${workerIndex}`);
  execFileSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--config', 'e2e/support/analytics-build.vite.config.ts', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    { env: { ...process.env, VITE_GA_MEASUREMENT_ID: testMeasurementId }, stdio: 'pipe' },
  );
  return outDir;
}

/** One `dataLayer.push`, as gtag's arguments, with the page's clock when it happened. */
export interface DataLayerPush {
  at: number;
  args: unknown[];
}

/** A page view or error event as the GA4 adapter reports it: ['event', name, params]. */
export interface GtagEvent {
  at: number;
  name: string;
  params: Record<string, unknown>;
}

declare global {
  interface Window {
    e2eAnalytics?: { pushes: DataLayerPush[]; navigations: { at: number; url: string }[] };
  }
}

/**
 * Serves `webRoot`'s index.html and assets instead of the server's (keeping the server's status
 * and headers, CSP included), and records every dataLayer push and history.pushState.
 */
export async function useAnalyticsBuild(page: Page, webRoot: string, origin: string): Promise<void> {
  const indexHtml = readFileSync(path.join(webRoot, 'index.html'));
  await page.addInitScript(() => {
    const log = { pushes: [] as DataLayerPush[], navigations: [] as { at: number; url: string }[] };
    window.e2eAnalytics = log;
    // The adapter keeps an existing dataLayer (`??=`), so its pushes come through here.
    const dataLayer: unknown[] = [];
    dataLayer.push = (...items: unknown[]) => {
      for (const item of items) log.pushes.push({ at: performance.now(), args: Array.from(item as ArrayLike<unknown>) });
      return Array.prototype.push.apply(dataLayer, items);
    };
    (window as Window & { dataLayer?: unknown[] }).dataLayer = dataLayer;
    const pushState = history.pushState.bind(history);
    history.pushState = (data, unused, url) => {
      log.navigations.push({ at: performance.now(), url: String(url) });
      pushState(data, unused, url);
    };
  });
  await page.route('https://www.googletagmanager.com/**', (route) => route.abort());
  const servedHere = (url: URL) => url.origin === origin && !url.pathname.startsWith(apiBasePath) && !url.pathname.startsWith('/dev-idp');
  await page.route(servedHere, async (route) => {
    const request = route.request();
    const { pathname } = new URL(request.url());
    if (request.resourceType() === 'document') {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      delete headers['content-encoding'];
      delete headers['content-length'];
      return route.fulfill({ response, headers, body: indexHtml });
    }
    if (pathname.startsWith('/assets/')) return route.fulfill({ path: path.join(webRoot, pathname) });
    return route.continue();
  });
}

/** The gtag 'event' calls so far. */
export async function gtagEvents(page: Page): Promise<GtagEvent[]> {
  const pushes = await page.evaluate(() => window.e2eAnalytics?.pushes ?? []);
  return pushes
    .filter((push) => push.args[0] === 'event')
    .map((push) => ({ at: push.at, name: String(push.args[1]), params: (push.args[2] ?? {}) as Record<string, unknown> }));
}

/** When the SPA last pushed `path` onto the history (an in-app navigation). */
export async function navigatedAt(page: Page, pathname: string): Promise<number | undefined> {
  const navigations = await page.evaluate(() => window.e2eAnalytics?.navigations ?? []);
  return navigations.filter((n) => new URL(n.url, page.url()).pathname === pathname).at(-1)?.at;
}
