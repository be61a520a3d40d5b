// Issue 11, points 9 and 12: the not-found page is the generic error page, and a resident using
// the keyboard alone (and a screen reader) can tell where they are. Keyboard only: every control
// is reached with Tab and used with Enter, Space or the arrow keys; axe checks every page visited.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { errorSummary } from './support/form-steps';
import { expectFocusRing, tabTo } from './support/keyboard';
import { pathIs } from './support/page-frame';
import { residentNamed } from './support/residents';
import { signedInTestAs } from './support/signed-in';

// 小林 さくら is used by no other spec but help-pages.spec.ts, which only reads her pages: her draft
// is only ever touched here, and /address is never saved, so its 引越しの種類 stays unchosen for both widths.
const resident = residentNamed('小林', 'さくら');
const signedInTest = signedInTestAs(resident);

/** Types `text` into `field` from the keyboard, replacing what it held. */
async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await field.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
}

/** The fonts Chromium drew the text of `selector` with (DevTools protocol). */
async function renderedFonts(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument');
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.map((font) => font.familyName);
  } finally {
    await cdp.detach();
  }
}

test.describe('the not-found page (point 9)', () => {
  test('has a Japanese heading and lead, the spec’s sentence as its reference line, the illustration, a Japanese font and a way home', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    const main = page.getByRole('main');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('ページが見つかりません');
    const english = main.getByText('This page could not be found', { exact: true });
    await expect(english).toBeVisible();
    await expect(english).toHaveAttribute('lang', 'en');
    await expect(main.getByText('お探しのページは見つかりませんでした。URLに誤りがないか、ご確認ください。')).toBeVisible();
    // The illustration of spec §2's error page, decorative.
    await expect(main.locator('svg[aria-hidden="true"]')).toBeVisible();
    // Both are drawn in a Japanese font, the English sentence too (not a Latin fallback).
    expect(await heading.evaluate((el) => el.closest('[lang]')?.getAttribute('lang'))).toBe('ja');
    // The sentence is a span of the エラーコード line (issue 24).
    for (const selector of ['main h1', 'main span[lang="en"]']) {
      const fonts = await renderedFonts(page, selector);
      expect(fonts.length, selector).toBeGreaterThan(0);
      for (const font of fonts) expect(font, selector).toMatch(/JP/);
    }
    // The way home is drawn as the page's primary button.
    const home = main.getByRole('link', { name: 'トップページへ戻る' });
    await expect(home).toHaveCSS('background-color', 'rgb(0, 23, 193)');
    await expectNoAxeViolations(page);

    await tabTo(page, home);
    await expectFocusRing(home);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(pathIs('/'));
  });
});

test.describe('one role for one action (point 12, WCAG 4.1.2)', () => {
  test('「トップページへ戻る」 is a link on /error/expired as on the 404 page', async ({ page }) => {
    for (const path of ['/error/expired', '/no-such-page']) {
      await page.goto(path);
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: 'トップページへ戻る' }), path).toHaveCount(1);
      await expect(main.getByRole('button', { name: 'トップページへ戻る' }), path).toHaveCount(0);
      await expectNoAxeViolations(page);
    }
  });
});

test.describe('focus after a page change (point 12, WCAG 2.4.3, 2.4.7)', () => {
  test('lands on the new page’s heading, visibly, so the page is announced by it', async ({ page }) => {
    await page.goto('/no-such-page');
    await expectNoAxeViolations(page);
    const home = page.getByRole('main').getByRole('link', { name: 'トップページへ戻る' });
    await tabTo(page, home);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(pathIs('/'));
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('引越しの手続きをオンラインで');
    await expectFocusRing(heading);
    await expectNoAxeViolations(page);
    // Tab goes on from the heading into the page, not back to the header.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('banner').getByRole('link', { name: 'うつる' })).not.toBeFocused();
  });
});

signedInTest.describe('a signed-in resident on the keyboard alone (point 12)', () => {
  signedInTest('after 保存する, the overview shows with focus on the saved block, visibly; the next page starts at its heading', async ({ page }) => {
    await page.goto('/personalinfo');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
    const kana = page.getByRole('group', { name: /^氏名（フリガナ）/ });
    await typeInto(page, kana.getByLabel('セイ'), 'ハヤシ');
    await typeInto(page, kana.getByLabel('メイ'), 'ミサキ');
    await typeInto(page, page.getByLabel(/^生年月日/), '19920315');
    const female = page.getByRole('group', { name: /^性別/ }).getByLabel('女性');
    await female.focus();
    await page.keyboard.press('Space');
    await expect(female).toBeChecked();
    await typeInto(page, page.getByLabel(/^電話番号/), '090-1234-5678');
    await page.getByRole('button', { name: '保存する' }).focus();
    await page.keyboard.press('Enter');

    // Back on the overview (issue 11), focus on the saved block, which says its new status.
    await page.waitForURL((url) => url.pathname === '/step');
    const saved = page.getByRole('region', { name: '1.1 申請者の情報' });
    await expectFocusRing(saved);
    await expect(saved).toContainText('入力済み');
    await expectNoAxeViolations(page);

    // Tab goes on from the block to its 修正 button, which opens the page again at its heading.
    const edit = saved.getByRole('link', { name: /^修正/ });
    await tabTo(page, edit);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/personalinfo');
    await expectFocusRing(page.getByRole('heading', { level: 1 }));
    await expectNoAxeViolations(page);
  });

  signedInTest('a focused radio in error shows the focus ring, unlike its red-outlined neighbours (WCAG 2.4.7, 1.4.11)', async ({ page }) => {
    await page.goto('/address');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const kinds = page.getByRole('group', { name: /^引越しの種類/ }).getByRole('radio');
    await expect(kinds.first()).not.toBeChecked();
    await page.getByRole('button', { name: '保存する' }).focus();
    await page.keyboard.press('Enter');
    await expect(errorSummary(page)).toBeFocused();
    await expectNoAxeViolations(page);

    // The summary's link lands on the group's first choice.
    const link = errorSummary(page).getByRole('link', { name: /^引越しの種類：/ });
    await tabTo(page, link);
    await page.keyboard.press('Enter');
    const focused = kinds.first();
    await expect(focused).toHaveAttribute('aria-invalid', 'true');
    await expectFocusRing(focused);
    const neighbour = kinds.nth(1);
    await expect(neighbour).toHaveAttribute('aria-invalid', 'true');
    await expect(neighbour).toHaveCSS('outline-width', '2px');
    await expect(neighbour).not.toHaveCSS('outline-color', 'rgb(0, 0, 0)');

    // Moving on with the arrow key takes the ring along.
    await page.keyboard.press('ArrowDown');
    await expectFocusRing(neighbour);
    await expect(focused).toHaveCSS('outline-width', '2px');
  });

  signedInTest('changing the prefecture after a zip lookup says what it did to 市区町村 and 町域, and going back restores them (WCAG 3.3.1, 4.1.3)', async ({ page }) => {
    await page.goto('/address');
    const from = page.getByRole('group', { name: /^現住所（転出元）/ });
    const status = from.getByRole('status');
    const pref = from.getByLabel('都道府県');
    const city = from.getByLabel('市区町村');
    const town = from.getByLabel('町域');

    await typeInto(page, from.getByLabel('郵便番号'), '1000001');
    await expect(status).toHaveText('郵便番号から住所を入力しました。番地・建物名・部屋番号を入力してください。');
    await expect(pref).toHaveValue('東京都');
    await expect(city).toHaveValue('131016');
    await expect(town).toHaveValue('千代田');
    await expectNoAxeViolations(page);

    // One arrow key on the prefecture select.
    await page.keyboard.press('Tab');
    await expect(pref).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(pref).toHaveValue('神奈川県');
    await expect(city).toHaveValue('');
    await expect(town).toHaveValue('');
    await expect(status).toHaveText('都道府県を変更したため、市区町村と町域の選択を解除しました。選び直してください。');
    await expectNoAxeViolations(page);

    // And back: what the lookup filled in returns, and the status line says so.
    await page.keyboard.press('ArrowUp');
    await expect(pref).toHaveValue('東京都');
    await expect(city).toHaveValue('131016');
    await expect(town).toHaveValue('千代田');
    await expect(status).toHaveText('東京都で選んでいた市区町村と町域に戻しました。');
  });

  signedInTest('「世帯について」 is not a named region holding no fields (WCAG 1.3.1)', async ({ page }) => {
    await page.goto('/address');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: '世帯について' })).toBeVisible();
    await expect(main.getByRole('region', { name: '世帯について' })).toHaveCount(0);
    // Every named region left on the page holds something to fill in or follow (the error summary's links, for one).
    for (const region of await main.getByRole('region').all()) {
      expect(await region.locator('input, select, textarea, button, a[href]').count()).toBeGreaterThan(0);
    }
    await expectNoAxeViolations(page);
  });
});
