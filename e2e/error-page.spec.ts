// The generic error page shown in place of a page whose call failed (spec §8, issue 3 point 4),
// and the 404 page for paths outside the route table or failing a validate check (spec §2).
import { expect, test, type Page } from '@playwright/test';
import { errorPageTexts, returnToTopLead } from '#shared/errors/error-page-content';
import { expectNoAxeViolations } from './support/axe';
import { failApiCall } from './support/fake-api';
import { completeDevIdpLogin, logIn } from './support/login';
import { expectPageFrame, pathIs } from './support/page-frame';
import { signedInTest } from './support/signed-in';

/** The page's one action: a link drawn as a button, since it leads to another page (WCAG 4.1.2). */
function primaryButton(page: Page) {
  return page.getByRole('main').getByRole('link').first();
}

/**
 * Title, lead, one button, focus on the heading (the page changed without a route change). A
 * signed-in resident whose button leads elsewhere is also offered マイページ, as a plain link
 * after it (issue 11, decision 018).
 */
async function expectErrorPage(page: Page, { title, lead, button, myPage = false }: { title: string; lead: string; button: string; myPage?: boolean }) {
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(title);
  await expect(heading).toBeFocused();
  await expect(page.getByText(lead)).toBeVisible();
  await expect(page.getByRole('main').getByRole('link')).toHaveText(myPage ? [button, 'マイページへ戻る'] : [button]);
  await expect(page.getByRole('main').getByRole('button')).toHaveCount(0);
  await expect(primaryButton(page)).toHaveText(button);
  await expectPageFrame(page, title);
  await expectNoAxeViolations(page);
}

// Which session read a route makes: phase 1 (normal) except on step/promptauth/thanks, phase 2
// (addition) everywhere, phase 3 (revocation) except on the revocation steps (spec §2).
const signedInCases = [
  {
    name: '500 in the normal flow leads to マイページ',
    path: '/procedureselection',
    operation: 'user_session/1',
    code: 'INTERNAL_SERVER_ERROR',
    status: 500,
    button: 'マイページへ戻る',
    leadsTo: '/mypage',
  },
  {
    name: 'an unknown code shows the 500 page; in the revocation flow it leads to the top page',
    path: '/revocation/step',
    operation: 'user_session/2',
    code: 'SOMETHING_NEW',
    status: 500,
    button: 'トップページへ戻る',
    leadsTo: '/',
    myPage: true,
  },
  {
    name: '401 leads to the top page',
    path: '/lifeline',
    operation: 'user_session/1',
    code: 'UNAUTHORIZED',
    status: 401,
    button: 'トップページへ戻る',
    leadsTo: '/',
  },
  {
    name: '404 (a session read that finds nothing usable) leads to the top page',
    path: '/movingout',
    operation: 'user_session/3',
    code: 'BAD_REQUEST',
    status: 404,
    button: 'トップページへ戻る',
    leadsTo: '/',
    myPage: true,
  },
  {
    name: '500 on the normal confirm page shows the 403 texts and leads to マイページ',
    path: '/step/confirm',
    operation: 'user_session/1',
    code: 'INTERNAL_SERVER_ERROR',
    status: 403,
    button: 'マイページへ戻る',
    leadsTo: '/mypage',
  },
  {
    name: '500 on the addition confirm page shows the 403 texts and leads to the top page',
    path: '/after/step/confirm',
    operation: 'user_session/2',
    code: 'INTERNAL_SERVER_ERROR',
    status: 403,
    button: 'トップページへ戻る',
    leadsTo: '/',
    myPage: true,
  },
] as const;

signedInTest.describe('signed in, a failed session read', () => {
  for (const c of signedInCases) {
    signedInTest(c.name, async ({ page }) => {
      const stopFaking = await failApiCall(page, c.operation, { httpStatus: 500, code: c.code });
      const response = await page.goto(c.path);
      expect(response?.status()).toBe(200);
      const texts = errorPageTexts[c.status];
      await expectErrorPage(page, { title: texts.title, lead: texts.lead, button: c.button, myPage: 'myPage' in c && c.myPage });

      await stopFaking();
      await primaryButton(page).click();
      await expect(page).toHaveURL(pathIs(c.leadsTo));
      // The page the button led to loads normally: the failure is not carried along.
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(texts.title);
    });
  }
});

test('signed out, a failure shows the generic lead and retries the top page', async ({ page }) => {
  const stopFaking = await failApiCall(page, 'auth_status', { httpStatus: 500, code: 'INTERNAL_SERVER_ERROR' });
  await page.goto('/');
  await expectErrorPage(page, { title: 'システムエラー', lead: returnToTopLead, button: 'トップページへ戻る' });
  await stopFaking();
  await primaryButton(page).click();
  await expect(page).toHaveURL(pathIs('/'));
  await expect(page.getByRole('button', { name: 'マイナンバーカードでログイン' })).toBeVisible();
});

// Logs in on its own: the button ends the session, which the shared signed-in state needs.
test('400 logs the resident out and starts the login again', async ({ page }) => {
  await logIn(page);
  const stopFaking = await failApiCall(page, 'user_session/1', { httpStatus: 400, code: 'INVALID_CSRF_TOKEN' });
  await page.goto('/procedureselection');
  await expectErrorPage(page, { title: 'リクエストエラー', lead: errorPageTexts[400].lead, button: 'トップページへ戻る' });
  await stopFaking();

  await primaryButton(page).click();
  await page.waitForURL(/\/dev-idp\//);
  // The old session is gone; the new login brings the resident back.
  const authStatus = await page.request.get('/utsuru-api/v1/auth_status');
  expect(await authStatus.json()).toMatchObject({ authenticated: false });
  await completeDevIdpLogin(page);
  await page.waitForURL(pathIs('/mypage'));
});

test('the 404 page answers 404 for paths outside the table and ids failing a validate check', async ({ page }) => {
  const paths = [
    '/no-such-page', // outside the route table
    '/step/unknown', // under a real route
    '/lifeline/BAD_ID!', // an id the route's pattern cannot take
    '/lifeline/Bad_Id', // an id that fails the route's validate check
    '/after/lifeline/UPPER', // an optional id that fails it
  ];
  for (const path of paths) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ページが見つかりません');
    await expect(page.getByRole('main').getByText('This page could not be found')).toBeVisible();
    await expectPageFrame(page, 'ページが見つかりません');
  }
  await expectNoAxeViolations(page);
  await page.getByRole('main').getByRole('link', { name: 'トップページへ戻る' }).click();
  await expect(page).toHaveURL(pathIs('/'));
});
