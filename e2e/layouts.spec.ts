// The four layouts of spec §2 (issue 3): common has no login check; step, after and revocation
// each run theirs. Signed in, each shows its page in the shared frame; signed out, each check
// sends the resident where decision 005 says.
import { expect, test, type Page, type Response } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expectPageFrame, pathIs, rememberIndex01AsStart } from './support/page-frame';
import { signedInTest } from './support/signed-in';

/**
 * The revocation layout's check lets a signed-in resident stay: its page runs (issue 14). This
 * resident filed nothing, so the page says there is nothing to cancel (issue 24).
 */
async function expectRevocationPage(page: Page, response: Response | null, path: string): Promise<void> {
  expect(response?.status()).toBe(200);
  expect(response?.headers()['x-robots-tag']).toContain('noindex');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('申請の取消し');
  await expect(page.getByRole('main')).toContainText('取り消しできる送信済みの申請が見つかりません。');
  await expect(page.getByText('このページは準備中です。')).toHaveCount(0);
  // The check let the resident stay.
  await expect(page).toHaveURL(pathIs(path));
  await expectPageFrame(page, '申請の取消し');
}

const layoutPages = [
  // Every layout's routes are real pages now: the common layout's (the last, /loadingupdate, in
  // issue 13), the step layout's (e2e/step-flow.spec.ts), the after layout's (issue 13,
  // e2e/addition-*.spec.ts) and the revocation layout's (issue 14, e2e/revocation-*.spec.ts).
  { layout: 'revocation', path: '/revocation/step' },
] as const;

signedInTest.describe('signed in', () => {
  for (const { layout, path } of layoutPages) {
    signedInTest(`the ${layout} layout shows its page (${path})`, async ({ page }) => {
      await expectRevocationPage(page, await page.goto(path), path);
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('signed out', () => {
  test('the common layout has no login check', async ({ page }) => {
    // /loadingupdate needs a login: the page itself asks for it (issue 24), the layout sends nobody away.
    const response = await page.goto('/loadingupdate');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ログインしてください');
    await expect(page).toHaveURL(pathIs('/loadingupdate'));
    await expectPageFrame(page, 'ログインしてください');
    await expectNoAxeViolations(page);
  });

  // One route per layout: the check is the layout's, whichever of its routes is asked for. The
  // step layout sends the resident to the top page; the after and revocation layouts ask to log
  // in where the resident is (issue 24: a signed-out deep link is not a failed login).
  const signedOutChecks = [
    { layout: 'step', path: '/step/promptauth', to: '/', title: 'トップ', heading: '引越しの手続きをオンラインで' },
    { layout: 'after', path: '/after/lifeline/denki-01', to: '/after/lifeline/denki-01', title: 'ログインしてください', heading: 'ログインしてください' },
    { layout: 'revocation', path: '/revocation/step/confirm', to: '/revocation/step/confirm', title: 'ログインしてください', heading: 'ログインしてください' },
  ] as const;

  for (const { layout, path, to, title, heading } of signedOutChecks) {
    test(`the ${layout} layout's check on ${path} shows ${to === path ? 'the request to log in' : to}`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(pathIs(to));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expectPageFrame(page, title);
      await expectNoAxeViolations(page);
    });
  }

  test('the step layout sends the resident to the remembered start page', async ({ page }) => {
    await rememberIndex01AsStart(page);
    await page.goto('/procedureselection');
    await page.goto('/step');
    await expect(page).toHaveURL(pathIs('/index01'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('引越しの手続きをオンラインで');
    // The redirect replaced /step in the history, so Back does not run into the check again.
    await page.goBack();
    await expect(page).toHaveURL(pathIs('/procedureselection'));
  });
});
