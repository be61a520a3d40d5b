// Issue 24, what a resident who is not signed in finds. (2) /after/step, /revocation/step and
// /loadingupdate opened signed out ask to log in, with every service the flow accepts, rather than
// saying a login failed (the login-error pages stay for that, spec §2); a login from there lands
// in the flow (画面テスト用の住民 35, 中島 彩花, who filed nothing). (3c) The 404 page speaks
// Japanese: spec §2's English sentence stays as a quiet reference line with the エラーコード.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { completeDevIdpLogin } from './support/login';
import { pathIs } from './support/page-frame';
import { residentNamed } from './support/residents';

const services = ['マイナンバーカードでログイン', '提携ログインサービスでログイン', '他のログインサービス（MINT）でログイン'];

test('a page of the addition, the revocation or the identity update opened signed out asks to log in with the flow’s three services', async ({ page }) => {
  const main = page.getByRole('main');
  for (const path of ['/after/step', '/revocation/step', '/loadingupdate']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText('ログインしてください');
    await expect(page).toHaveURL(pathIs(path));
    await expect(page).toHaveTitle(/^ログインしてください/);
    await expect(main.getByRole('button')).toHaveText(services);
    for (const name of services.slice(1)) {
      await expect(main.getByRole('button', { name })).toHaveAccessibleDescription('提携ログインサービスと他のログインサービス（MINT）は、新しいタブで開きます。');
    }
    // Nothing failed, and nothing is being updated.
    await expect(main).not.toContainText('ログインできませんでした');
    await expect(main).not.toContainText('有効期限が切れています');
    await expect(main).not.toContainText('本人情報を更新しています');
    await expectNoAxeViolations(page);
  }

  // /loadingupdate belongs to the addition: its login lands on the addition's overview.
  await main.getByRole('button', { name: 'マイナンバーカードでログイン' }).click();
  await completeDevIdpLogin(page, residentNamed('中島', '彩花'));
  await expect(page).toHaveURL(pathIs('/after/step'));
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('ログインしてください');
  await expectNoAxeViolations(page);
});

test('the 404 page speaks Japanese; spec §2’s English sentence is a quiet reference line with the エラーコード', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ページが見つかりません');
  await expect(main.getByRole('paragraph')).toHaveText([
    'お探しのページは見つかりませんでした。URLに誤りがないか、ご確認ください。',
    'エラーコード：404（This page could not be found）',
  ]);
  await expect(main.getByText('This page could not be found', { exact: true })).toHaveAttribute('lang', 'en');
  await expect(main.getByRole('link', { name: 'トップページへ戻る' })).toBeVisible();
  await expectNoAxeViolations(page);
});
