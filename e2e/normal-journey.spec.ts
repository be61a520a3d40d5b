// Issue 5's journey, as a new resident does it: log in at the development provider, fill in all of
// step 1 and step 2 for a 転出 from 新宿区 to 大阪市北区 with a household of 3 and two lifeline
// businesses (leaving half-way and finding the draft kept after logging in again), meet the spec's
// messages on wrong input, confirm, sign with the 署名用パスワード, read the reception number and
// find it again on マイページ. Also: a move too far ahead makes 転出届 not possible, with the reason,
// and five wrong signing passwords lock the card with a message that says what to do.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { pageTitle } from '#shared/config/brand';
import { possibilityReasons } from '#shared/domain/domain-messages';
import { moveOutWindow } from '#shared/domain/move-out-window';
import { allowedVisitDates } from '#shared/domain/visit-date';
import { validationMessages } from '#shared/validation/messages';
import { expectNoAxeViolations } from './support/axe';
import { enterCompleteDraft, enterStepOne, japanDay } from './support/draft-api';
import { errorSummary, headHouseholdAlone, retype, save } from './support/form-steps';
import { fullNameOf, logIn } from './support/login';
import { pathIs } from './support/page-frame';
import { openSigningApp, receptionNumberPattern, signInSigningApp, submitSigningPassword } from './support/signing';
import { openStepOverview } from './support/step-overview';
import { residentNamed, type FixtureResident } from './support/residents';

const digits = (date: string) => date.replaceAll('/', '');

async function expectPage(page: Page, heading: string | RegExp, title: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page).toHaveTitle(pageTitle(title));
  await expectNoAxeViolations(page);
}

/** The block of /step for a section or an application, and its 入力/修正 link. */
function block(page: Page, title: string): Locator {
  return page.getByRole('region', { name: title, exact: true });
}

async function openBlock(page: Page, title: string, path: string): Promise<void> {
  await block(page, title).getByRole('link', { name: /^(入力|修正)/ }).click();
  await expect(page).toHaveURL(pathIs(path));
}

/** Saved: the resident is back on /step (issue 11), with focus on the block just saved. */
async function expectSavedBack(page: Page, title: string): Promise<void> {
  await expect(page).toHaveURL(pathIs('/step'));
  await expectPage(page, '申請内容の入力', '申請内容の入力');
  await expect(block(page, title)).toBeFocused();
  await expect(block(page, title).getByText('入力済み')).toBeVisible();
}

async function fillName(group: Locator, parts: [string, string], names: [string, string]): Promise<void> {
  await retype(group.getByLabel(parts[0], { exact: true }), names[0]);
  await retype(group.getByLabel(parts[1], { exact: true }), names[1]);
}

async function fillMember(page: Page, index: number, member: { name: [string, string]; kana: [string, string]; birth: string; gender: string; relationship: string }) {
  const item = page.getByRole('group', { name: new RegExp(`^世帯員 ?${index}`) });
  await fillName(item.getByRole('group', { name: /^氏名 / }), ['姓', '名'], member.name);
  await fillName(item.getByRole('group', { name: /^氏名（フリガナ）/ }), ['セイ', 'メイ'], member.kana);
  await retype(item.getByLabel(/^生年月日/), digits(member.birth));
  await item.getByRole('group', { name: /^性別/ }).getByLabel(member.gender, { exact: true }).check();
  await retype(item.getByLabel(/^世帯主との続柄/), member.relationship);
}

/** One lifeline form: dates, phone and the payment account, with the spec's messages for a short branch and account number; then saved. */
async function fillLifeline(page: Page, moveDate: string, holderKana: string, gas: boolean): Promise<void> {
  // Both businesses serve 大阪 only: nothing stops at the old address in 新宿区 (issue 11, point 7).
  await expect(page.getByLabel(/^旧住所での使用停止日/)).toHaveCount(0);
  await retype(page.getByLabel(/^新住所での使用開始日/), digits(moveDate));
  await retype(page.getByLabel(/^日中に連絡がとれる電話番号/), '090-1234-5678');
  if (gas) {
    await retype(page.getByLabel(/^開栓の立会い日/), digits(moveDate));
    await page.getByRole('group', { name: /^立会いの時間帯/ }).getByLabel('午前（9時〜12時）').check();
  }
  await retype(page.getByLabel(/^金融機関コード/), '0001');
  await page.getByRole('group', { name: /^預金種目/ }).getByLabel('普通', { exact: true }).check();
  await retype(page.getByLabel(/^口座名義（カナ）/), holderKana);
  const branch = page.getByLabel(/^店番号/);
  const account = page.getByLabel(/^口座番号/);
  await retype(branch, '12');
  await retype(account, '123');
  await save(page);
  await expect(errorSummary(page)).toBeFocused();
  await expect(errorSummary(page).getByRole('link', { name: `店番号：${validationMessages.branchNumber}` })).toBeVisible();
  await expect(errorSummary(page).getByRole('link', { name: `口座番号：${validationMessages.accountNumber}` })).toBeVisible();
  await expect(account).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
  await retype(branch, '123');
  await retype(account, '1234567');
  await save(page);
}

async function logOut(page: Page): Promise<void> {
  await page.goto('/mypage');
  await page.getByRole('button', { name: 'ログアウト' }).click();
  await expect(page).toHaveURL(pathIs('/'));
  await expect(page.getByRole('button', { name: 'マイナンバーカードでログイン' })).toBeVisible();
}

test('a new resident files 転出届, 転入予定連絡 and two lifeline notices for a household of 3, signs, and finds the reception number on マイページ', async ({ page, context }) => {
  test.setTimeout(240_000);
  const resident = residentNamed('中村', '健太');
  const moveDate = japanDay(10);
  const [visitDate] = allowedVisitDates(moveDate, japanDay());
  if (!visitDate) throw new Error('no office day within 14 days of the move');

  await logIn(page, resident);
  await expectNoAxeViolations(page);
  // At the second width this resident's application is already sent: start over on purpose.
  await openStepOverview(page);
  await expectPage(page, '申請内容の入力', '申請内容の入力');

  // 1.1 申請者の情報: the verified identity is filled in; the phone is the resident's to type.
  await openBlock(page, '1.1 申請者の情報', '/personalinfo');
  await expectPage(page, '申請者の情報', '申請者の情報');
  const phone = page.getByLabel(/^電話番号/);
  await retype(phone, '09012345678');
  await save(page);
  await expect(errorSummary(page)).toBeFocused();
  await expect(errorSummary(page).getByRole('link', { name: `電話番号：${validationMessages.phoneWithoutHyphen}` })).toBeVisible();
  await expect(page).toHaveTitle(pageTitle('エラー：申請者の情報'));
  await expectNoAxeViolations(page);
  await retype(phone, '090-1234-5678');
  await save(page);
  await expectSavedBack(page, '1.1 申請者の情報');

  // 1.2: a 転出 from 新宿区 to 大阪市北区 in ten days, with a spouse and a child.
  await openBlock(page, '1.2 住所・引越し日・世帯', '/address');
  await expectPage(page, '住所・引越し日・世帯', '住所・引越し日・世帯');
  await page.getByRole('group', { name: /^引越しの種類/ }).getByLabel(/^転出（ほかの市区町村へ引越し）/).check();
  await retype(page.getByLabel(/^引越し予定日/), digits(moveDate));
  const from = page.getByRole('group', { name: /^現住所（転出元）/ });
  await retype(from.getByLabel('郵便番号'), '1600022');
  await expect(from.getByLabel('町域')).toHaveValue('新宿');
  await retype(from.getByLabel('番地・建物名・部屋番号'), '3-1-1');
  const to = page.getByRole('group', { name: /^新住所（転出先）/ });
  await retype(to.getByLabel('郵便番号'), '5300001');
  await expect(to.getByLabel('町域')).toHaveValue('梅田');
  await retype(to.getByLabel('番地・建物名・部屋番号'), '2-2-2 うつるハイツ101');
  // The resident heads the household (a draft left by an earlier run loses its members first).
  const members = await headHouseholdAlone(page, resident);
  await members.getByRole('button', { name: '世帯員を追加' }).click();
  await fillMember(page, 1, { name: ['中村', '花子'], kana: ['ナカムラ', 'ハナコ'], birth: '1990/02/03', gender: '女性', relationship: '妻' });
  await members.getByRole('button', { name: '世帯員を追加' }).click();
  await fillMember(page, 2, { name: ['中村', '陽向'], kana: ['ナカムラ', 'ヒナタ'], birth: '2018/08/08', gender: '男性', relationship: '子' });
  await save(page);
  await expectSavedBack(page, '1.2 住所・引越し日・世帯');

  // Half-way: the resident leaves, logs in again another day, and finds everything kept.
  await logOut(page);
  await logIn(page, resident);
  await page.goto('/step');
  await expectPage(page, '申請内容の入力', '申請内容の入力');
  await expect(block(page, '1.1 申請者の情報').getByText('入力済み')).toBeVisible();
  await expect(block(page, '1.2 住所・引越し日・世帯').getByText('入力済み')).toBeVisible();
  await openBlock(page, '1.2 住所・引越し日・世帯', '/address');
  await expect(page.getByLabel(/^引越し予定日/)).toHaveValue(moveDate);
  await expect(page.getByRole('group', { name: /^世帯員 ?2/ }).getByLabel('名', { exact: true })).toHaveValue('陽向');
  await page.goto('/step');

  // 1.3: 転出届, 転入予定連絡 and two businesses serving 大阪市北区.
  await openBlock(page, '1.3 希望する手続き', '/procedureselection');
  await expectPage(page, '希望する手続き', '希望する手続き');
  const procedures = page.getByRole('group', { name: /^希望する手続き/ });
  await procedures.getByLabel('転出届').check();
  await procedures.getByLabel('転入予定連絡（来庁予約）').check();
  await procedures.getByLabel('電気・ガス・水道などの手続き').check();
  const businesses = page.getByRole('group', { name: /^手続きをする事業者/ });
  await businesses.getByLabel('なにわ電気').check();
  await businesses.getByLabel('よどがわガス').check();
  await save(page);
  await expectSavedBack(page, '1.3 希望する手続き');

  // Step 2: each application in sort order, then the businesses.
  await openBlock(page, '転出届（新宿区）', '/movingout');
  await expectPage(page, '転出届（新宿区）', '転出届（新宿区）');
  await retype(page.getByLabel(/^日中に連絡がとれる電話番号/), '090-1234-5678');
  await save(page);
  await expectSavedBack(page, '転出届（新宿区）');

  await openBlock(page, '転入予定連絡（大阪市北区）', '/movingin');
  await expectPage(page, '転入予定連絡（大阪市北区）', '転入予定連絡（大阪市北区）');
  await retype(page.getByLabel(/^日中に連絡がとれる電話番号/), '090-1234-5678');
  await retype(page.getByLabel(/^来庁予定日/), digits(visitDate));
  await save(page);
  await expectSavedBack(page, '転入予定連絡（大阪市北区）');

  await openBlock(page, 'なにわ電気（電気の使用停止・開始）', '/lifeline/naniwa-denki');
  await expectPage(page, 'なにわ電気（電気の使用停止・開始）', 'なにわ電気（電気の使用停止・開始）');
  await fillLifeline(page, moveDate, 'ナカムラケンタ', false);
  await expectSavedBack(page, 'なにわ電気（電気の使用停止・開始）');

  await openBlock(page, 'よどがわガス（ガスの使用停止・開始）', '/lifeline/yodogawa-gas');
  await expectPage(page, 'よどがわガス（ガスの使用停止・開始）', 'よどがわガス（ガスの使用停止・開始）');
  await fillLifeline(page, moveDate, 'ナカムラケンタ', true);
  await expectSavedBack(page, 'よどがわガス（ガスの使用停止・開始）');

  // Confirm, then sign in the provider's signing app (a new tab) while /step/promptauth polls.
  await page.getByRole('button', { name: '入力内容を確認する' }).click();
  await expect(page).toHaveURL(pathIs('/step/confirm'));
  await expectPage(page, '申請内容の確認', '申請内容の確認');
  await expect(page.getByRole('main').getByText('中村 陽向')).toBeVisible();
  await page.getByRole('button', { name: '電子署名へ進む' }).click();
  await expect(page).toHaveURL(pathIs('/step/promptauth'));
  await expectPage(page, '電子署名', '電子署名');
  const signing = await openSigningApp(page, context);
  await expect(signing.getByRole('heading', { level: 1 })).toHaveText('電子署名（開発用）');
  await expect(signing.getByText(fullNameOf(resident))).toBeVisible();
  await expectNoAxeViolations(signing);
  await signInSigningApp(signing, resident.signing_pin);

  await expect(page).toHaveURL(pathIs('/step/thanks'), { timeout: 20_000 });
  await expectPage(page, '申請を受け付けました', '申請の完了');
  const numberText = page.getByRole('region', { name: '受付番号' }).getByRole('paragraph').first();
  await expect(numberText).toHaveText(receptionNumberPattern);
  const receptionNumber = (await numberText.textContent())?.trim() ?? '';

  // マイページ lists it, with each recipient.
  await page.getByRole('link', { name: 'マイページへ' }).click();
  await expect(page).toHaveURL(pathIs('/mypage'));
  const status = page.getByRole('region', { name: '申請の状況' });
  const filed = status.getByRole('article').filter({ hasText: receptionNumber });
  await expect(filed).toBeVisible();
  for (const recipient of ['新宿区', '大阪市北区', 'なにわ電気', 'よどがわガス']) await expect(filed.getByText(recipient, { exact: false }).first()).toBeVisible();
  // The outbox delivers to the development inbox within seconds; マイページ follows without a reload.
  await expect(filed.getByText('送信済み').first()).toBeVisible({ timeout: 20_000 });
  await expectNoAxeViolations(page);
});

test('a move more than 30 days ahead shows 転出届 as not possible, with the reason', async ({ page }) => {
  const resident = residentNamed('加藤', '誠');
  await logIn(page, resident);
  const moveDate = japanDay(45);
  await enterStepOne(page.request, resident, { moveInDays: 45, procedures: ['move_out', 'move_in'] });
  const firstDay = moveOutWindow(moveDate)?.first ?? '';
  const reason = possibilityReasons.moveOutTooEarly(firstDay);

  await page.goto('/step');
  await expectPage(page, '申請内容の入力', '申請内容の入力');
  await expect(page.getByRole('main').getByText(reason)).toBeVisible();
  await expect(block(page, '転出届（新宿区）')).toHaveCount(0);

  await page.goto('/movingout');
  await expectPage(page, '転出届', '転出届');
  await expect(page.getByRole('main').getByText(reason)).toBeVisible();
  await expect(page.getByRole('button', { name: '保存する' })).toHaveCount(0);
});

/** Each width locks its own resident: the card's counter outlives the test. */
function lockedResident(projectName: string): FixtureResident {
  return projectName.startsWith('mobile') ? residentNamed('松本', '拓海') : residentNamed('井上', '結衣');
}

test('five wrong signing passwords lock the card, and the resident is told to go to the counter', async ({ page, context }, testInfo) => {
  const resident = lockedResident(testInfo.project.name);
  await logIn(page, resident);
  await enterCompleteDraft(page.request, resident, { moveInDays: 7, procedures: ['move_out', 'move_in'] });

  await page.goto('/step');
  await page.getByRole('button', { name: '入力内容を確認する' }).click();
  await page.getByRole('button', { name: '電子署名へ進む' }).click();
  await expect(page).toHaveURL(pathIs('/step/promptauth'));
  const signing = await openSigningApp(page, context);
  for (let attempt = 1; attempt <= 4; attempt += 1) {
    await submitSigningPassword(signing, 'WRONG123');
    await expect(signing.getByText(`あと${5 - attempt}回間違えるとロックされます。`, { exact: false }).first()).toBeVisible();
  }
  await submitSigningPassword(signing, 'WRONG123');
  await expect(signing.getByRole('heading', { level: 1 })).toHaveText('署名用パスワードがロックされています');
  await expectNoAxeViolations(signing);
  await signing.close();

  const alert = page.getByRole('alert').filter({ hasText: 'ロックされています' });
  await expect(alert).toBeVisible({ timeout: 20_000 });
  await expect(alert).toContainText('窓口');
  await expect(page).toHaveURL(pathIs('/step/promptauth'));
  await expectNoAxeViolations(page);
});
