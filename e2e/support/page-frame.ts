// What every page of the SPA shows around its content (spec §2 layouts, brief §1 titles).
import { expect, type Page } from '@playwright/test';
import { pageTitle } from '#shared/config/brand';

/** Start page remembered by the top page's login button (decision 005), in local storage. */
export const startButtonTypeKey = 'utsuru.start-button-type';

/** Makes the browser remember `/index01` as the start page before any page script runs. */
export async function rememberIndex01AsStart(page: Page): Promise<void> {
  await page.addInitScript((key) => localStorage.setItem(key, JSON.stringify('index01')), startButtonTypeKey);
}

/** `{page}｜うつる 引越し手続き`, noindex, the header (logo, security notice) and the footer. */
export async function expectPageFrame(page: Page, title: string): Promise<void> {
  await expect(page).toHaveTitle(pageTitle(title));
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'うつる' })).toBeVisible();
  await expect(banner).toContainText('情報セキュリティマネジメントシステム（ISO/IEC 27001）');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('navigation', { name: 'サービスについて' })).toBeVisible();
  await expect(footer).toContainText('© 2022 うつる');
}

/** The path part of the page's URL, for `toHaveURL`. */
export function pathIs(path: string): (url: URL) => boolean {
  return (url) => url.pathname === path;
}
