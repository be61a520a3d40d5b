// Issue 24, point 7, in the default build (no measurement id) with the server's development sink
// on (playwright.config.ts): one page view 250 ms after each route change — also of a page left
// sooner, such as one a redirect leaves at once — and an error event for an error page, read back
// from the sink as the server received them.
import { expect, test } from '@playwright/test';
import { pageTitle } from '#shared/config/brand';
import { routeShownAt } from '#shared/routes';
import { expectNoAxeViolations } from './support/axe';
import { lastSunkSequence, sunkEvents } from './support/analytics-sink';
import { pathIs } from './support/page-frame';

const titleOf = (path: string) => pageTitle(routeShownAt(path)?.title ?? '');

/** The paths of the page views the sink received after `since`, in order. */
async function pageViewPaths(request: Parameters<typeof sunkEvents>[0], since: number): Promise<string[]> {
  return (await sunkEvents(request, since)).filter((e) => e.type === 'page_view').map((e) => e.path);
}

test('every route change gets its page view, also of a page left within 250 ms', async ({ page }) => {
  const since = await lastSunkSequence(page.request);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await expect.poll(() => pageViewPaths(page.request, since)).toEqual(['/']);

  // Two route changes at once, as a redirect makes them: /procedureselection is left at once.
  const before = await lastSunkSequence(page.request);
  await page.evaluate(() => {
    history.pushState(null, '', '/procedureselection');
    history.pushState(null, '', '/');
  });
  await expect(page).toHaveURL(pathIs('/'));
  await expect.poll(() => pageViewPaths(page.request, before)).toEqual(['/procedureselection', '/']);
  const [left, back] = (await sunkEvents(page.request, before)).filter((e) => e.type === 'page_view');
  // The page left keeps its own title; the page arrived at has its own.
  expect(left?.title).toBe(titleOf('/procedureselection'));
  expect(back?.title).toBe(titleOf('/'));
  await expectNoAxeViolations(page);

  // Signed out, /step's login check sends the resident on: both pages are reported.
  const signedOut = await lastSunkSequence(page.request);
  await page.goto('/step');
  await expect(page).not.toHaveURL(pathIs('/step'));
  const landed = new URL(page.url()).pathname;
  await expectNoAxeViolations(page);
  await expect.poll(() => pageViewPaths(page.request, signedOut)).toEqual(['/step', landed]);
  expect((await sunkEvents(page.request, signedOut))[0]?.title).toBe(titleOf('/step'));
});

test('an error page sends its status, title and path to the sink', async ({ page }) => {
  const since = await lastSunkSequence(page.request);
  await page.goto('/no-such-page');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  await expectNoAxeViolations(page);
  const title = await heading.textContent();
  const byType = async () => Object.fromEntries((await sunkEvents(page.request, since)).map(({ seq: _seq, at: _at, ...event }) => [event.type, event]));
  await expect.poll(byType).toEqual({
    error_page: { type: 'error_page', status: 404, title, path: '/no-such-page' },
    page_view: { type: 'page_view', path: '/no-such-page', title: pageTitle(title ?? '') },
  });
});
