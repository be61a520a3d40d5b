// Issue 27, mail at every step, at both widths: a resident who gave a mail address files; the
// development mailbox (/dev-mail) shows the confirmation and the fraud alert as they arrived over
// SMTP; the development inbox's clerk answers 受付 and then 差戻し with a reason, and each answer's
// mail arrives too. マイページ's mail choices save with a status message. Axe on every page.
import { expect, test, type TestInfo } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { enterCompleteDraft } from './support/draft-api';
import { inboxRow } from './support/dev-inbox';
import { giveAddress, mailText, openMail } from './support/dev-mail';
import { logIn } from './support/login';
import { residentNamed } from './support/residents';
import { sendEnteredApplication } from './support/send-application';

/** Set aside for this spec (画面テスト用の住民 48 and 49), one per width; each writes to its own address. */
const residentOf = (testInfo: TestInfo) => (testInfo.project.name.startsWith('mobile') ? residentNamed('松田', '恵') : residentNamed('岡田', '拓也'));
const addressOf = (testInfo: TestInfo) => `mail.${testInfo.project.name}@example.jp`;
/** sendApplication moves from 新宿区 to 大阪市北区: their offices receive the 転出届 and the 転入予定連絡. */
const oldOffice = 'municipality.131041';
const newOffice = 'municipality.271276';

test('the filing, its fraud alert, 受付済み and 差戻し arrive by mail, and マイページ keeps the choice of mails', async ({ page, context }, testInfo) => {
  // Signing, the outbox, the clerk and the mail job: a minute or so in all.
  test.setTimeout(150_000);
  const email = addressOf(testInfo);
  const resident = residentOf(testInfo);
  await logIn(page, resident);
  await enterCompleteDraft(page.request, resident, { moveInDays: 7, procedures: ['move_out', 'move_in'] });
  await giveAddress(page, resident, email);
  const receptionNumber = await sendEnteredApplication(page, resident);

  const mailbox = await context.newPage();
  await openMail(mailbox, email, `【うつる】申請を受け付けました（受付番号 ${receptionNumber}）`);
  await expect(mailText(mailbox)).toContainText(receptionNumber);
  await expect(mailbox.getByRole('region', { name: 'HTML のソース' })).toContainText('<!DOCTYPE html>');
  await openMail(mailbox, email, /【うつる】引越し手続きの申請がありました（心当たりがない場合はご連絡ください）/);
  await expect(mailText(mailbox)).toContainText(receptionNumber);
  await expect(mailText(mailbox)).toContainText('心当たりがない場合は');

  // The old office's clerk takes the 転出届 in hand: 受付済み comes by mail.
  const clerk = await context.newPage();
  const moveOut = await inboxRow(clerk, oldOffice, receptionNumber);
  await moveOut.getByRole('button', { name: '受付', exact: true }).click();
  await expect(clerk.getByRole('status')).toContainText('受付');
  await openMail(mailbox, email, /【うつる】.*新宿区.*が「受付済み」になりました/);
  await expect(mailText(mailbox)).toContainText(receptionNumber);

  // The new office sends the 転入予定連絡 back with a reason: 差戻し comes by mail, with it.
  const reason = '転入先の部屋番号が確認できませんでした。';
  const moveIn = await inboxRow(clerk, newOffice, receptionNumber);
  await moveIn.getByRole('textbox', { name: '差戻しの理由' }).fill(reason);
  await moveIn.getByRole('button', { name: '差戻し', exact: true }).click();
  await expect(clerk.getByRole('status')).toContainText('差戻し');
  await openMail(mailbox, email, /【うつる】.*大阪市北区.*が「差戻し」になりました/);
  await expect(mailText(mailbox)).toContainText(reason);

  // マイページ: the fraud alert cannot be turned off; another mail can, and the choice is kept.
  await page.goto('/mypage');
  const choices = page.getByRole('group', { name: 'メールで受け取るお知らせ' });
  const fraud = choices.getByRole('checkbox', { name: /確認のお知らせ/ });
  await expect(fraud).toBeChecked();
  await expect(fraud).toBeDisabled();
  await expect(choices.getByText('不正な申請に気づくためのメールのため、止めることはできません。')).toBeVisible();
  await choices.getByRole('checkbox', { name: '受付済みのお知らせ' }).uncheck();
  await page.getByRole('button', { name: 'メールの設定を保存する' }).click();
  await expect(page.getByRole('status').filter({ hasText: '受け取るメールの設定を保存しました。' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(page.getByRole('group', { name: 'メールで受け取るお知らせ' }).getByRole('checkbox', { name: '受付済みのお知らせ' })).not.toBeChecked();
  // Back as it was, for the other width's run against the same server.
  await page.getByRole('group', { name: 'メールで受け取るお知らせ' }).getByRole('checkbox', { name: '受付済みのお知らせ' }).check();
  await page.getByRole('button', { name: 'メールの設定を保存する' }).click();
  await expect(page.getByRole('status').filter({ hasText: '受け取るメールの設定を保存しました。' })).toBeVisible();
});
