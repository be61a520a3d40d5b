// Issue 24, the revocation as a new resident walks it, at both widths (画面テスト用の住民 33,
// 西村 美咲), with one filed application (転出届 and 転入予定連絡 from 新宿区 to 大阪市北区, and
// なにわ電気): マイページ says until when it can be cancelled (point 1e); what is ticked and typed on
// /revocation/step survives a reload (point 5); the signing tab says that it signs a cancellation
// and of which procedures (point 3a); and once everything is cancelled, /revocation/step says
// that nothing can be cancelled now, and why (point 1b).
import { expect, test, type Page } from '@playwright/test';
import { japaneseDate } from '#shared/domain/calendar-days';
import { expectNoAxeViolations } from './support/axe';
import { consoleErrors } from './support/console-errors';
import { japanDay } from './support/draft-api';
import { logIn } from './support/login';
import { pathIs } from './support/page-frame';
import { residentNamed } from './support/residents';
import { applicationCard, clickRevoke, waitUntilDelivered } from './support/revocation';
import { sendApplication } from './support/send-application';
import { openSigningApp, signInSigningApp } from './support/signing';
import { goOnFromReadiness } from './support/readiness';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const moveOut = '新宿区（転出届）';
const moveIn = '大阪市北区（転入予定連絡）';
const electricity = 'なにわ電気（ライフラインの手続き）';
const reasonText = '引越しを取りやめたため';

test('the deadline on マイページ, the choice kept across a reload, a signing tab that names the cancellation, and nothing left to cancel', async ({ page, context }) => {
  test.setTimeout(180_000);
  const resident = residentNamed('西村', '美咲');
  await logIn(page, resident);
  const receptionNumber = await sendApplication(page, resident, { moveInDays: 7, procedures: ['move_out', 'move_in'], businesses: ['naniwa-denki'] });
  await waitUntilDelivered(page, receptionNumber);
  const errors = consoleErrors(page);

  // マイページ says until when the application can be cancelled (1e).
  await page.goto('/mypage');
  const card = applicationCard(page, receptionNumber);
  await expect(card).toContainText(`取消しの期限${japaneseDate(japanDay(7))}（引越し予定日）まで`);
  await expectNoAxeViolations(page);
  await clickRevoke(page, receptionNumber);
  await goOnFromReadiness(page);

  // What is ticked and typed is saved as it is entered, and a reload brings it back (5).
  await expect(heading(page)).toHaveText('申請の取消し');
  const choices = page.getByRole('group', { name: /^取り消す手続き/ });
  await choices.getByRole('checkbox', { name: electricity }).check();
  await choices.getByRole('checkbox', { name: moveOut }).check();
  const reason = page.getByRole('textbox', { name: /^取消理由/ });
  const saveStatus = page.getByRole('main').getByRole('status');
  // Typing clears the saved status at once (a discrete input event renders before fill returns);
  // leaving the field saves what was typed.
  await reason.fill(reasonText);
  await reason.blur();
  await expect(saveStatus).toHaveText('入力内容を保存しました。');
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(heading(page)).toHaveText('申請の取消し');
  await expect(choices.getByRole('checkbox', { name: moveOut })).toBeChecked();
  await expect(choices.getByRole('checkbox', { name: moveIn })).toBeChecked();
  await expect(choices.getByRole('checkbox', { name: electricity })).toBeChecked();
  await expect(reason).toHaveValue(reasonText);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: '確認へ進む' }).click();
  await expect(page).toHaveURL(pathIs('/revocation/step/confirm'));
  await page.getByRole('button', { name: '電子署名へ進む' }).click();
  await expect(page).toHaveURL(pathIs('/revocation/step/promptauth'));
  await expectNoAxeViolations(page);

  // The signing tab says that it signs a cancellation, and of which procedures (3a).
  const signing = await openSigningApp(page, context);
  await expect(signing.getByText('申請の取消しに電子署名をします。')).toBeVisible();
  await expect(signing.getByText('申請内容のハッシュ値')).toHaveCount(0);
  const what = signing.getByRole('list', { name: `取り消す手続き（受付番号 ${receptionNumber} の申請）` });
  await expect(what.getByRole('listitem')).toHaveText([moveOut, moveIn, electricity]);
  await expect(signing.getByText('取消し内容のハッシュ値（SHA-256）')).toBeVisible();
  await expectNoAxeViolations(signing);
  await signInSigningApp(signing, resident.signing_pin);
  await expect(page).toHaveURL(pathIs('/revocation/step/thanks'), { timeout: 20_000 });
  await expectNoAxeViolations(page);

  // Everything is being cancelled: nothing can be cancelled now, and the page says why (1b).
  await page.goto(`/revocation/step?reception_number=${receptionNumber}`);
  await expect(heading(page)).toHaveText('申請の取消し');
  const main = page.getByRole('main');
  await expect(main).toContainText('この申請には、いま取り消しできる手続きがありません。');
  await expect(main).toContainText('すでに取消しを申し込んでいます（取消処理中）。');
  await expect(page.getByRole('button', { name: '確認へ進む' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'マイページへ戻る' })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});
