// Screenshots of each layout and of the error pages at 375 px and 1366 px, for review (issue 3
// point 7). They go to docs/screens/ only with UPDATE_SCREENS=1 (`UPDATE_SCREENS=1 npx playwright
// test e2e/screens.spec.ts`), so an ordinary run does not change the tree; otherwise they land
// in test-results/.
import path from 'node:path';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { failApiCall } from './support/fake-api';
import { signedInTest } from './support/signed-in';

const screensDir = path.resolve('docs/screens');

async function capture(page: Page, name: string, testInfo: TestInfo): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // Nothing sticks out sideways at this width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  const width = page.viewportSize()?.width;
  const file = process.env.UPDATE_SCREENS === '1' ? path.join(screensDir, `${name}-${width}.png`) : testInfo.outputPath(`${name}-${width}.png`);
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled', caret: 'hide' });
}

test('common layout: the top page', async ({ page }, testInfo) => {
  await page.goto('/');
  await capture(page, 'common', testInfo);
});

for (const [layout, route] of [['step', '/step'], ['after', '/after/step'], ['revocation', '/revocation/step']] as const) {
  signedInTest(`${layout} layout`, async ({ page }, testInfo) => {
    await page.goto(route);
    // /step and /after/step are real pages (the addition's may send a first-time resident to its
    // identity check); the revocation's, for a resident who filed nothing, says there is nothing to cancel.
    const shown = {
      step: page.getByRole('heading', { level: 1, name: '申請内容の入力' }),
      after: page.getByRole('heading', { level: 1, name: /^(ライフラインの追加申込み|本人情報の確認)$/ }),
      revocation: page.getByRole('heading', { level: 1, name: '申請の取消し' }),
    }[layout];
    await expect(shown).toBeVisible();
    await capture(page, layout, testInfo);
  });
}

test('error page: 408 (/error/expired)', async ({ page }, testInfo) => {
  await page.goto('/error/expired');
  await capture(page, 'error-408', testInfo);
});

signedInTest('error page: 500 in place of a page', async ({ page }, testInfo) => {
  await failApiCall(page, 'user_session/1', { httpStatus: 500, code: 'INTERNAL_SERVER_ERROR' });
  await page.goto('/procedureselection');
  await expect(page.getByRole('link', { name: 'マイページへ戻る' })).toBeVisible();
  await capture(page, 'error-500', testInfo);
});

test('error page: a login error with a second login service', async ({ page }, testInfo) => {
  await page.goto('/error/after/lp/loginerror');
  await capture(page, 'error-loginerror', testInfo);
});

test('error page: 404', async ({ page }, testInfo) => {
  await page.goto('/no-such-page');
  await capture(page, 'error-404', testInfo);
});
