// Every route of the table has its page, and paths outside the table are 404 (spec §2, brief §3).
import { expect, test } from '@playwright/test';
import { pageTitle } from '#shared/config/brand';
import { expectNoAxeViolations } from './support/axe';
import { signedInTest } from './support/signed-in';

signedInTest('every route of the table has its page: the revocation flow’s is built (status 200, no 準備中)', async ({ page }) => {
  const response = await page.goto('/revocation/step');
  expect(response?.status()).toBe(200);
  // Nothing filed: the revocation finds no application, and its page says so (issue 24).
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('申請の取消し');
  await expect(page.getByText('このページは準備中です。')).toHaveCount(0);
  await expect(page).toHaveTitle(pageTitle('申請の取消し'));
  await expectNoAxeViolations(page);
});

test('an unknown path shows the not-found page with status 404', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ページが見つかりません');
  await expect(page.getByRole('main').getByText('This page could not be found')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the frame carries the logo, the security notice, the copyright and a skip link', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'うつる' })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('ISO/IEC 27001');
  await expect(page.getByRole('contentinfo')).toContainText('© 2022 うつる');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: '本文へスキップ' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});
