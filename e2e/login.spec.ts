// The platform journey: top page → embedded dev IdP → マイページ with the verified name → logout.
import { expect, test } from '@playwright/test';
import { pageTitle } from '#shared/config/brand';
import { expectNoAxeViolations } from './support/axe';
import { firstResident } from './support/residents';

test('a resident logs in with the dev IdP and sees their name on マイページ', async ({ page }, testInfo) => {
  const resident = firstResident();
  const fullName = `${resident.family_name} ${resident.given_name}`;

  await page.goto('/');
  await expect(page).toHaveTitle(pageTitle('トップ'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'マイナンバーカードでログイン' }).click();

  // The dev IdP's Japanese login page: a radio list of test residents and a 4-digit PIN.
  await page.waitForURL(/\/dev-idp\//);
  const firstChoice = page.getByRole('radio').first();
  await expect(firstChoice).toBeVisible();
  await expectNoAxeViolations(page);

  // The list follows the fixture's order, so the first radio is the fixture's first resident.
  await expect(firstChoice).toHaveAccessibleName(new RegExp(`^${fullName}`));
  await firstChoice.check();
  await page.getByLabel(/暗証番号/).fill(resident.login_pin);
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();

  await page.waitForURL('**/mypage');
  await expect(page.getByRole('heading', { name: `${fullName} 様` })).toBeVisible();
  await expect(page.getByText(`${resident.family_name_kana} ${resident.given_name_kana}`)).toBeVisible();
  await expect(page).toHaveTitle(pageTitle('マイページ'));
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('mypage.png'), fullPage: true });

  await page.getByRole('button', { name: 'ログアウト' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('button', { name: 'マイナンバーカードでログイン' })).toBeVisible();

  // The session is gone: マイページ now asks the resident to log in again.
  await page.goto('/mypage');
  await expect(page.getByText('トップページからログインしてください。', { exact: false })).toBeVisible();
  await expect(page.getByRole('heading', { name: `${fullName} 様` })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('マイページ without a login explains how to log in', async ({ page }) => {
  await page.goto('/mypage');
  await expect(page.getByText('トップページからログインしてください。', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'トップページへ戻る' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
});

test('the second login service (提携ログインサービス) opens in a new tab and logs in there', async ({ page, context }) => {
  const resident = firstResident();
  await page.goto('/');

  const popupOpened = context.waitForEvent('page');
  await page.getByRole('button', { name: '提携ログインサービスでログイン' }).click();
  const popup = await popupOpened;

  await popup.waitForURL(/\/dev-idp\//);
  await popup.getByRole('radio').first().check();
  await popup.getByLabel(/暗証番号/).fill(resident.login_pin);
  await popup.getByRole('button', { name: 'ログイン', exact: true }).click();
  await popup.waitForURL('**/mypage');
  await expect(popup.getByRole('heading', { name: `${resident.family_name} ${resident.given_name} 様` })).toBeVisible();

  // The top page stays where it was.
  await expect(page).toHaveURL((url) => url.pathname === '/');
});
