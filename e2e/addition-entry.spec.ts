// Issue 13, the ways into the addition, at both widths: a deep link to /after/step while signed
// out asks to log in with the addition's services (issue 24); a login with the partner's service
// that does not complete leads to its login-error page (/error/after/lp/loginerror, spec §2); and
// a resident who signs in without a submitted application finds on /after/step what to do instead.
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { completeDevIdpLogin, fullNameOf } from './support/login';
import { pathIs } from './support/page-frame';
import { residentNamed } from './support/residents';

const mobile = (testInfo: TestInfo) => testInfo.project.name.startsWith('mobile');
/** Residents who never file an application in any spec. */
const residentFor = (testInfo: TestInfo) => (mobile(testInfo) ? residentNamed('鈴木', '大輔') : residentNamed('伊藤', '翔'));
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test('a deep link to /after/step while signed out asks to log in; signing in there without an application explains what to do', async ({ page }, testInfo) => {
  const resident = residentFor(testInfo);
  await page.goto('/after/step');
  await expect(heading(page)).toHaveText('ログインしてください');
  await expect(page).toHaveURL(pathIs('/after/step'));
  await expectNoAxeViolations(page);

  // The login offered there is the addition's: it lands on /after/step.
  await page.getByRole('button', { name: 'マイナンバーカードでログイン' }).click();
  await completeDevIdpLogin(page, resident);
  await expect(page).toHaveURL(pathIs('/after/step'));
  await expect(heading(page)).toHaveText('ライフラインの追加申込み');
  await expect(page.getByRole('main')).toContainText('送信済みの引越しの手続きが見つかりません。');
  await expectNoAxeViolations(page);
  await expect(page.getByRole('link', { name: '引越し手続きを始める' })).toHaveAttribute('href', '/step/readiness');
  await page.getByRole('link', { name: 'マイページへ戻る' }).click();
  await expect(page).toHaveURL(pathIs('/mypage'));
  await expect(page.getByRole('heading', { name: `${fullNameOf(resident)} 様` })).toBeVisible();
  await expectNoAxeViolations(page);
  // マイページ offers no addition without an application (nothing to add to).
  await expect(page.getByRole('link', { name: 'ライフラインの手続きを追加する' })).toHaveCount(0);
});

test('a partner login for the addition that does not complete leads to the partner’s after login-error page', async ({ page, context }) => {
  await page.goto('/error/after/lp/loginerror');
  await expectNoAxeViolations(page);
  const opened = context.waitForEvent('page');
  await page.getByRole('button', { name: '提携ログインサービスでもう一度ログイン' }).click();
  const tab = await opened;
  await tab.waitForURL(/\/dev-idp\//);
  await tab.getByRole('button', { name: 'キャンセル' }).click();
  await expect(tab).toHaveURL(pathIs('/error/after/lp/loginerror'));
  await expect(heading(tab)).toHaveText('ログインできませんでした');
  await expectNoAxeViolations(tab);
});
