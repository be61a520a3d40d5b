// The page frame every layout shares (spec §2, issue 3 point 2): outer links in a 500×500
// popup, keyboard use, the 2 px progress bar, and the responsive widths.
import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { pathIs } from './support/page-frame';

const outerPages = [
  { label: '利用規約', path: '/terms.html' },
  { label: 'プライバシーポリシー', path: '/privacy.html' },
] as const;

/**
 * Clicks a footer link and answers its popup. Playwright sizes a popup from the window features
 * of the opener's `Page.windowOpen` event; when that event arrives after the popup has attached,
 * the popup gets the context's viewport instead (seen once at 375 px, in CI). That popup is closed
 * and the link clicked again: the features the page passed are what this test checks.
 */
async function openFooterPopup(page: Page, context: BrowserContext, label: string): Promise<Page> {
  for (let attempt = 1; ; attempt++) {
    const opened = context.waitForEvent('page');
    await page.getByRole('contentinfo').getByRole('link', { name: label }).click();
    const popup = await opened;
    await popup.waitForLoadState();
    const size = popup.viewportSize();
    if ((size?.width === 500 && size.height === 500) || attempt === 3) return popup;
    await popup.close();
  }
}

test('the footer opens the terms and the privacy policy in a 500×500 popup', async ({ page, context }) => {
  await page.goto('/');
  for (const { label, path } of outerPages) {
    const popup = await openFooterPopup(page, context, label);

    expect(new URL(popup.url()).pathname).toBe(path);
    expect(popup.viewportSize()).toEqual({ width: 500, height: 500 });
    expect(await popup.evaluate(() => ({ width: window.innerWidth, height: window.innerHeight }))).toEqual({ width: 500, height: 500 });
    // The popup cannot reach back into the service's page.
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await expect(popup.getByRole('heading', { level: 1 })).toHaveText(label);
    await expect(popup).toHaveTitle(`${label}｜うつる 引越し手続き`);
    await expectNoAxeViolations(popup);
    await popup.close();
    // The service's page stays where it was.
    await expect(page).toHaveURL(pathIs('/'));
  }
});

/** The design system's focus ring (global.css.ts): a 4px black outline. */
async function expectFocusRing(locator: Locator): Promise<void> {
  await expect(locator).toBeFocused();
  await expect(locator).toBeInViewport();
  await expect(locator).toHaveCSS('outline-style', 'solid');
  await expect(locator).toHaveCSS('outline-width', '4px');
}

async function tabTo(page: Page, target: Locator, maxPresses = 20): Promise<void> {
  for (let i = 0; i < maxPresses; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab did not reach ${target.toString()}`);
}

test('the keyboard reaches the skip link, the header, the page’s controls and the footer, with a visible focus', async ({ page, context }) => {
  await page.goto('/');
  // The static frame of index.html shows before the app: its content comes with the app.
  await expect(page.getByRole('button', { name: 'マイナンバーカードでログイン' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: '本文へスキップ' });
  await expectFocusRing(skip);

  await page.keyboard.press('Tab');
  await expectFocusRing(page.getByRole('banner').getByRole('link', { name: 'うつる' }));

  await page.keyboard.press('Tab');
  await expectFocusRing(page.getByRole('button', { name: 'マイナンバーカードでログイン' }));
  await page.keyboard.press('Tab');
  await expectFocusRing(page.getByRole('button', { name: '提携ログインサービスでログイン' }));

  const terms = page.getByRole('contentinfo').getByRole('link', { name: '利用規約' });
  await tabTo(page, terms);
  await expectFocusRing(terms);
  const opened = context.waitForEvent('page');
  await page.keyboard.press('Enter');
  const popup = await opened;
  expect(popup.viewportSize()).toEqual({ width: 500, height: 500 });
});

test('focus taken in the static frame of index.html stays in its place when the app takes over (WCAG 2.4.3)', async ({ page }) => {
  // Every script but the entry waits, so the static frame is all there is while the test tabs.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let entryStarted = () => {};
  const entryRan = new Promise<void>((resolve) => (entryStarted = resolve));
  let entry = '';
  let fromHtml = new Set<string>();
  await page.route('**/*', async (route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname === '/') {
      const response = await route.fetch();
      const html = await response.text();
      entry = /<script type="module"[^>]* src="([^"]+)"/.exec(html)?.[1] ?? '';
      fromHtml = new Set([...html.matchAll(/rel="modulepreload"[^>]* href="([^"]+)"/g)].map((m) => m[1] ?? ''));
      await route.fulfill({ response, body: html });
      return;
    }
    if (pathname.endsWith('.js') && pathname !== entry) {
      // A chunk index.html does not name is the entry's import: the entry has run.
      if (!fromHtml.has(pathname)) entryStarted();
      await held;
    }
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  await entryRan;
  const logo = page.getByRole('banner').getByRole('link', { name: 'うつる' });
  await tabTo(page, logo);
  await expect(page.getByRole('button', { name: 'マイナンバーカードでログイン' })).toHaveCount(0);

  release();
  await expect(page.getByRole('button', { name: 'マイナンバーカードでログイン' })).toBeVisible();
  await expectFocusRing(logo);
  await page.keyboard.press('Tab');
  await expectFocusRing(page.getByRole('button', { name: 'マイナンバーカードでログイン' }));
});

test('the keyboard reaches an error page’s button and follows it', async ({ page }) => {
  await page.goto('/error/expired');
  const button = page.getByRole('main').getByRole('link', { name: 'トップページへ戻る' });
  await tabTo(page, button);
  await expectFocusRing(button);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(pathIs('/'));
  // After an in-app navigation the new page's heading has the focus, ready for Tab.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});

test('a slow load shows the 2 px progress bar, then hides it', async ({ page }) => {
  // Holding auth_status back makes the step layout's login check take a while; the real
  // server still answers it.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/utsuru-api/v1/auth_status', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/step');
  const bar = page.getByRole('progressbar', { name: 'ページを読み込んでいます' });
  await expect(bar).toBeVisible();
  expect((await bar.boundingBox())?.height).toBe(2);
  expect((await bar.boundingBox())?.y).toBe(0);
  release();
  await expect(page).toHaveURL(pathIs('/'));
  await expect(bar).toHaveCount(0);
});

test('the layout fits the width: content 840 px on desktop, no horizontal scrolling', async ({ page }, testInfo) => {
  await page.goto('/');
  const widths = await page.evaluate(() => {
    const content = document.querySelector('main > div');
    if (!content) throw new Error('no content column');
    const style = getComputedStyle(content);
    return {
      content: content.getBoundingClientRect().width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
      page: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
    };
  });
  expect(widths.page).toBeLessThanOrEqual(widths.viewport);
  if (testInfo.project.name === 'desktop-1366') expect(widths.content).toBe(840);
  else expect(widths.content).toBeLessThan(375);
});
