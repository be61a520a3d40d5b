// Issue 11, point 5 "No silent truncation" and point 8's half-width kana, in the browser at both
// widths: the resident types the over-long and wrong values of every length-limited field, key
// by key; the field keeps what was typed (no maxlength drops a digit), and saving shows spec
// §5's message (or 「N文字以内で入力してください。」 where the spec words none) on the field, as
// its description (＊…), and in the error summary. A holder's name typed ﾔ ﾏ ﾀ ﾞ one key at a
// time becomes ヤマダ, not ヤマタ゛.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { maximumLengthMessage, validationMessages as m } from '#shared/validation/messages';
import { expectNoAxeViolations } from './support/axe';
import { enterStepOne, japanDay, postApi } from './support/draft-api';
import { errorSummary, retype, save } from './support/form-steps';
import { logIn } from './support/login';
import { residentNamed, type FixtureResident } from './support/residents';

/** Each width writes its own resident's draft. */
function residentOf(projectName: string): FixtureResident {
  return projectName.startsWith('mobile') ? residentNamed('林', '美咲') : residentNamed('木村', '悠真');
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Types `text` as the resident would. A long text is filled up to two characters short of its
 * end and the last two are typed key by key: a maxlength would drop the last one.
 */
async function typeOver(field: Locator, text: string): Promise<void> {
  await field.clear();
  const chars = [...text];
  if (chars.length > 4) await field.fill(chars.slice(0, -2).join(''));
  await field.pressSequentially(chars.slice(chars.length > 4 ? -2 : 0).join(''));
}

interface LengthCase {
  field: (page: Page) => Locator;
  value: string;
  message: string;
}

async function expectMessages(page: Page, cases: readonly LengthCase[]): Promise<void> {
  for (const { field, value } of cases) {
    await typeOver(field(page), value);
    await expect(field(page)).toHaveValue(value);
  }
  await save(page);
  await expect(errorSummary(page)).toBeFocused();
  for (const { field, value, message } of cases) {
    await expect(field(page)).toHaveValue(value);
    await expect(field(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page)).toHaveAccessibleDescription(new RegExp(`＊${escaped(message)}`));
    await expect(errorSummary(page).getByRole('link', { name: new RegExp(`：${escaped(message)}$`) }).first()).toBeVisible();
  }
  await expectNoAxeViolations(page);
}

test('over-long and wrong-length values are kept as typed and get their messages on every form; half-width kana typed key by key joins its mark', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const resident = residentOf(testInfo.project.name);
  await logIn(page, resident);
  await enterStepOne(page.request, resident, { moveInDays: 7, procedures: ['move_out'] });
  await postApi(page.request, 'user_session_form_update', { phase: 1, mode: 3, values: { procedures: ['move_out', 'businesses'], business_ids: ['naniwa-denki'] } });

  // 申請者の情報: 電話番号 (13) and メールアドレス (254) words its own rule.
  await page.goto('/personalinfo');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectMessages(page, [
    { field: (p) => p.getByLabel(/^電話番号/), value: '090-1234-56789', message: m.phonePattern },
    { field: (p) => p.getByLabel(/^メールアドレス/), value: `${'a'.repeat(244)}@example.jp`, message: m.mail },
  ]);

  // 住所: 郵便番号 (7 digits; a letter is kept and named, not dropped), 番地 (100) and 続柄 (20).
  await page.goto('/address');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const from = (p: Page) => p.getByRole('group', { name: /^現住所（転出元）/ });
  await expectMessages(page, [
    { field: (p) => from(p).getByLabel('郵便番号'), value: '16000221', message: m.zipcode },
    { field: (p) => p.getByRole('group', { name: /^新住所（転出先）/ }).getByLabel('郵便番号'), value: '530a001', message: m.zipcode },
    { field: (p) => from(p).getByLabel('番地・建物名・部屋番号'), value: 'あ'.repeat(101), message: maximumLengthMessage(100) },
    { field: (p) => p.getByLabel(/^世帯主との続柄/).first(), value: '本'.repeat(21), message: maximumLengthMessage(20) },
  ]);

  // 転出届: 連絡事項 (200).
  await page.goto('/movingout');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectMessages(page, [{ field: (p) => p.getByLabel(/^連絡事項/), value: 'あ'.repeat(201), message: maximumLengthMessage(200) }]);

  // A lifeline form: お客さま番号 (20), 金融機関コード (4), 店番号 (3), 口座番号 (7), 口座名義 (30).
  await page.goto('/lifeline/naniwa-denki');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const branch = (p: Page) => p.getByLabel(/^店番号/);
  const account = (p: Page) => p.getByLabel(/^口座番号/);
  await expectMessages(page, [
    { field: (p) => p.getByLabel(/^お客さま番号/), value: '1'.repeat(21), message: maximumLengthMessage(20) },
    { field: (p) => p.getByLabel(/^金融機関コード/), value: '00011', message: maximumLengthMessage(4) },
    { field: branch, value: '1234', message: '店番号は3桁の数値で入力してください。' },
    { field: account, value: '12345678', message: '口座番号は7桁の数値で入力してください。' },
    { field: (p) => p.getByLabel(/^口座名義（カナ）/), value: 'ア'.repeat(31), message: maximumLengthMessage(30) },
    { field: (p) => p.getByLabel(/^日中に連絡がとれる電話番号/), value: '090-1234-56789', message: m.phonePattern },
  ]);
  // Too short is wrong too, with the same words.
  await expectMessages(page, [
    { field: branch, value: '12', message: '店番号は3桁の数値で入力してください。' },
    { field: account, value: '123456', message: '口座番号は7桁の数値で入力してください。' },
  ]);

  // Point 8: ﾀ then ﾞ, each its own input event, becomes ダ.
  const holder = page.getByLabel(/^口座名義（カナ）/);
  await holder.clear();
  for (const key of ['ﾔ', 'ﾏ', 'ﾀ', 'ﾞ', 'ﾊ', 'ﾟ']) await holder.pressSequentially(key);
  await expect(holder).toHaveValue('ヤマダパ');
  await expectNoAxeViolations(page);
});

test('口座名義（カナ） takes katakana, full-width digits and a space between the names, as the contract’s example does', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  // Issue 24, point 6: spec §5's form-level kana rule is the account holder's.
  const resident = residentOf(testInfo.project.name);
  await logIn(page, resident);
  await enterStepOne(page.request, resident, { moveInDays: 7, procedures: ['move_in'], businesses: ['naniwa-denki'] });

  await page.goto('/lifeline/naniwa-denki');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('なにわ電気（電気の使用停止・開始）');
  const holder = page.getByLabel(/^口座名義（カナ）/);
  // A wrong script is still refused, with spec §5's words.
  await expectMessages(page, [{ field: () => holder, value: 'ヤマダ 太郎', message: m.katakana }]);

  await retype(page.getByLabel(/^新住所での使用開始日/), japanDay(7).replaceAll('/', ''));
  await retype(page.getByLabel(/^日中に連絡がとれる電話番号/), '090-1234-5678');
  await retype(page.getByLabel(/^金融機関コード/), '0001');
  await retype(page.getByLabel(/^店番号/), '123');
  await page.getByRole('group', { name: /^預金種目/ }).getByLabel('普通', { exact: true }).check();
  await retype(page.getByLabel(/^口座番号/), '1234567');
  // The contract's mode-5 example: a half-width space between the names.
  await retype(holder, 'ヤマダ タロウ');
  await save(page);
  await expect(page).toHaveURL(/\/step$/);
  await expect(page.locator(':focus')).toContainText('入力済み');
  await expectNoAxeViolations(page);

  // Saved as typed, and a full-width space and digits are as welcome.
  await page.goto('/lifeline/naniwa-denki');
  await expect(holder).toHaveValue('ヤマダ タロウ');
  await retype(holder, 'ヤマダ　タロウ２');
  await save(page);
  await expect(page).toHaveURL(/\/step$/);
  await page.goto('/lifeline/naniwa-denki');
  await expect(holder).toHaveValue('ヤマダ　タロウ２');
  await expect(holder).not.toHaveAttribute('aria-invalid', 'true');
  // The support text says so.
  await expect(holder).toHaveAccessibleDescription(/姓と名の間にスペースを入れることもできます。/);
  await expectNoAxeViolations(page);
});
