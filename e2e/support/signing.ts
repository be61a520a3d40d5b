// The development provider's signing app, as /step/promptauth opens it: a new tab where the
// resident enters the 署名用パスワード.
import { expect, type BrowserContext, type Page } from '@playwright/test';

export const receptionNumberPattern = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

/** Follows the promptauth page's link and answers the signing app's tab. */
export async function openSigningApp(page: Page, context: BrowserContext): Promise<Page> {
  const opened = context.waitForEvent('page');
  await page.getByRole('link', { name: /^署名アプリを開く\s?（別ウィンドウで開きます）$/ }).click();
  return opened;
}

/** Enters the password and presses 署名する. */
export async function submitSigningPassword(signing: Page, password: string): Promise<void> {
  await signing.getByLabel(/署名用パスワード/).fill(password);
  await signing.getByRole('button', { name: '署名する' }).click();
}

/** Signs with the right password and closes the tab. */
export async function signInSigningApp(signing: Page, password: string): Promise<void> {
  await submitSigningPassword(signing, password);
  await expect(signing.getByRole('heading', { level: 1 })).toHaveText('署名しました');
  await signing.close();
}
