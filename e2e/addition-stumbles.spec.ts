// Issue 24, what a new resident stumbled over in the addition, at both widths.
// 1. (住民 36 原田 颯太 at 375 px, 住民 37 小松 莉子 at 1366 px) After filing 世田谷区 → 横浜市中区 and
//    refreshing the identity data, the overview shows the prefilled applicant as done (4a);
//    「追加する」 says what it is doing while it works (4b); さくらガス, serving 東京都 too, asks for the
//    stop date at the old address as the normal flow does, and no false note (1c); the confirm page
//    shows the addresses the business receives (3b); a second addition the same day skips the
//    identity check and says so (4c).
// 2. (住民 38 大野 拓真 at 375 px, 住民 39 今井 美月 at 1366 px) Once the 転出届 is cancelled,
//    マイページ offers no addition for that move, says why and offers a new move; /after/step
//    explains instead of starting an addition; a refresh that changes nothing says so (1d).
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { calledOffMoveMessage } from '#shared/called-off-move';
import { expectNoAxeViolations } from './support/axe';
import { acknowledgeCancellation } from './support/dev-inbox';
import { japanDay, setagaya, yokohamaNaka } from './support/draft-api';
import { retype, save } from './support/form-steps';
import { logIn } from './support/login';
import { pathIs } from './support/page-frame';
import { residentNamed } from './support/residents';
import { applicationCard, procedureRow, clickRevoke, waitUntilDelivered } from './support/revocation';
import { sendApplication } from './support/send-application';
import { openSigningApp, signInSigningApp } from './support/signing';
import { goOnFromReadiness } from './support/readiness';

const mobile = (testInfo: TestInfo) => testInfo.project.name.startsWith('mobile');
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const digits = (date: string) => date.replaceAll('/', '');
const addLink = 'ライフラインの手続きを追加する';

/** /after/checkinformation → 「いいえ」 → /after/updateinformation → /loadingupdate, until the refresh has an answer. */
async function askForRefresh(page: Page): Promise<void> {
  await expect(page).toHaveURL(pathIs('/after/checkinformation'));
  await expectNoAxeViolations(page);
  await page.getByRole('group', { name: /^住所は引越し先の新しい住所になっていますか/ }).getByLabel('いいえ、引越し前の住所のままです').check();
  await page.getByRole('button', { name: '次へ進む' }).click();
  await expect(page).toHaveURL(pathIs('/after/updateinformation'));
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: '本人情報を更新する' }).click();
  await expect(page).toHaveURL(pathIs('/loadingupdate'));
  await expect(page.getByRole('link', { name: 'この内容で手続きを進める' })).toBeVisible({ timeout: 20_000 });
  await expectNoAxeViolations(page);
}

test('the addition asks what the normal flow asks, shows the addresses, and takes fewer steps', async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  const resident = mobile(testInfo) ? residentNamed('原田', '颯太') : residentNamed('小松', '莉子');
  await logIn(page, resident);
  const original = await sendApplication(page, resident, {
    moveInDays: 7,
    procedures: ['move_out', 'move_in'],
    from: setagaya('世田谷5-6-7'),
    to: yokohamaNaka('1-2 うつるハイツ301'),
  });
  await page.goto('/mypage');
  await expectNoAxeViolations(page);
  await applicationCard(page, original).getByRole('link', { name: addLink }).click();
  await goOnFromReadiness(page);

  // The refresh brings the new address; the applicant, prefilled from the identity, is already done (4a).
  await askForRefresh(page);
  await expect(page.getByRole('main')).toContainText('神奈川県横浜市中区');
  await page.getByRole('link', { name: 'この内容で手続きを進める' }).click();
  await expect(page).toHaveURL(pathIs('/after/step'));
  await expect(heading(page)).toHaveText('ライフラインの追加申込み');
  await expect(page.getByRole('region', { name: '申請者の情報', exact: true }).getByText('入力済み')).toBeVisible();
  await expectNoAxeViolations(page);

  // 「追加する」 says what it is doing while the business is added (4b); the network is slowed so it can be read.
  await page.route('**/additional_user_session_form_create', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.getByRole('button', { name: /^追加する\s*（さくらガス）$/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'さくらガスを追加しています。入力画面を開きます。' })).toBeVisible();
  await expectNoAxeViolations(page);

  // さくらガス serves 東京都 too: the stop date at the old address, as the normal flow asks it (1c).
  await expect(page).toHaveURL(pathIs('/after/lifeline/sakura-gas'));
  await expect(page.getByText('旧住所は申込先のサービス提供地域ではないため')).toHaveCount(0);
  const startDate = digits(japanDay(7));
  await retype(page.getByLabel(/^旧住所での使用停止日/), startDate);
  await retype(page.getByLabel(/^新住所での使用開始日/), startDate);
  await retype(page.getByLabel(/^日中に連絡がとれる電話番号/), '090-1234-5678');
  await retype(page.getByLabel(/^開栓の立会い日/), startDate);
  await page.getByRole('group', { name: /^立会いの時間帯/ }).getByLabel('午前（9時〜12時）').check();
  await retype(page.getByLabel(/^金融機関コード/), '0001');
  await retype(page.getByLabel(/^店番号/), '123');
  await page.getByRole('group', { name: /^預金種目/ }).getByLabel('普通', { exact: true }).check();
  await retype(page.getByLabel(/^口座番号/), '1234567');
  await retype(page.getByLabel(/^口座名義（カナ）/), `${resident.family_name_kana}${resident.given_name_kana}`);
  await expectNoAxeViolations(page);
  await save(page);
  await expect(page).toHaveURL(pathIs('/after/step'));

  // The confirm page shows the addresses the business receives (3b).
  await page.getByRole('button', { name: '入力内容を確認する' }).click();
  await expect(page).toHaveURL(pathIs('/after/step/confirm'));
  const addresses = page.getByRole('region', { name: '事業者に伝える住所' });
  await expect(addresses).toContainText('新しい住所〒231-0021 神奈川県横浜市中区日本大通1-2 うつるハイツ301');
  await expect(addresses).toContainText('引越し前の住所〒154-0017 東京都世田谷区世田谷世田谷5-6-7');
  await expect(page.getByRole('region', { name: /さくらガス/ })).toContainText('旧住所での使用停止日');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: '送信する' }).click();
  await expect(page).toHaveURL(pathIs('/after/step/thanks'), { timeout: 20_000 });
  await expectNoAxeViolations(page);

  // A second addition the same day: the data was refreshed after the filing, so no identity check, and the page says so (4c).
  await page.getByRole('link', { name: 'マイページへ' }).click();
  await applicationCard(page, original).getByRole('link', { name: addLink }).click();
  await goOnFromReadiness(page);
  await expect(page).toHaveURL(pathIs('/after/step'));
  await expect(heading(page)).toHaveText('ライフラインの追加申込み');
  await expect(page.getByRole('main')).toContainText(/本人情報は\d+月\d+日 \d+:\d{2}に更新済みのため、本人情報の確認を省きました。/);
  await expect(page.getByRole('link', { name: '本人情報をもう一度確認する' })).toHaveAttribute('href', '/after/checkinformation');
  await expectNoAxeViolations(page);
});

test('a move whose 転出届 was cancelled offers no addition, says why and offers a new move', async ({ page, context }, testInfo) => {
  test.setTimeout(240_000);
  const resident = mobile(testInfo) ? residentNamed('大野', '拓真') : residentNamed('今井', '美月');
  await logIn(page, resident);
  const receptionNumber = await sendApplication(page, resident, { moveInDays: 7, procedures: ['move_out', 'move_in'] });
  await waitUntilDelivered(page, receptionNumber);

  // The resident calls the move off: the 転出届 (with its 転入予定連絡), signed; 新宿区 accepts it.
  await page.goto('/mypage');
  await clickRevoke(page, receptionNumber);
  await goOnFromReadiness(page);
  await expect(heading(page)).toHaveText('申請の取消し');
  await page.getByRole('checkbox', { name: '新宿区（転出届）' }).check();
  await page.getByRole('textbox', { name: /^取消理由/ }).fill('引越しを取りやめたため');
  await page.getByRole('button', { name: '確認へ進む' }).click();
  await expect(page).toHaveURL(pathIs('/revocation/step/confirm'));
  await page.getByRole('button', { name: '電子署名へ進む' }).click();
  await signInSigningApp(await openSigningApp(page, context), resident.signing_pin);
  await expect(page).toHaveURL(pathIs('/revocation/step/thanks'), { timeout: 20_000 });
  await acknowledgeCancellation(page, 'municipality.131041', receptionNumber);

  // マイページ: 取消済み, no addition for this move, why, and a new move.
  await page.goto('/mypage');
  const card = applicationCard(page, receptionNumber);
  await expect(procedureRow(card, '新宿区（転出届）')).toContainText('取消済み', { timeout: 30_000 });
  await expect(card.getByRole('link', { name: addLink })).toHaveCount(0);
  const applications = page.getByRole('region', { name: '申請の状況' });
  await expect(applications).toContainText(calledOffMoveMessage);
  await expectNoAxeViolations(page);

  // /after/step explains instead of starting an addition to it.
  await page.goto('/after/step');
  await expect(page.getByRole('main')).toContainText(calledOffMoveMessage);
  await expect(page.getByRole('link', { name: '新しく引越し手続きを始める' })).toBeVisible();
  await expectNoAxeViolations(page);

  // A refresh that brings nothing new says so.
  await page.goto('/after/checkinformation');
  await askForRefresh(page);
  await expect(heading(page)).toHaveText('本人情報を確認しました');
  await expect(page.getByRole('main')).toContainText('変更はありませんでした。');
  await expect(page.getByRole('main')).not.toContainText('新しい本人情報を受け取りました');

  // マイページ's way to a new move opens the overview of a new application at once.
  await page.goto('/mypage');
  await applications.getByRole('link', { name: '新しく引越し手続きを始める' }).click();
  await goOnFromReadiness(page);
  await expect(page).toHaveURL(pathIs('/step'));
  await expect(page.getByRole('button', { name: '入力内容を確認する' })).toBeVisible();
  await expect(heading(page)).not.toHaveText('引越しの手続きは送信済みです');
  await expectNoAxeViolations(page);
});
