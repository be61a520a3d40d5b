// Issue 11 in the browser: the overview comes first (a save goes back to /step, with the saved
// block's new status focused and the overview's scroll position restored), one name per section
// (tab title, heading, overview block, confirm section, and one word for the way in), a block
// with 入力エラー opens with its error on the field concerned, unsaved input is not lost without
// a question, and a page the draft holds nothing for is the 404 page. axe runs on every page.
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { pageTitle } from '#shared/config/brand';
import { domainMessages } from '#shared/domain/domain-messages';
import { allowedVisitDates } from '#shared/domain/visit-date';
import { expectNoAxeViolations } from './support/axe';
import { chiyoda, enterCompleteDraft, enterMove, enterStepOne, japanDay } from './support/draft-api';
import { errorSummary, retype, save } from './support/form-steps';
import { logIn } from './support/login';
import { pathIs } from './support/page-frame';
import { residentNamed, type FixtureResident } from './support/residents';

/** Each width has its own two residents: a draft saved at one width must not meet the other. */
function residentsOf(testInfo: TestInfo): { overview: FixtureResident; errors: FixtureResident } {
  return testInfo.project.name === 'mobile-375'
    ? { overview: residentNamed('山口', '大翔'), errors: residentNamed('池田', '湊') }
    : { overview: residentNamed('森', '結衣'), errors: residentNamed('橋本', '美優') };
}

/** Every 大阪市北区 business, so the overview is long enough to scroll at both widths. */
const osakaBusinesses = ['naniwa-denki', 'yodogawa-gas', 'machikado-suido', 'soyokaze-hikari', 'tsubasa-net', 'aozora-shimbun'];
const moveInDays = 7;
const digits = (date: string) => date.replaceAll('/', '');
const moveInName = '転入予定連絡（大阪市北区）';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A block's or section's way in: 「修正」 with the section's name, hidden, after it. */
const wayIn = (word: '入力' | '修正', name: string) => new RegExp(`^${word}\\s?（${escaped(name)}）$`);

async function expectNamed(page: Page, name: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page).toHaveTitle(pageTitle(name));
}

/** The programmatic focus ring of global.css is drawn (WCAG 2.4.7). */
async function expectVisiblyFocused(page: Page, name: string): Promise<void> {
  const block = page.getByRole('region', { name });
  await expect(block).toBeFocused();
  await expect(block).toBeInViewport();
  expect(await block.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe('none');
}

test.describe('the overview comes first, and names each section once', () => {
  test('a save goes back to /step: the block shows its new status, has focus, and the scroll position is kept', async ({ page }, testInfo) => {
    const { overview } = residentsOf(testInfo);
    await logIn(page, overview);
    await enterStepOne(page.request, overview, { moveInDays, procedures: ['move_out', 'move_in'], businesses: osakaBusinesses });

    await page.goto('/step');
    const block = page.getByRole('region', { name: moveInName });
    await expect(block.getByRole('link', { name: wayIn('入力', moveInName) })).toBeVisible();
    await expectNoAxeViolations(page);
    // Scroll so the block sits in the middle of the screen: the overview is scrolled, not at its top.
    await block.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(100);
    await block.getByRole('link', { name: wayIn('入力', moveInName) }).click();

    await expect(page).toHaveURL(pathIs('/movingin'));
    await expectNamed(page, moveInName);
    await expect(page.getByText('保存すると「申請内容の入力」の画面に戻ります。', { exact: false })).toBeVisible();
    await retype(page.getByLabel(/^日中に連絡がとれる電話番号/), '06-6313-1111');
    await retype(page.getByLabel(/^来庁予定日/), digits(allowedVisitDates(japanDay(moveInDays), japanDay())[0]!));
    await expectNoAxeViolations(page);
    await save(page);

    // Back on the overview, without a second click, at the same place, the block saying 入力済み.
    await expect(page).toHaveURL(pathIs('/step'));
    await expect(block).toContainText('入力済み');
    await expect(block.getByRole('link', { name: wayIn('修正', moveInName) })).toBeVisible();
    await expectVisiblyFocused(page, moveInName);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThanOrEqual(2);
    await expectNoAxeViolations(page);

    // Step 1's pages go back the same way: /personalinfo, opened from its block, saved as it is.
    await page.getByRole('link', { name: /（1\.1 申請者の情報）$/ }).click();
    await expectNamed(page, '申請者の情報');
    await save(page);
    await expect(page).toHaveURL(pathIs('/step'));
    await expectVisiblyFocused(page, '1.1 申請者の情報');
  });

  test('the tab title, the heading, the overview and the confirm page use one name, and 修正 everywhere', async ({ page }, testInfo) => {
    const { overview } = residentsOf(testInfo);
    await logIn(page, overview);
    await enterCompleteDraft(page.request, overview, { moveInDays, procedures: ['move_out', 'move_in'] });

    const sections = [
      ['/personalinfo', '申請者の情報', '1.1 申請者の情報'],
      ['/address', '住所・引越し日・世帯', '1.2 住所・引越し日・世帯'],
      ['/procedureselection', '希望する手続き', '1.3 希望する手続き'],
      ['/movingout', '転出届（新宿区）', '転出届（新宿区）'],
      ['/movingin', moveInName, moveInName],
    ] as const;
    await page.goto('/step');
    for (const [, , block] of sections) await expect(page.getByRole('region', { name: block }).getByRole('link', { name: wayIn('修正', block) })).toBeVisible();
    for (const [path, name] of sections) {
      await page.goto(path);
      await expectNamed(page, name);
      await expectNoAxeViolations(page);
    }

    await page.goto('/step');
    await page.getByRole('button', { name: '入力内容を確認する' }).click();
    await expect(page).toHaveURL(pathIs('/step/confirm'));
    await expect(page.getByText('修正するときは、各項目の「修正」を押してください。')).toBeVisible();
    for (const [path, name] of sections) {
      const section = page.getByRole('region', { name });
      await expect(section.getByRole('heading', { level: 2 })).toHaveText(name);
      await expect(section.getByRole('link', { name: wayIn('修正', name) })).toHaveAttribute('href', `${path}?return_to=/step/confirm`);
    }
    await expectNoAxeViolations(page);

    // From the confirm page, a save goes back there, to the section just saved.
    await page.getByRole('link', { name: wayIn('修正', moveInName) }).click();
    await expectNamed(page, moveInName);
    await save(page);
    await expect(page).toHaveURL(pathIs('/step/confirm'));
    await expectVisiblyFocused(page, moveInName);
  });
});

test.describe('a block with 入力エラー, and pages the draft holds nothing for', () => {
  test('a business that does not serve the new address: 入力エラー on the overview, the reason on the field', async ({ page }, testInfo) => {
    const { errors } = residentsOf(testInfo);
    await logIn(page, errors);
    await enterStepOne(page.request, errors, { moveInDays, procedures: ['move_out', 'move_in'], businesses: ['naniwa-denki'] });
    // The move now goes to 千代田区, which なにわ電気 does not serve.
    await enterMove(page.request, errors, moveInDays, chiyoda('1-1'));

    await page.goto('/step');
    const block = page.getByRole('region', { name: '1.3 希望する手続き' });
    await expect(block).toContainText('入力エラー');
    await expectNoAxeViolations(page);
    await block.getByRole('link', { name: wayIn('修正', '1.3 希望する手続き') }).click();

    await expect(page).toHaveURL(pathIs('/procedureselection'));
    await expect(page).toHaveTitle(pageTitle('エラー：希望する手続き'));
    await expect(errorSummary(page).getByRole('link', { name: `手続きをする事業者：${domainMessages.businessOutsideArea}` })).toBeVisible();
    const businesses = page.getByRole('group', { name: /^手続きをする事業者/ });
    const errorText = businesses.getByText(`＊${domainMessages.businessOutsideArea}`);
    await expect(errorText).toBeVisible();
    const errorId = await errorText.getAttribute('id');
    const first = businesses.getByRole('checkbox').first();
    await expect(first).toHaveAttribute('aria-invalid', 'true');
    await expect(first).toHaveAttribute('aria-describedby', new RegExp(`(^|\\s)${errorId}(\\s|$)`));
    await expectNoAxeViolations(page);

    // Choosing a business that serves 千代田区 clears it.
    await businesses.getByLabel('ひかり電力').check();
    await save(page);
    await expect(page).toHaveURL(pathIs('/step'));
    await expect(block).toContainText('入力済み');
  });

  test('a business or a procedure the draft does not hold is the 404 page', async ({ page }, testInfo) => {
    const { errors } = residentsOf(testInfo);
    await logIn(page, errors);
    await enterStepOne(page.request, errors, { moveInDays, procedures: ['move_in'], businesses: ['naniwa-denki'] });
    for (const path of ['/lifeline/hikari-denryoku', '/movingout', '/movinghouse']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('ページが見つかりません');
      await expect(page.getByText('This page could not be found')).toBeVisible();
      await expect(page.getByRole('button', { name: '保存する' })).toHaveCount(0);
      await expectNoAxeViolations(page);
    }
    // What the draft holds still has its form.
    await page.goto('/lifeline/naniwa-denki');
    await expectNamed(page, 'なにわ電気（電気の使用停止・開始）');
  });
});

test.describe('nothing is lost by accident', () => {
  test('with unsaved input, a link, the logo and Back ask first in a dialog; a reload asks the browser’s question', async ({ page }, testInfo) => {
    const { errors } = residentsOf(testInfo);
    await logIn(page, errors);
    await enterStepOne(page.request, errors, { moveInDays, procedures: ['move_in'] });
    await page.goto('/personalinfo');
    await expectNamed(page, '申請者の情報');

    // Nothing typed: the logo just leaves (signed in, it leads home to マイページ).
    await page.getByRole('banner').getByRole('link', { name: 'うつる' }).click();
    await expect(page).toHaveURL(pathIs('/mypage'));
    // Into the page within the SPA, so that Back stays in it.
    await page.goto('/step');
    await page.getByRole('link', { name: /（1\.1 申請者の情報）$/ }).click();
    await expectNamed(page, '申請者の情報');

    const phone = page.getByLabel(/^電話番号/);
    await retype(phone, '090-0000-1111');
    const dialog = page.getByRole('dialog', { name: 'このページを離れますか？' });

    // The logo: stay, and the input is still there.
    await page.getByRole('banner').getByRole('link', { name: 'うつる' }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('保存していない入力内容があります。');
    await expect(dialog.getByRole('button', { name: 'このページに留まる' })).toBeFocused();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'このページに留まる' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(pathIs('/personalinfo'));
    await expect(phone).toHaveValue('090-0000-1111');

    // Escape stays too.
    await page.getByRole('link', { name: '申請内容の入力へ戻る' }).click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(phone).toHaveValue('090-0000-1111');

    // Back within the SPA: the page stays until the resident chooses to leave.
    await page.evaluate(() => history.back());
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(pathIs('/personalinfo'));
    await expect(phone).toHaveValue('090-0000-1111');
    await dialog.getByRole('button', { name: '保存せずに移動する' }).click();
    await expect(page).toHaveURL(pathIs('/step'));

    // A reload: the browser's own question (beforeunload), dismissed, keeps the page.
    await page.goto('/personalinfo');
    await retype(phone, '090-0000-2222');
    const asked: string[] = [];
    page.once('dialog', (question) => {
      asked.push(question.type());
      void question.dismiss();
    });
    // Dismissed, the reload never happens: its promise is left to settle on its own.
    void page.reload().catch(() => null);
    await expect.poll(() => asked).toEqual(['beforeunload']);
    await expect(phone).toHaveValue('090-0000-2222');

    // After saving, nothing asks.
    page.on('dialog', (question) => {
      asked.push(question.type());
      void question.dismiss();
    });
    await save(page);
    await expect(page).toHaveURL(pathIs('/step'));
    await page.getByRole('banner').getByRole('link', { name: 'うつる' }).click();
    await expect(page).toHaveURL(pathIs('/mypage'));
    expect(asked).toEqual(['beforeunload']);
    await expect(dialog).toHaveCount(0);
  });
});
