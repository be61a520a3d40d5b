// Issue 13, the addition journey, at both widths (上野翼 375 px, 岡田真央 1366 px): the resident
// files the normal application 世田谷区 → 横浜市中区 with no lifeline business, signs in again
// through the partner login (lp), and from マイページ's 「ライフラインの手続きを追加する」 checks the
// identity data (the card still says 世田谷区: the provider refreshes it to 横浜市中区 on
// /loadingupdate), finds the applicant done and opens it anyway, adds さくらガス and そよかぜ光, and sends the addition
// without a signature. マイページ shows it under the original application with both businesses, and
// the development inbox received both notices. The overview's scroll position and focus come back
// after each section's save.
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { businessInboxRow } from './support/dev-inbox';
import { consoleErrors } from './support/console-errors';
import { japanDay, setagaya, yokohamaNaka } from './support/draft-api';
import { retype, save } from './support/form-steps';
import { completeDevIdpLogin, fullNameOf } from './support/login';
import { pathIs } from './support/page-frame';
import { residentNamed, type FixtureResident } from './support/residents';
import { sendApplication } from './support/send-application';
import { receptionNumberPattern } from './support/signing';
import { goOnFromReadiness } from './support/readiness';

const mobile = (testInfo: TestInfo) => testInfo.project.name.startsWith('mobile');
const residentFor = (testInfo: TestInfo) => (mobile(testInfo) ? residentNamed('上野', '翼') : residentNamed('岡田', '真央'));

const digits = (date: string) => date.replaceAll('/', '');
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const block = (page: Page, title: string): Locator => page.getByRole('region', { name: title, exact: true });
/** 「追加する」 of a business (its name is read after it, hidden on screen). */
const addButton = (scope: Page | Locator, name: string): Locator => scope.getByRole('button', { name: new RegExp(`^追加する\\s*（${name}）$`) });

/**
 * Signs in through the partner login (lp) from the top page; it opens in a new tab, which is
 * answered on マイページ. An account belongs to its provider: the normal application is filed
 * through the same login the addition is made with.
 */
async function signInThroughPartner(page: Page, resident: FixtureResident): Promise<Page> {
  await page.goto('/');
  await expectNoAxeViolations(page);
  const opened = page.context().waitForEvent('page');
  await page.getByRole('button', { name: '提携ログインサービスでログイン' }).click();
  const tab = await opened;
  await completeDevIdpLogin(tab, resident);
  await tab.waitForURL('**/mypage');
  await expect(tab.getByRole('heading', { name: `${fullNameOf(resident)} 様` })).toBeVisible();
  return tab;
}

async function signOut(page: Page): Promise<void> {
  await page.goto('/mypage');
  await page.getByRole('button', { name: 'ログアウト' }).click();
  await expect(page).toHaveURL(pathIs('/'));
}

/** /after/checkinformation: the card's address is the old one, so the resident asks for the refresh and waits on /loadingupdate. */
async function refreshIdentity(page: Page): Promise<void> {
  await expect(page).toHaveURL(pathIs('/after/checkinformation'));
  await expect(heading(page)).toHaveText('本人情報の確認');
  await expect(page.getByRole('definition').nth(1)).toContainText('東京都世田谷区');
  await expectNoAxeViolations(page);
  await page.getByRole('group', { name: /^住所は引越し先の新しい住所になっていますか/ }).getByLabel('いいえ、引越し前の住所のままです').check();
  await page.getByRole('button', { name: '次へ進む' }).click();
  await expect(page).toHaveURL(pathIs('/after/updateinformation'));
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: '本人情報を更新する' }).click();
  await expect(page).toHaveURL(pathIs('/loadingupdate'));
  await expectNoAxeViolations(page);
  // The dev provider completes the refresh after 3 s: the new address.
  const proceed = page.getByRole('link', { name: 'この内容で手続きを進める' });
  await expect(proceed).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('main')).toContainText('神奈川県横浜市中区');
  await expectNoAxeViolations(page);
  await proceed.click();
}

/** Back on /after/step after a save: the block has focus and shows 入力済み. */
async function expectSavedBack(page: Page, title: string): Promise<void> {
  await expect(page).toHaveURL(pathIs('/after/step'));
  await expect(heading(page)).toHaveText('ライフラインの追加申込み');
  await expect(block(page, title)).toBeFocused();
  await expect(block(page, title).getByText('入力済み')).toBeVisible();
}

/** A business's form: both dates (さくらガス and そよかぜ光 serve 東京都 too, issue 24), the phone, the gas visit if asked, the account if asked; then saved. */
async function fillLifeline(page: Page, holderKana: string): Promise<void> {
  const startDate = digits(japanDay(7));
  await retype(page.getByLabel(/^旧住所での使用停止日/), startDate);
  await retype(page.getByLabel(/^新住所での使用開始日/), startDate);
  await retype(page.getByLabel(/^日中に連絡がとれる電話番号/), '090-1234-5678');
  if ((await page.getByLabel(/^開栓の立会い日/).count()) > 0) {
    await retype(page.getByLabel(/^開栓の立会い日/), startDate);
    await page.getByRole('group', { name: /^立会いの時間帯/ }).getByLabel('午前（9時〜12時）').check();
  }
  if ((await page.getByLabel(/^金融機関コード/).count()) > 0) {
    await retype(page.getByLabel(/^金融機関コード/), '0001');
    await retype(page.getByLabel(/^店番号/), '123');
    await page.getByRole('group', { name: /^預金種目/ }).getByLabel('普通', { exact: true }).check();
    await retype(page.getByLabel(/^口座番号/), '1234567');
    await retype(page.getByLabel(/^口座名義（カナ）/), holderKana);
  }
  await expectNoAxeViolations(page);
  await save(page);
}

/** Adds a business from 「事業者を追加する」, fills its form in and comes back to the overview, scrolled as it was. */
async function addBusiness(page: Page, name: string, businessId: string, holderKana: string): Promise<string> {
  const add = addButton(page, name);
  await add.scrollIntoViewIfNeeded();
  await add.click();
  await expect(page).toHaveURL(pathIs(`/after/lifeline/${businessId}`));
  await expect(heading(page)).toContainText(name);
  await fillLifeline(page, holderKana);
  const title = await page.evaluate(() => document.title);
  return title;
}

test('a resident adds two lifeline businesses after the move, refreshing the identity data on the way', async ({ page, context }, testInfo) => {
  // Signing the normal application, the refresh and the outbox take their time.
  test.setTimeout(240_000);
  const resident = residentFor(testInfo);
  const holderKana = `${resident.family_name_kana}${resident.given_name_kana}`;
  const filing = await signInThroughPartner(page, resident);
  const original = await sendApplication(filing, resident, {
    moveInDays: 7,
    procedures: ['move_out', 'move_in'],
    from: setagaya('世田谷1-2-3'),
    to: yokohamaNaka('1-2 うつるハイツ301'),
  });

  await signOut(filing);
  await filing.close();
  // Back later, after the 転入届 at the new office: signed in again through the partner login.
  const tab = await signInThroughPartner(page, resident);
  const errors = consoleErrors(tab);
  const card = tab.getByRole('article', { name: `受付番号 ${original}` });
  await expectNoAxeViolations(tab);
  await card.getByRole('link', { name: 'ライフラインの手続きを追加する' }).click();
  await goOnFromReadiness(tab);

  // A new addition starts with the identity check.
  await refreshIdentity(tab);

  // The applicant, prefilled from the identity, is already done (issue 24); it can still be opened and saved.
  await expect(tab).toHaveURL(pathIs('/after/step'));
  await expect(block(tab, '申請者の情報').getByText('入力済み')).toBeVisible();
  await block(tab, '申請者の情報').getByRole('link', { name: /^修正/ }).click();
  await expect(tab).toHaveURL(pathIs('/after/personalinfo'));
  await expect(heading(tab)).toHaveText('申請者の情報');
  await expectNoAxeViolations(tab);
  await save(tab);
  await expectSavedBack(tab, '申請者の情報');
  await expectNoAxeViolations(tab);
  // Nothing added yet: nothing to confirm.
  await expect(tab.getByRole('button', { name: '入力内容を確認する' })).toBeDisabled();

  // The businesses serving 横浜市中区 that the application did not notify.
  const addable = tab.getByRole('region', { name: '事業者を追加する' });
  await expect(addButton(addable, 'さくらガス')).toBeVisible();
  await expect(addButton(addable, 'そよかぜ光')).toBeVisible();

  // Scrolled down to the list: the save comes back to the same place, with focus on the block.
  await addable.scrollIntoViewIfNeeded();
  const gasTitle = await addBusiness(tab, 'さくらガス', 'sakura-gas', holderKana);
  const gasBlock = gasTitle.split('｜')[0]?.trim() ?? '';
  await expectSavedBack(tab, gasBlock);
  await expectNoAxeViolations(tab);

  const fibreTitle = await addBusiness(tab, 'そよかぜ光', 'soyokaze-hikari', holderKana);
  const fibreBlock = fibreTitle.split('｜')[0]?.trim() ?? '';
  await expectSavedBack(tab, fibreBlock);
  // Both added: neither is offered again.
  await expect(addable.getByRole('button', { name: /さくらガス|そよかぜ光/ })).toHaveCount(0);
  // Nor on the list of businesses to add (/after/lifeline, no id).
  await tab.goto('/after/lifeline');
  await expect(heading(tab)).toHaveText('追加する事業者を選ぶ');
  await expect(tab.getByRole('main').getByRole('button', { name: /さくらガス|そよかぜ光/ })).toHaveCount(0);
  await expectNoAxeViolations(tab);
  // マイページ holds the unsent addition, and continues it where it is.
  await tab.goto('/mypage');
  const unsent = tab.getByRole('region', { name: '入力中の追加申込みがあります' });
  await expect(unsent).toContainText('ステップ2　追加する事業者');
  await unsent.getByRole('link', { name: '続きから入力する' }).click();
  await expect(tab).toHaveURL(pathIs('/after/step'));
  await expect(heading(tab)).toHaveText('ライフラインの追加申込み');

  // Back from a section page, the overview is where the resident left it (page-scroll-y), the block focused.
  const gas = block(tab, gasBlock);
  await gas.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const scrolled = await tab.evaluate(() => window.scrollY);
  await gas.getByRole('link', { name: /^修正/ }).click();
  await expect(tab).toHaveURL(pathIs('/after/lifeline/sakura-gas'));
  await save(tab);
  await expectSavedBack(tab, gasBlock);
  expect(Math.abs((await tab.evaluate(() => window.scrollY)) - scrolled)).toBeLessThanOrEqual(2);

  await tab.getByRole('button', { name: '入力内容を確認する' }).click();
  await expect(tab).toHaveURL(pathIs('/after/step/confirm'));
  await expect(heading(tab)).toHaveText('追加申込み内容の確認');
  await expect(tab.getByRole('region', { name: gasBlock })).toBeVisible();
  await expect(tab.getByRole('region', { name: fibreBlock })).toBeVisible();
  await expectNoAxeViolations(tab);
  await tab.getByRole('button', { name: '送信する' }).click();

  await expect(tab).toHaveURL(pathIs('/after/step/thanks'), { timeout: 20_000 });
  await expect(heading(tab)).toHaveText('追加の申込みを受け付けました');
  await expect(tab.getByRole('main')).toContainText(`受付番号 ${original} の引越しの手続きに追加しました。`);
  const addition = (await tab.getByRole('region', { name: '受付番号' }).getByRole('paragraph').first().textContent())?.trim() ?? '';
  expect(addition).toMatch(receptionNumberPattern);
  await expectNoAxeViolations(tab);

  // マイページ: the addition under the original application, with both businesses.
  await tab.getByRole('link', { name: 'マイページへ' }).click();
  await expect(tab).toHaveURL(pathIs('/mypage'));
  const added = card.getByRole('region', { name: `追加の申込み 受付番号 ${addition}` });
  await expect(added).toBeVisible();
  await expect(added.getByRole('listitem').filter({ hasText: 'さくらガス（ライフラインの手続き）' })).toBeVisible();
  await expect(added.getByRole('listitem').filter({ hasText: 'そよかぜ光（ライフラインの手続き）' })).toBeVisible();
  await expectNoAxeViolations(tab);

  // The development inbox received both notices.
  const clerk = await context.newPage();
  await expect(await businessInboxRow(clerk, 'sakura-gas', addition)).toBeVisible();
  await expect(await businessInboxRow(clerk, 'soyokaze-hikari', addition)).toBeVisible();
  await expectNoAxeViolations(clerk);
  await clerk.close();
  // Nothing failed along the way: a resident without a campaign code gets spec §8's 200 from GET promo_code.
  expect(errors).toEqual([]);
});
