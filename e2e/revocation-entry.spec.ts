// Issue 14, the ways into the revocation, at both widths. A deep link to /revocation/step while
// signed out asks to log in with the revocation's services (issue 24); each second login service
// has its login-error page (spec §2) for a login that does not complete; a login from either
// lands on /revocation/step (画面テスト用の住民 31, 木村 結衣, who filed nothing: the page says there is
// nothing to cancel and leads back to マイページ, and the console shows no error, issue 24 point 1b).
// Then the choice itself (住民 32, 林 大和): choosing the 転出届 also chooses
// the visit reservation that hangs on it and asks for the municipalities' 取消理由, the checks and
// the error summary mirror the server's, and the confirm page says so before signing.
import { expect, test, type Page } from '@playwright/test';
import { reasonMissingMessage } from '#shared/cancellation';
import { expectNoAxeViolations } from './support/axe';
import { consoleErrors } from './support/console-errors';
import { completeDevIdpLogin, logIn } from './support/login';
import { pathIs } from './support/page-frame';
import { residentNamed } from './support/residents';
import { clickRevoke, waitUntilDelivered } from './support/revocation';
import { sendApplication } from './support/send-application';
import { goOnFromReadiness } from './support/readiness';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const loginErrorTitle = 'ログインできませんでした';

/** /revocation/step of a resident who filed nothing: the reason, what to do, and the way back. */
async function expectNothingFiled(page: Page): Promise<void> {
  await expect(heading(page)).toHaveText('申請の取消し');
  await expect(page.getByRole('main')).toContainText('取り消しできる送信済みの申請が見つかりません。');
  await expect(page.getByRole('main')).toContainText('まだ送信していない申請は、取り消す必要はありません。');
  await expect(page.getByRole('link', { name: 'マイページへ戻る' })).toHaveAttribute('href', '/mypage');
  await expectNoAxeViolations(page);
}

test('a deep link to /revocation/step while signed out asks to log in; its login lands on /revocation/step', async ({ page }) => {
  await page.goto('/revocation/step');
  await expect(heading(page)).toHaveText('ログインしてください');
  await expect(page).toHaveURL(pathIs('/revocation/step'));
  await expect(page.getByText('申請の取消しの画面を開くには、ログインが必要です。次のいずれかの方法でログインしてください。')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'マイナンバーカードでログイン' }).click();
  const errors = consoleErrors(page);
  await completeDevIdpLogin(page, residentNamed('木村', '結衣'));
  await expect(page).toHaveURL(pathIs('/revocation/step'));
  // Nothing filed: the page says so and what to do, without an error page or a failed call.
  await expectNothingFiled(page);
  expect(errors).toEqual([]);
  await page.getByRole('link', { name: 'マイページへ戻る' }).click();
  await expect(page).toHaveURL(pathIs('/mypage'));
});

for (const { provider, path } of [
  { provider: '提携ログインサービス', path: '/error/revocation/lp/loginerror' },
  { provider: '他のログインサービス（MINT）', path: '/error/revocation/mint/loginerror' },
] as const) {
  test(`the revocation signs in with ${provider}: a login that does not complete comes back to ${path}, one that does lands on /revocation/step`, async ({ page, context }) => {
    await page.goto(path);
    await expect(heading(page)).toHaveText(loginErrorTitle);
    await expectNoAxeViolations(page);
    const button = page.getByRole('button', { name: `${provider}でもう一度ログイン` });

    let opened = context.waitForEvent('page');
    await button.click();
    const cancelled = await opened;
    await cancelled.waitForURL(/\/dev-idp\//);
    await cancelled.getByRole('button', { name: 'キャンセル' }).click();
    await expect(cancelled).toHaveURL(pathIs(path));
    await expect(heading(cancelled)).toHaveText(loginErrorTitle);
    await cancelled.close();

    opened = context.waitForEvent('page');
    await button.click();
    const tab = await opened;
    await completeDevIdpLogin(tab, residentNamed('木村', '結衣'));
    await expect(tab).toHaveURL(pathIs('/revocation/step'));
    await expectNothingFiled(tab);
  });
}

test('choosing the 転出届 chooses its visit reservation and asks for a reason; the confirm page says both go', async ({ page }) => {
  test.setTimeout(150_000);
  const resident = residentNamed('林', '大和');
  await logIn(page, resident);
  const receptionNumber = await sendApplication(page, resident, { moveInDays: 7, procedures: ['move_out', 'move_in'] });
  await waitUntilDelivered(page, receptionNumber);
  await page.goto('/mypage');
  await clickRevoke(page, receptionNumber);
  await goOnFromReadiness(page);
  await expect(heading(page)).toHaveText('申請の取消し');

  // Nothing chosen: the error summary takes focus and leads to the first check box.
  await page.getByRole('button', { name: '確認へ進む' }).click();
  const summary = page.getByRole('region', { name: '入力内容にエラーがあります' });
  await expect(summary).toBeFocused();
  await expect(page).toHaveTitle(/^エラー：/);
  await expect(summary.getByRole('link')).toHaveText(['取り消す手続き：取り消す手続きを1つ以上選択してください。']);
  await expectNoAxeViolations(page);
  await summary.getByRole('link').click();
  const moveOut = page.getByRole('checkbox', { name: '新宿区（転出届）' });
  await expect(moveOut).toBeFocused();
  await expect(moveOut).toHaveAttribute('aria-invalid', 'true');

  // The 転出届 takes its visit reservation with it, and a municipality asks for a reason.
  // The 転出届 itself says, before it is chosen, what it takes with it (keyboard users never reach the disabled one).
  await expect(moveOut).toHaveAccessibleDescription(/転出届を取り消すと、大阪市北区（転入予定連絡）もあわせて取り消されます。取消理由の入力が必要です。/);
  await page.keyboard.press('Space');
  await expect(moveOut).toBeChecked();
  const visit = page.getByRole('checkbox', { name: '大阪市北区（転入予定連絡）' });
  await expect(visit).toBeChecked();
  await expect(visit).toBeDisabled();
  await expect(visit).toHaveAccessibleDescription(/転出届を取り消すと、大阪市北区（転入予定連絡）もあわせて取り消されます。/);
  const reason = page.getByRole('textbox', { name: /^取消理由\s*※必須$/ });
  await expect(reason).toBeVisible();
  await page.getByRole('button', { name: '確認へ進む' }).click();
  await expect(summary.getByRole('link')).toHaveText([`取消理由：${reasonMissingMessage}`]);
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(`＊${reasonMissingMessage}`)).toBeVisible();
  await expectNoAxeViolations(page);
  await reason.fill('引越しを取りやめたため');
  await page.getByRole('button', { name: '確認へ進む' }).click();

  // The confirm page says the visit reservation goes with the 転出届, before signing.
  await expect(page).toHaveURL(pathIs('/revocation/step/confirm'));
  await expect(page.getByText('転出届を取り消すと、大阪市北区（転入予定連絡）もあわせて取り消されます。')).toBeVisible();
  await expect(page.getByRole('region', { name: '取り消す手続き' }).getByRole('listitem')).toHaveText(['新宿区（転出届）', '大阪市北区（転入予定連絡）']);
  await expect(page.getByRole('region', { name: '取消理由' })).toContainText('引越しを取りやめたため');
  await expectNoAxeViolations(page);

  // Back to change the choice keeps it.
  await page.getByRole('button', { name: '取り消す手続きを選び直す' }).click();
  await expect(page).toHaveURL(pathIs('/revocation/step'));
  await expect(page.getByRole('checkbox', { name: '新宿区（転出届）' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: /^取消理由/ })).toHaveValue('引越しを取りやめたため');
  // The input page keeps the application's 受付番号, so a reload revokes the same application.
  await expect(page).toHaveURL((url) => url.pathname === '/revocation/step' && url.searchParams.get('reception_number') === receptionNumber);
  await page.reload();
  await expect(heading(page)).toHaveText('申請の取消し');
  await expect(page.getByRole('main')).toContainText(`受付番号${receptionNumber}`);
});
