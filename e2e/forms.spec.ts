// Issue 4's forms in the browser: a signed-in resident fills in /personalinfo and /address.
// The input helpers work as the resident types (hiragana → katakana, 19900401 → 1990/04/01),
// a zip offers its address, an invalid phone is reported next to the field and in the error
// summary (which takes focus, with 「エラー：」 in the title), and valid values are saved.
import { expect, test as signedOutTest, type Page } from '@playwright/test';
import { apiBasePath, pageTitle } from '#shared/config/brand';
import { expectNoAxeViolations } from './support/axe';
import { errorSummary as summary, headHouseholdAlone, retype, save } from './support/form-steps';
import { firstResident } from './support/residents';
import { signedInTest as test } from './support/signed-in';

const phoneMessage = '電話番号を正しく入力してください。';

/** Saved: back on /step (issue 11), with focus on the section's block, which says 入力済み. */
async function expectSaved(page: Page, block: string): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === '/step');
  const saved = page.getByRole('region', { name: block, exact: true });
  await expect(saved).toBeFocused();
  await expect(saved.getByText('入力済み')).toBeVisible();
  await expect(page).toHaveTitle(pageTitle('申請内容の入力'));
}

test('the applicant types kana and a birth date with helpers, sees a wrong phone reported, and saves', async ({ page }, testInfo) => {
  const resident = firstResident();
  await page.goto('/personalinfo');
  await expect(page.getByRole('heading', { level: 1, name: '申請者の情報' })).toBeVisible();
  await expect(page).toHaveTitle(pageTitle('申請者の情報'));

  // 氏名 is the verified one, shown read-only.
  const name = page.getByRole('group', { name: /^氏名 ※必須/ });
  await expect(name.getByLabel('姓')).toHaveValue(resident.family_name);
  await expect(name.getByLabel('姓')).toHaveAttribute('readonly', '');
  await expectNoAxeViolations(page);

  const kana = page.getByRole('group', { name: /^氏名（フリガナ）/ });
  await retype(kana.getByLabel('セイ'), 'あおき');
  await expect(kana.getByLabel('セイ')).toHaveValue('アオキ');
  await retype(kana.getByLabel('メイ'), 'はると');
  await expect(kana.getByLabel('メイ')).toHaveValue('ハルト');

  const birthDate = page.getByLabel(/^生年月日/);
  await retype(birthDate, '19900401');
  await expect(birthDate).toHaveValue('1990/04/01');

  await page.getByRole('group', { name: /^性別/ }).getByLabel('男性').check();
  const phone = page.getByLabel(/^電話番号/);
  await retype(phone, '12-3456-7890');
  await save(page);

  // The summary takes focus and links to the field, which shows the same message.
  await expect(summary(page)).toBeFocused();
  const link = summary(page).getByRole('link', { name: `電話番号：${phoneMessage}` });
  await expect(link).toBeVisible();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toHaveAccessibleDescription(new RegExp(`＊${phoneMessage}`));
  await expect(page.getByText(`＊${phoneMessage}`)).toBeVisible();
  await expect(page).toHaveTitle(pageTitle(`エラー：申請者の情報`));
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('personalinfo-errors.png'), fullPage: true });

  await link.click();
  await expect(phone).toBeFocused();

  await retype(phone, '０９０ー１２３４ー５６７８');
  await expect(phone).toHaveValue('090-1234-5678');
  await save(page);
  await expectSaved(page, '1.1 申請者の情報');
  await expectNoAxeViolations(page);

  // The saved values come back with the draft.
  await page.goto('/personalinfo');
  await expect(page.getByLabel(/^電話番号/)).toHaveValue('090-1234-5678');
  await expect(page.getByRole('group', { name: /^氏名（フリガナ）/ }).getByLabel('セイ')).toHaveValue('アオキ');
});

test('the resident types zip codes, picks the towns, adds a household member and saves the move', async ({ page }, testInfo) => {
  const resident = firstResident();
  await page.goto('/address');
  await expect(page.getByRole('heading', { level: 1, name: '住所・引越し日・世帯' })).toBeVisible();
  await expect(page).toHaveTitle(pageTitle('住所・引越し日・世帯'));
  await expectNoAxeViolations(page);

  await page.getByRole('group', { name: /^引越しの種類/ }).getByLabel(/^転居/).check();
  await retype(page.getByLabel(/^引越し予定日/), '20261215');
  await expect(page.getByLabel(/^引越し予定日/)).toHaveValue('2026/12/15');

  // 現住所: the zip fills in the prefecture and municipality and offers its town.
  const from = page.getByRole('group', { name: /^現住所（転出元）/ });
  await retype(from.getByLabel('郵便番号'), '101-0051');
  await expect(from.getByLabel('郵便番号')).toHaveValue('1010051');
  await expect(from.getByLabel('都道府県')).toHaveValue('東京都');
  await expect(from.getByLabel('市区町村')).toHaveValue('131016');
  await from.getByLabel('町域').selectOption('神田神保町');
  await retype(from.getByLabel('番地・建物名・部屋番号'), '2-3-4');

  // 新住所: the zip of the brief's example.
  const to = page.getByRole('group', { name: /^新住所（転出先）/ });
  await retype(to.getByLabel('郵便番号'), '1000001');
  await expect(to.getByLabel('都道府県')).toHaveValue('東京都');
  await expect(to.getByLabel('市区町村')).toHaveValue('131016');
  await expect(to.getByLabel('市区町村').locator('option:checked')).toHaveText('千代田区');
  await to.getByLabel('町域').selectOption({ label: '千代田' });
  await expect(to.getByLabel('町域')).toHaveValue('千代田');
  await retype(to.getByLabel('番地・建物名・部屋番号'), '1-1 うつるハイツ101');
  await expect(page.getByRole('status').filter({ hasText: '郵便番号から住所を入力しました。' }).last()).toBeVisible();

  // Choosing another prefecture narrows the municipalities to it.
  await to.getByLabel('都道府県').selectOption('神奈川県');
  await expect(to.getByLabel('市区町村')).toHaveValue('');
  await expect(to.getByLabel('市区町村').getByRole('option', { name: '横浜市中区' })).toBeAttached();
  await to.getByLabel('都道府県').selectOption('東京都');
  await to.getByLabel('市区町村').selectOption({ label: '千代田区' });
  await to.getByLabel('町域').selectOption('千代田');

  // One household member (earlier runs may have saved some: start from none).
  const members = await headHouseholdAlone(page, resident);
  await members.getByRole('button', { name: '世帯員を追加' }).click();
  const member = members.getByRole('group', { name: '世帯員 1', exact: true });
  await expect(member.getByRole('group', { name: /^氏名 ※必須/ }).getByLabel('姓')).toBeFocused();
  await retype(member.getByRole('group', { name: /^氏名 ※必須/ }).getByLabel('姓'), resident.family_name);
  await retype(member.getByRole('group', { name: /^氏名 ※必須/ }).getByLabel('名'), '結衣');
  await retype(member.getByRole('group', { name: /^氏名（フリガナ）/ }).getByLabel('セイ'), 'あおき');
  await retype(member.getByRole('group', { name: /^氏名（フリガナ）/ }).getByLabel('メイ'), 'ゆい');
  await expect(member.getByRole('group', { name: /^氏名（フリガナ）/ }).getByLabel('メイ')).toHaveValue('ユイ');
  await retype(member.getByLabel(/^生年月日/), '20150630');
  await member.getByLabel('女性').check();
  await retype(member.getByLabel(/^世帯主との続柄/), '子');
  await expectNoAxeViolations(page);

  // A second member left blank is reported by number; removing it takes its errors away too.
  await members.getByRole('button', { name: '世帯員を追加' }).click();
  await save(page);
  await expect(summary(page)).toBeFocused();
  await expect(summary(page).getByRole('link', { name: '世帯員 2 生年月日：入力してください。' })).toBeVisible();
  await members.getByRole('button', { name: 'この世帯員を削除 （世帯員 2）' }).click();
  await expect(members.getByRole('button', { name: '世帯員を追加' })).toBeFocused();
  await expect(summary(page)).toHaveCount(0);
  await expect(page).toHaveTitle(pageTitle('住所・引越し日・世帯'));

  await save(page);
  await expectSaved(page, '1.2 住所・引越し日・世帯');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('address-saved.png'), fullPage: true });

  await page.goto('/address');
  const savedTo = page.getByRole('group', { name: /^新住所（転出先）/ });
  await expect(savedTo.getByLabel('町域')).toHaveValue('千代田');
  await expect(page.getByRole('group', { name: '世帯員 1', exact: true }).getByLabel(/^生年月日/)).toHaveValue('2015/06/30');

  // The server's verdict counts: when the browser cannot look a zip up it flags nothing
  // (spec §5), the server does, and its field error lands on the field like the browser's own.
  const zipLookup = `**${apiBasePath}/pref_to_towns/`;
  await page.route(zipLookup, (route) => route.abort());
  const toAgain = page.getByRole('group', { name: /^新住所（転出先）/ });
  await retype(toAgain.getByLabel('郵便番号'), '0000000');
  await expect(page.getByText('住所の候補を表示できませんでした。', { exact: false })).toBeVisible();
  await save(page);
  await expect(summary(page)).toBeFocused();
  await expect(summary(page).getByRole('link', { name: '新住所（転出先） 郵便番号：不正な郵便番号です。' })).toBeVisible();
  await expect(toAgain.getByLabel('郵便番号')).toHaveAccessibleDescription(/＊不正な郵便番号です。/);
  await expect(page).toHaveTitle(pageTitle('エラー：住所・引越し日・世帯'));
  await expectNoAxeViolations(page);

  await page.unroute(zipLookup);
  await retype(toAgain.getByLabel('郵便番号'), '1000001');
  await expect(toAgain.getByLabel('町域')).toHaveValue('千代田');
  await save(page);
  await expectSaved(page, '1.2 住所・引越し日・世帯');
});

signedOutTest('without a login the form pages say how to log in', async ({ page }) => {
  for (const [path, title] of [['/personalinfo', '申請者の情報'], ['/address', '住所・引越し日・世帯']] as const) {
    await page.goto(path);
    await expect(page.getByText('トップページからログインしてください。', { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: '保存する' })).toHaveCount(0);
    await expect(page).toHaveTitle(pageTitle(title));
    await expectNoAxeViolations(page);
  }
});
