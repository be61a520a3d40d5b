// Routes without their page yet, and paths outside the route table (spec §2, brief §3).
import { expect, test } from '@playwright/test';
import { pageTitle } from '#shared/config/brand';
import { expectNoAxeViolations } from './support/axe';
import { signedInTest } from './support/signed-in';

signedInTest('a route of the table whose page is not built yet says so, with status 200', async ({ page }) => {
  // The revocation flow's pages come in a later issue.
  const response = await page.goto('/revocation/step');
  expect(response?.status()).toBe(200);
  await expect(page.getByText('このページは準備中です。')).toBeVisible();
  await expect(page).toHaveTitle(pageTitle('準備中'));
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
