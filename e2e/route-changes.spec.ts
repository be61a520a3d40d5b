// Spec §2 behaviours: a route change clears the form's values and errors. Shown on the first
// form page (/personalinfo, issue 4): what was typed but not saved, and the errors it raised,
// are gone when the resident leaves within the app and comes back.
import { expect } from '@playwright/test';
import { pageTitle } from '#shared/config/brand';
import { expectNoAxeViolations } from './support/axe';
import { pathIs } from './support/page-frame';
import { firstResident } from './support/residents';
import { signedInTest as test } from './support/signed-in';

test('a route change clears unsaved form values and form errors', async ({ page }) => {
  await page.goto('/personalinfo');
  // The form is ready once the verified name is in.
  await expect(page.getByRole('group', { name: /^氏名 ※必須/ }).getByLabel('姓')).toHaveValue(firstResident().family_name);
  const phone = page.getByLabel(/^電話番号/);
  const typed = '12-3456';
  await phone.fill(typed);
  await page.getByRole('button', { name: '保存する' }).click();
  const summary = page.getByRole('region', { name: '入力内容にエラーがあります' });
  await expect(summary).toBeVisible();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveTitle(pageTitle('エラー：申請者の情報'));

  // Away within the SPA (no page load), past the question about the unsaved input (issue 11),
  // then back through the history. Signed in, the logo leads home to マイページ (decision 018).
  await page.getByRole('banner').getByRole('link', { name: 'うつる' }).click();
  await page.getByRole('dialog', { name: 'このページを離れますか？' }).getByRole('button', { name: '保存せずに移動する' }).click();
  await expect(page).toHaveURL(pathIs('/mypage'));
  await page.goBack();
  await expect(page).toHaveURL(pathIs('/personalinfo'));

  await expect(page.getByRole('group', { name: /^氏名 ※必須/ }).getByLabel('姓')).toHaveValue(firstResident().family_name);
  await expect(page.getByLabel(/^電話番号/)).not.toHaveValue(typed);
  await expect(page.getByLabel(/^電話番号/)).not.toHaveAttribute('aria-invalid', 'true');
  await expect(summary).toHaveCount(0);
  await expect(page).toHaveTitle(pageTitle('申請者の情報'));
  await expectNoAxeViolations(page);
});
