// Issue 24, point 6, in the browser against the real server: 口座名義（カナ） takes what the
// contract's example takes (a space between the names, full-width digits), saved and shown back
// as typed, and a wrong script is still refused with spec §5's words on the field (＊…), as its
// description, and in the error summary. Every length-limited field's messages, and half-width
// kana typed key by key, are proven in the DOM: src/web/forms/field-lengths.dom.test.tsx.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { validationMessages as m } from '#shared/validation/messages';
import { expectNoAxeViolations } from './support/axe';
import { enterStepOne, japanDay } from './support/draft-api';
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
