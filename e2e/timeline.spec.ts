// Issue 27, マイページ's 「これまでの経過」 at both widths (画面テスト用の住民 40 and 41): a resident
// files 転出届, 転入予定連絡 and one lifeline notice and sees the filing in the timeline with its
// 受付番号; a clerk of the old municipality presses 「受付」 in the development inbox, and マイページ,
// left open, adds it to the timeline without a reload; she cancels the lifeline notice, and the
// timeline lists the cancellation with its own 受付番号, as the procedure's row does, and its mail,
// which arrives in the development mailbox with that 受付番号.
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { consoleErrors } from './support/console-errors';
import { inboxRow } from './support/dev-inbox';
import { giveAddress, mailText, openMail } from './support/dev-mail';
import { enterCompleteDraft } from './support/draft-api';
import { logIn } from './support/login';
import { pathIs } from './support/page-frame';
import { residentNamed } from './support/residents';
import { applicationCard, procedureRow, clickRevoke, waitUntilDelivered } from './support/revocation';
import { sendEnteredApplication } from './support/send-application';
import { openSigningApp, receptionNumberPattern, signInSigningApp } from './support/signing';
import { goOnFromReadiness } from './support/readiness';

const mobile = (testInfo: TestInfo) => testInfo.project.name.startsWith('mobile');
const resident = (testInfo: TestInfo) => (mobile(testInfo) ? residentNamed('村上', '直樹') : residentNamed('近藤', '彩'));
/** enterCompleteDraft moves from 新宿区: its office receives the 転出届. */
const oldOffice = 'municipality.131041';
const electricity = 'なにわ電気（ライフラインの手続き）';

const timelineOf = (card: Locator) => card.getByRole('region', { name: 'これまでの経過' });
/** The index of the first entry that says `text`, -1 when none does. */
const indexOf = async (timeline: Locator, text: string) => (await timeline.getByRole('listitem').allInnerTexts()).findIndex((entry) => entry.includes(text));

/** 「申請を取り消す」 for the lifeline notice, signed: the revocation's own 受付番号. */
async function cancelElectricity(page: Page, receptionNumber: string, signingPin: string): Promise<string> {
  await clickRevoke(page, receptionNumber);
  await goOnFromReadiness(page);
  await expect(page).toHaveURL(pathIs('/revocation/step'));
  await page.getByRole('group', { name: /^取り消す手続き/ }).getByRole('checkbox', { name: electricity }).check();
  await page.getByRole('button', { name: '確認へ進む' }).click();
  await expect(page).toHaveURL(pathIs('/revocation/step/confirm'));
  await page.getByRole('button', { name: '電子署名へ進む' }).click();
  await expect(page).toHaveURL(pathIs('/revocation/step/promptauth'));
  await signInSigningApp(await openSigningApp(page, page.context()), signingPin);
  await expect(page).toHaveURL(pathIs('/revocation/step/thanks'), { timeout: 20_000 });
  return (await page.getByRole('region', { name: '受付番号' }).getByRole('paragraph').first().innerText()).replace(/\s/g, '');
}

test('マイページ lists what happened to the move: the filing, a 受付 live, and the cancellation with its own 受付番号', async ({ page, context }, testInfo) => {
  // Signing twice, the outbox and マイページ's re-reads take their time.
  test.setTimeout(180_000);
  const errors = consoleErrors(page);
  const filer = resident(testInfo);
  await logIn(page, filer);
  const email = `timeline.${testInfo.project.name}@example.jp`;
  await enterCompleteDraft(page.request, filer, { moveInDays: 7, procedures: ['move_out', 'move_in'], businesses: ['naniwa-denki'] });
  await giveAddress(page, filer, email);
  const receptionNumber = await sendEnteredApplication(page, filer);

  // The filing, first, with its 受付番号 and its time in Japan; then the deliveries.
  await page.goto('/mypage');
  const card = applicationCard(page, receptionNumber);
  const timeline = timelineOf(card);
  await expect(timeline.getByRole('heading', { name: 'これまでの経過' })).toBeVisible();
  const first = timeline.getByRole('listitem').first();
  await expect(first).toContainText('申請を受け付けました');
  await expect(first).toContainText(`受付番号 ${receptionNumber}`);
  await expect(first.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/);
  await expect(first.locator('time')).toHaveText(/^\d{4}年\d{1,2}月\d{1,2}日 \d{2}:\d{2}$/);
  await expect(timeline).toContainText('新宿区（転出届）の状況が「送信済み」になりました', { timeout: 20_000 });
  await expectNoAxeViolations(page);

  // The clerk of 新宿区 presses 「受付」; マイページ, still open, adds it without a reload.
  const clerk = await context.newPage();
  const arrived = await inboxRow(clerk, oldOffice, receptionNumber);
  await arrived.getByRole('button', { name: '受付', exact: true }).click();
  await expect(clerk.getByRole('status')).toContainText('受付');
  await clerk.close();
  const received = '新宿区（転出届）の状況が「受付済み」になりました';
  await expect(timeline).toContainText(received, { timeout: 60_000 });
  expect(await indexOf(timeline, received)).toBeGreaterThan(await indexOf(timeline, '新宿区（転出届）の状況が「送信済み」になりました'));
  await expectNoAxeViolations(page);

  // The cancellation of the lifeline notice: its own 受付番号 in the timeline and on the procedure's row.
  await waitUntilDelivered(page, receptionNumber);
  await page.goto('/mypage');
  const revocationNumber = await cancelElectricity(page, receptionNumber, filer.signing_pin);
  expect(revocationNumber).toMatch(receptionNumberPattern);
  await page.goto('/mypage');
  const cancellation = timeline.getByRole('listitem').filter({ hasText: '取消しの申込みを受け付けました' });
  await expect(cancellation).toContainText(`受付番号 ${revocationNumber}`);
  expect(await indexOf(timeline, '取消しの申込みを受け付けました')).toBeGreaterThan(await indexOf(timeline, received));
  await expect(procedureRow(card, electricity)).toContainText(`取消しの受付番号 ${revocationNumber}`);
  await expectNoAxeViolations(page);

  // The cancellation's mail, with its own 受付番号; once sent, the timeline says so.
  const mailbox = await context.newPage();
  await openMail(mailbox, email, `【うつる】取消しの申込みを受け付けました（受付番号 ${revocationNumber}）`);
  await expect(mailText(mailbox)).toContainText(receptionNumber);
  await mailbox.close();
  await page.goto('/mypage');
  await expect(timeline).toContainText('メール『取消しの申込み受付のお知らせ』を送信しました');
  expect(errors).toEqual([]);
});
