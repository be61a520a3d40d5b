// The funnel in a real browser (issue 29): a flow's states go to the server by sendBeacon, as
// anonymous events, and show on the operators' page (loopback, no OPERATOR_TOKEN outside
// production), which axe finds clean; with Global Privacy Control nothing is sent.
import { expect, test, type Page, type Request } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

/** The beacons the page sends to the funnel, as they go. */
function beaconsOf(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/flow_events')) seen.push(request);
  });
  return seen;
}

/** Signed out, マイページ's machine checks the login and ends in `anonymous`: a whole flow, no login needed. */
async function walkSignedOutMyPage(page: Page): Promise<void> {
  await page.goto('/mypage');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

const hidePage = (page: Page) => page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide')));

test('a flow’s states reach the funnel by sendBeacon and the operators’ page counts them', async ({ page }) => {
  const beacons = beaconsOf(page);
  await walkSignedOutMyPage(page);
  await expect
    .poll(async () => {
      await hidePage(page);
      return beacons.length;
    })
    .toBeGreaterThan(0);
  // Chromium posts the JSON Blob as it is, and the token in it passes the server's CSRF check.
  // (Playwright does not show a beacon's body: flow-funnel.test.ts checks what is accepted.)
  const beacon = beacons[0]!;
  expect(beacon.method()).toBe('POST');
  expect((await beacon.response())?.status()).toBe(200);

  const csv = await (await page.request.get('/ops/funnel.csv')).text();
  const loading = csv.split('\n').find((line) => line.startsWith('myPage,state,loading,'));
  expect(Number(loading?.split(',')[6])).toBeGreaterThan(0);

  await page.goto('/ops/funnel');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('フローのファネル');
  await expect(page.getByRole('table', { name: 'myPage：状態ごとの件数' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('with Global Privacy Control, the funnel sends nothing', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }));
  const beacons = beaconsOf(page);
  await walkSignedOutMyPage(page);
  await hidePage(page);
  await page.waitForTimeout(500);
  await hidePage(page);
  expect(beacons).toEqual([]);
});
