// The ten /error/... routes of spec §2 (issue 3): each answers 200 and shows its title and one
// button, and the button leads where the error table (spec §8) and decision 004 say.
import { expect, test, type Page } from '@playwright/test';
import { errorPageTexts, returnToTopLead } from '#shared/errors/error-page-content';
import { expectNoAxeViolations } from './support/axe';
import { completeDevIdpLogin } from './support/login';
import { expectPageFrame, pathIs, rememberIndex01AsStart } from './support/page-frame';
import { signedInTest } from './support/signed-in';

const loginErrorTitle = 'ログインできませんでした';

const loginErrorRoutes = [
  { path: '/error/loginerror', flow: '引越しの手続き', provider: 'マイナンバーカード', newTab: false },
  { path: '/error/lp/loginerror', flow: '引越しの手続き', provider: '提携ログインサービス', newTab: true },
  { path: '/error/after/loginerror', flow: 'ライフラインの追加申込み', provider: 'マイナンバーカード', newTab: false },
  { path: '/error/after/lp/loginerror', flow: 'ライフラインの追加申込み', provider: '提携ログインサービス', newTab: true },
  { path: '/error/after/mint/loginerror', flow: 'ライフラインの追加申込み', provider: '他のログインサービス（MINT）', newTab: true },
  { path: '/error/revocation/loginerror', flow: '申請の取消し', provider: 'マイナンバーカード', newTab: false },
  { path: '/error/revocation/lp/loginerror', flow: '申請の取消し', provider: '提携ログインサービス', newTab: true },
  { path: '/error/revocation/mint/loginerror', flow: '申請の取消し', provider: '他のログインサービス（MINT）', newTab: true },
] as const;

/** A login-error page's one button, which starts a login (the page adds a link back to the top page). */
function primaryButton(page: Page) {
  return page.getByRole('main').getByRole('button');
}

/** Any other error route's one action: a link drawn as a button, since it only leads somewhere (WCAG 4.1.2). */
function wayBack(page: Page) {
  return page.getByRole('main').getByRole('link');
}

for (const route of loginErrorRoutes) {
  test(`${route.path} offers to log in again with ${route.provider}`, async ({ page, context }) => {
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(loginErrorTitle);
    await expect(page.getByText(`${route.flow}のログインが完了しなかったか、ログインの有効期限が切れています。`)).toBeVisible();
    const button = primaryButton(page);
    await expect(button).toHaveCount(1);
    await expect(button).toHaveText(`${route.provider}でもう一度ログイン`);
    await expect(page.getByRole('main').getByRole('link', { name: 'トップページへ戻る' })).toHaveAttribute('href', '/');
    const newTabNote = page.getByText('ログイン画面は新しいタブで開きます。');
    if (route.newTab) await expect(button).toHaveAccessibleDescription('ログイン画面は新しいタブで開きます。');
    else await expect(newTabNote).toHaveCount(0);
    await expectPageFrame(page, loginErrorTitle);
    await expectNoAxeViolations(page);

    // The button starts that provider's login: the second services in a new tab (spec §2 outer links).
    if (route.newTab) {
      const opened = context.waitForEvent('page');
      await button.click();
      const tab = await opened;
      await tab.waitForURL(/\/dev-idp\//);
      await expect(page).toHaveURL(pathIs(route.path));
    } else {
      await button.click();
      await page.waitForURL(/\/dev-idp\//);
    }
  });
}

const afterFlowHeading = /^(ライフラインの追加申込み|本人情報の確認)$/;

test('a login-error page’s button logs in to its own flow', async ({ page }) => {
  // The addition flow's login lands on its first page, not on マイページ.
  await page.goto('/error/after/loginerror');
  await primaryButton(page).click();
  await completeDevIdpLogin(page);
  await page.waitForURL(pathIs('/after/step'));
  // The addition's overview, or the identity check it sends a resident to before a first addition.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(afterFlowHeading);
});

test('a login-error page links back to the top page', async ({ page }) => {
  await page.goto('/error/revocation/mint/loginerror');
  await page.getByRole('main').getByRole('link', { name: 'トップページへ戻る' }).click();
  await expect(page).toHaveURL(pathIs('/'));
  await expect(page.getByRole('button', { name: 'マイナンバーカードでログイン' })).toBeVisible();
});

/** Signed out, an error route shows the generic texts and its one button leads to the top page. */
async function expectSignedOutPage(page: Page, path: string, title: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByText(returnToTopLead)).toBeVisible();
  await expect(wayBack(page)).toHaveText('トップページへ戻る');
  await expectPageFrame(page, title);
  await expectNoAxeViolations(page);
  await wayBack(page).click();
  await expect(page).toHaveURL(pathIs('/'));
}

test.describe('/error/expired (408)', () => {
  const title = '受付期限を過ぎています';

  test('shows the deadline texts and leads to the top page', ({ page }) => expectSignedOutPage(page, '/error/expired', title));

  test('leads to the remembered start page', async ({ page }) => {
    await rememberIndex01AsStart(page);
    await page.goto('/error/expired');
    await wayBack(page).click();
    await expect(page).toHaveURL(pathIs('/index01'));
  });

  signedInTest('signed in, explains the deadline', async ({ page }) => {
    await page.goto('/error/expired');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByText(errorPageTexts[408].lead)).toBeVisible();
    await expectNoAxeViolations(page);
    await wayBack(page).click();
    await expect(page).toHaveURL(pathIs('/'));
  });
});

test.describe('/error/confirmation (403 on a confirm page)', () => {
  const title = '入力内容にエラーがあります';

  test('signed out, asks to start again from the top page', ({ page }) => expectSignedOutPage(page, '/error/confirmation', title));

  signedInTest('signed in, leads back to マイページ', async ({ page }) => {
    await page.goto('/error/confirmation');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByText(errorPageTexts[403].lead)).toBeVisible();
    await expect(wayBack(page)).toHaveText('マイページへ戻る');
    await expectPageFrame(page, title);
    await expectNoAxeViolations(page);
    await wayBack(page).click();
    await expect(page).toHaveURL(pathIs('/mypage'));
    await expect(page.getByRole('heading', { level: 2, name: /様$/ })).toBeVisible();
  });
});
