// Issue 14, the revocation journey, at both widths (画面テスト用の住民 29, 松本 陽菜): the resident
// files 転出届 and 転入予定連絡 (新宿区 → 大阪市北区) with two lifeline notices (なにわ電気,
// まちかど水道センター); once they are delivered, マイページ's 「申請を取り消す」 leads to the
// revocation of that application, where she cancels only なにわ電気's notice (no reason: a business
// asks for none), confirms, signs with the signing password and sees the revocation's 受付番号.
// なにわ電気 receives the cancellation in the development inbox and accepts it; マイページ then shows
// 取消済み for it and the other procedures unchanged.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { consoleErrors } from './support/console-errors';
import { acknowledgeCancellation, cancellationRow, expectNoCancellation } from './support/dev-inbox';
import { logIn } from './support/login';
import { pathIs } from './support/page-frame';
import { residentNamed } from './support/residents';
import { applicationCard, procedureRow, clickRevoke, revokeLink, waitUntilDelivered } from './support/revocation';
import { sendApplication } from './support/send-application';
import { openSigningApp, receptionNumberPattern, signInSigningApp } from './support/signing';
import { goOnFromReadiness } from './support/readiness';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const electricity = 'なにわ電気（ライフラインの手続き）';

test('a resident cancels one lifeline notice; the business accepts it; マイページ shows 取消済み for it only', async ({ page, context }) => {
  test.setTimeout(180_000);
  const resident = residentNamed('松本', '陽菜');
  await logIn(page, resident);
  const receptionNumber = await sendApplication(page, resident, { moveInDays: 7, procedures: ['move_out', 'move_in'], businesses: ['naniwa-denki', 'machikado-suido'] });
  await waitUntilDelivered(page, receptionNumber);
  const errors = consoleErrors(page);

  // マイページ offers the revocation of this application.
  await page.goto('/mypage');
  await expect(revokeLink(page, receptionNumber)).toHaveAttribute('href', `/revocation/step/readiness?reception_number=${receptionNumber}`);
  await expectNoAxeViolations(page);
  await clickRevoke(page, receptionNumber);
  await goOnFromReadiness(page);

  // /revocation/step: the application and each procedure as a check box.
  await expect(page).toHaveURL(pathIs('/revocation/step'));
  await expect(heading(page)).toHaveText('申請の取消し');
  const main = page.getByRole('main');
  await expect(main).toContainText(`受付番号${receptionNumber}`);
  const choices = page.getByRole('group', { name: /^取り消す手続き/ });
  await expect(choices.getByRole('checkbox')).toHaveCount(4);
  await expectNoAxeViolations(page);
  await choices.getByRole('checkbox', { name: electricity }).check();
  // A business asks for no reason: no 取消理由 field.
  await expect(page.getByRole('textbox', { name: /取消理由/ })).toHaveCount(0);
  await page.getByRole('button', { name: '確認へ進む' }).click();

  // The confirm page: only なにわ電気's notice.
  await expect(page).toHaveURL(pathIs('/revocation/step/confirm'));
  await expect(heading(page)).toHaveText('取消し内容の確認');
  const chosen = page.getByRole('region', { name: '取り消す手続き' });
  await expect(chosen.getByRole('listitem')).toHaveText([electricity]);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: '電子署名へ進む' }).click();

  // Signed like the application, with the signing password.
  await expect(page).toHaveURL(pathIs('/revocation/step/promptauth'));
  await expect(heading(page)).toHaveText('電子署名');
  await expectNoAxeViolations(page);
  await signInSigningApp(await openSigningApp(page, context), resident.signing_pin);
  await expect(page).toHaveURL(pathIs('/revocation/step/thanks'), { timeout: 20_000 });
  await expect(heading(page)).toHaveText('取消しを受け付けました');
  const revocationNumber = (await page.getByRole('region', { name: '受付番号' }).getByRole('paragraph').first().innerText()).replace(/\s/g, '');
  expect(revocationNumber).toMatch(receptionNumberPattern);
  expect(revocationNumber).not.toBe(receptionNumber);
  await expect(main).toContainText('「取消処理中」と表示され、提出先が確認すると「取消済み」に変わります。');
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);

  // なにわ電気 receives the cancellation of this application (its procedure, no reason) and accepts it.
  const arrived = await cancellationRow(page, 'business.naniwa-denki', receptionNumber);
  // Cells after the row header: 取り消す申請の受付番号, 受信日時, 手続き, 申請者名, 取消理由, …
  await expect(arrived.getByRole('cell').nth(2)).toHaveText('ライフラインの手続き');
  await expect(arrived.getByRole('cell').nth(4)).toHaveText('（なし）');
  await acknowledgeCancellation(page, 'business.naniwa-denki', receptionNumber);
  // No other recipient received a cancellation of it.
  for (const other of ['business.machikado-suido', 'municipality.131041', 'municipality.271276'] as const) {
    await expectNoCancellation(page, other, receptionNumber);
  }

  // マイページ: 取消済み for なにわ電気, the other procedures as they were.
  await page.goto('/mypage');
  const card = applicationCard(page, receptionNumber);
  await expect(procedureRow(card, electricity)).toContainText('取消済み', { timeout: 30_000 });
  await expect(procedureRow(card, electricity)).toContainText('送信済み');
  for (const other of ['新宿区（転出届）', '大阪市北区（転入予定連絡）', 'まちかど水道センター（ライフラインの手続き）']) {
    await expect(procedureRow(card, other)).toContainText('送信済み');
    await expect(procedureRow(card, other)).not.toContainText('取消');
  }
  await expectNoAxeViolations(page);

  // A reload of the thanks page goes to マイページ rather than starting again.
  await page.goto('/revocation/step/thanks');
  await expect(page).toHaveURL(pathIs('/mypage'));
});
