// The real login: the top page's button, the embedded dev IdP's Japanese page, back on マイページ.
import { expect, type Page } from '@playwright/test';
import { firstResident, type FixtureResident } from './residents';

export function fullNameOf(resident: FixtureResident): string {
  return `${resident.family_name} ${resident.given_name}`;
}

/** Picks the resident and enters the PIN on the dev IdP's login page (already open in `page`). */
export async function completeDevIdpLogin(page: Page, resident: FixtureResident = firstResident()): Promise<void> {
  await page.waitForURL(/\/dev-idp\//);
  // The list follows the fixture's order, so the first radio is the fixture's first resident.
  const choice = page.getByRole('radio', { name: new RegExp(`^${fullNameOf(resident)}`) });
  await choice.check();
  await page.getByLabel(/暗証番号/).fill(resident.login_pin);
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
}

/** Logs in from the top page with the My Number card provider and waits for マイページ. */
export async function logIn(page: Page, resident: FixtureResident = firstResident()): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'マイナンバーカードでログイン' }).click();
  await completeDevIdpLogin(page, resident);
  await page.waitForURL('**/mypage');
  await expect(page.getByRole('heading', { name: `${fullNameOf(resident)} 様` })).toBeVisible();
}
