// The normal flow's own pages (issue 5) against the real server: /step shows step 1 and step 2
// with each block's input status, deep links land where the guards allow, and a complete draft
// goes through /step/confirm, the signature at the
// development provider's signing page (a new tab) while /step/promptauth polls, and
// /step/thanks with the reception number. axe runs on every page. (「一時保存してマイページへ」 is
// walked by the normal flow's generated paths, e2e/model/normal-flow.model.ts.)
import { expect, test, type Page } from '@playwright/test';
import { pageTitle } from '#shared/config/brand';
import { expectNoAxeViolations } from './support/axe';
import { openSigningApp, receptionNumberPattern, signInSigningApp } from './support/signing';
import { enterCompleteDraft } from './support/draft-api';
import { logIn } from './support/login';
import { pathIs } from './support/page-frame';
import { openStepOverview } from './support/step-overview';
import { residentNamed } from './support/residents';

/** Set aside for this spec: its application is submitted, and its draft starts over after. */
const resident = residentNamed('山本', '葵');

async function expectHeading(page: Page, heading: string, title: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page).toHaveTitle(pageTitle(title));
}

test.beforeEach(async ({ page }) => {
  await logIn(page, resident);
});

test('/step shows step 1 with each block’s status and its page, and holds step 2 and confirming back', async ({ page }) => {
  // At the second width this resident's application is already sent: start over on purpose.
  await openStepOverview(page);
  await expectHeading(page, '申請内容の入力', '申請内容の入力');
  const stepOne = page.getByRole('region', { name: 'ステップ1　申請者と引越しの情報' });
  for (const [block, href] of [['1.1 申請者の情報', '/personalinfo'], ['1.2 住所・引越し日・世帯', '/address'], ['1.3 希望する手続き', '/procedureselection']] as const) {
    const region = stepOne.getByRole('region', { name: block });
    await expect(region.getByRole('heading', { level: 3 })).toHaveText(block);
    await expect(region.getByRole('link', { name: new RegExp(`^(入力|修正)\\s?（${block.replace('.', '\\.')}）$`) })).toHaveAttribute('href', href);
  }
  await expect(page.getByText('ステップ1の入力がすべて終わると、手続きごとの内容を入力できます。')).toBeVisible();
  await expect(page.getByRole('button', { name: '入力内容を確認する' })).toBeDisabled();
  await expectNoAxeViolations(page);

  // Keyboard: the first block's button is reachable and leads to its page.
  const first = stepOne.getByRole('link', { name: /（1\.1 申請者の情報）$/ });
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(pathIs('/personalinfo'));
});

test('deep links to later pages land on /step while the draft is not ready, replacing the history entry', async ({ page }) => {
  await page.goto('/mypage');
  for (const path of ['/step/confirm', '/step/promptauth', '/step/thanks']) {
    await page.goto(path);
    await expect(page).toHaveURL(pathIs('/step'));
    await expectHeading(page, '申請内容の入力', '申請内容の入力');
  }
  // Each redirect replaced the deep link: the history holds three /step entries, then マイページ.
  for (let back = 0; back < 2; back += 1) {
    await page.goBack();
    await expect(page).toHaveURL(pathIs('/step'));
  }
  await page.goBack();
  await expect(page).toHaveURL(pathIs('/mypage'));
});

test('a complete draft is confirmed, signed at the provider and submitted, and the reception number shows', async ({ page, context }) => {
  await enterCompleteDraft(page.request, resident, { moveInDays: 7, procedures: ['move_out', 'move_in'] });
  await page.goto('/step');
  await expect(page.getByRole('region', { name: /^転入予定連絡（/ }).getByText('入力済み')).toBeVisible();
  const confirm = page.getByRole('button', { name: '入力内容を確認する' });
  await expect(confirm).toBeEnabled();
  await expectNoAxeViolations(page);
  await confirm.click();

  // /step/confirm: every section, each with its 修正 link back to here.
  await expect(page).toHaveURL(pathIs('/step/confirm'));
  await expectHeading(page, '申請内容の確認', '申請内容の確認');
  const applicant = page.getByRole('region', { name: '申請者の情報' });
  await expect(applicant.getByRole('definition').first()).toHaveText(`${resident.family_name} ${resident.given_name}`);
  await expect(applicant.getByRole('link', { name: /^修正\s?（申請者の情報）$/ })).toHaveAttribute('href', '/personalinfo?return_to=/step/confirm');
  await expect(page.getByRole('region', { name: /^転入予定連絡（/ }).getByRole('link', { name: /^修正/ })).toHaveAttribute('href', '/movingin?return_to=/step/confirm');
  await expectNoAxeViolations(page);

  // Back to /step and forward again: the machine follows the browser.
  await page.goBack();
  await expect(page).toHaveURL(pathIs('/step'));
  await expect(page.getByRole('button', { name: '入力内容を確認する' })).toBeEnabled();
  await page.goForward();
  await expect(page).toHaveURL(pathIs('/step/confirm'));
  await page.getByRole('button', { name: '電子署名へ進む' }).click();

  // /step/promptauth: the page waits while the resident signs in a new tab.
  await expect(page).toHaveURL(pathIs('/step/promptauth'));
  await expectHeading(page, '電子署名', '電子署名');
  await expect(page.getByRole('status').filter({ hasText: '署名を待っています' })).toBeVisible();
  await expectNoAxeViolations(page);
  await signInSigningApp(await openSigningApp(page, context), resident.signing_pin);

  // /step/thanks: the reception number, large and in groups.
  await expect(page).toHaveURL(pathIs('/step/thanks'), { timeout: 15_000 });
  await expectHeading(page, '申請を受け付けました', '申請の完了');
  const number = page.getByRole('region', { name: '受付番号' }).getByRole('paragraph').first();
  await expect(number).toHaveText(receptionNumberPattern);
  await expectNoAxeViolations(page);

  // Back is refused: the flow does not reopen a submitted application.
  await page.goBack();
  await expect(page).toHaveURL(pathIs('/step/thanks'));
  await page.getByRole('link', { name: 'マイページへ' }).click();
  await expect(page).toHaveURL(pathIs('/mypage'));
});
