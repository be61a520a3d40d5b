// Analytics in a real browser (spec §2, §8; issue 3 point 6): a page view 250 ms after each
// route change, and an error event (status, title, path) on each error page, sent through the
// GA4 adapter of a build made with a measurement id (see support/analytics-build.ts).
import { expect, test as base, type Page } from '@playwright/test';
import { pageTitle } from '#shared/config/brand';
import { buildWithAnalytics, gtagEvents, navigatedAt, testMeasurementId, useAnalyticsBuild, type GtagEvent } from './support/analytics-build';
import { pathIs } from './support/page-frame';

const test = base.extend<object, { analyticsWebRoot: string }>({
  analyticsWebRoot: [async ({}, use, workerInfo) => use(buildWithAnalytics(workerInfo.parallelIndex)), { scope: 'worker', timeout: 60_000 }],
  page: async ({ page, analyticsWebRoot }, use, testInfo) => {
    await useAnalyticsBuild(page, analyticsWebRoot, new URL(String(testInfo.project.use.baseURL)).origin);
    await use(page);
  },
});

async function eventFor(page: Page, name: string, path: string): Promise<GtagEvent> {
  let found: GtagEvent | undefined;
  await expect
    .poll(async () => {
      found = (await gtagEvents(page)).find((e) => e.name === name && e.params.page_path === path);
      return found !== undefined;
    }, { message: `${name} for ${path}` })
    .toBe(true);
  if (!found) throw new Error('unreachable');
  return found;
}

test('the GA4 adapter is configured to leave page views to the SPA', async ({ page }) => {
  await page.goto('/');
  await eventFor(page, 'page_view', '/');
  const pushes = await page.evaluate(() => window.e2eAnalytics?.pushes.map((p) => p.args) ?? []);
  expect(pushes).toContainEqual(['config', testMeasurementId, { send_page_view: false }]);
});

test('a page view goes out 250 ms after each route change, with the new page’s title', async ({ page }) => {
  await page.goto('/procedureselection');
  // The first page's title: the route table's until its lazily loaded page refines it, which
  // may come after the 250 ms on a cold load; either way it is the service's title form.
  const first = await eventFor(page, 'page_view', '/procedureselection');
  expect(first.params.page_title).toMatch(/｜うつる 引越し手続き$/);

  await page.getByRole('main').getByRole('link', { name: 'トップページへ戻る' }).click();
  await expect(page).toHaveURL(pathIs('/'));
  const second = await eventFor(page, 'page_view', '/');
  expect(second.params.page_title).toBe(pageTitle('トップ'));
  expect(second.params.page_location).toBe(new URL('/', page.url()).href);

  const routeChange = await navigatedAt(page, '/');
  expect(routeChange).toBeDefined();
  const delay = second.at - (routeChange ?? 0);
  // setTimeout never fires early; the upper bound only says it was this change's event.
  expect(delay).toBeGreaterThanOrEqual(249);
  expect(delay).toBeLessThan(2_000);
  // One event per page.
  expect((await gtagEvents(page)).filter((e) => e.name === 'page_view')).toHaveLength(2);
});

const errorPages = [
  { path: '/no-such-page', status: 404, title: 'ページが見つかりません' },
  { path: '/lifeline/Bad_Id', status: 404, title: 'ページが見つかりません' },
  { path: '/error/expired', status: 408, title: '受付期限を過ぎています' },
  { path: '/error/confirmation', status: 403, title: '入力内容にエラーがあります' },
  { path: '/error/after/mint/loginerror', status: 401, title: 'ログインできませんでした' },
] as const;

test('each error page sends its status, title and path', async ({ page }) => {
  for (const { path, status, title } of errorPages) {
    await page.goto(path);
    const event = await eventFor(page, 'error_page', path);
    expect(event.params).toEqual({ status, error_title: title, page_path: path });
    // The page view of an error page carries its title too.
    expect((await eventFor(page, 'page_view', path)).params.page_title).toBe(pageTitle(title));
  }
});
