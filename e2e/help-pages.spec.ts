// Issue 28, point 5: the help pages are reached from the footer with the keyboard alone, and the
// アクセシビリティ方針 page's 試験対象ページ (#shared/accessibility) are each opened, checked with
// axe and walked with Tab from the top of the page to the footer's last link (no keyboard trap,
// nothing unreachable). The policy page reads the same list, so it names what is tested here.
import { expect, test, type Page } from '@playwright/test';
import { checkedPages, checkedViewports, type CheckedPage } from '#shared/accessibility/accessibility-check';
import { pageTitle } from '#shared/config/brand';
import { routeShownAt } from '#shared/routes';
import { expectNoAxeViolations } from './support/axe';
import { expectFocusRing, tabTo } from './support/keyboard';
import { pathIs } from './support/page-frame';
import { residentNamed } from './support/residents';
import { signedInTestAs } from './support/signed-in';

const helpPages = [
  { name: 'よくある質問', path: '/faq', section: 'マイナンバーカードと電子署名' },
  { name: 'お問い合わせ', path: '/contact', section: 'うつるのサービスについて' },
  { name: 'アクセシビリティ方針', path: '/accessibility', section: '試験結果' },
] as const;

const footerLink = (page: Page, name: string) => page.getByRole('contentinfo').getByRole('link', { name, exact: true });

test('each help page is reached from the footer with Tab and Enter, and has its headings', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'マイナンバーカードでログイン' })).toBeVisible();
  for (const help of helpPages) {
    const link = footerLink(page, help.name);
    await tabTo(page, link, 80);
    await expectFocusRing(link);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(pathIs(help.path));
    await expect(page).toHaveTitle(pageTitle(help.name));
    // Focus starts at the new page's heading (WCAG 2.4.3); the next Tab goes on from there.
    await expectFocusRing(page.getByRole('heading', { level: 1, name: help.name }));
    await expect(page.getByRole('heading', { level: 2, name: help.section })).toBeVisible();
    await expectNoAxeViolations(page);
  }
});

/** Opens a checked page as a resident would, runs axe, and tabs from its top to the footer's last link. */
async function checkPage(page: Page, checked: CheckedPage): Promise<void> {
  const response = await page.goto(checked.path);
  expect(response?.status(), checked.path).toBe(routeShownAt(checked.path) ? 200 : 404);
  await expect(page, checked.path).toHaveTitle(pageTitle(checked.title));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page);
  const last = footerLink(page, helpPages[helpPages.length - 1]!.name);
  await tabTo(page, last, 150);
  await expectFocusRing(last);
}

test('the pages the policy lists, signed out: axe finds nothing and Tab reaches the end', async ({ page }) => {
  // The policy names the widths the projects run at: this one is among them.
  expect(checkedViewports.map((viewport) => viewport.width)).toContain(page.viewportSize()?.width);
  for (const checked of checkedPages.filter((p) => !p.signedIn)) await checkPage(page, checked);
});

// 小林 さくら is the keyboard spec's resident: these pages are only read here, nothing is saved.
const signedInTest = signedInTestAs(residentNamed('小林', 'さくら'));

signedInTest('the pages the policy lists, signed in: axe finds nothing and Tab reaches the end', async ({ page }) => {
  for (const checked of checkedPages.filter((p) => p.signedIn)) await checkPage(page, checked);
});
