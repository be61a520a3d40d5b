// Issue 28, point 1, at both widths: before any typing, the readiness page tells whether the flow
// can be finished online. 高橋 由美's 署名用電子証明書 has expired: she is told so, where to go and
// what to bring, and is offered no start. 伊藤 翔 has one 署名用パスワード entry left: he reaches
// the page from マイページ's start, sees his attempts left and, for the move type he picks, the
// date window, and is offered the start. Neither test starts a draft, so both widths begin alike.
import { expect, test, type Page } from '@playwright/test';
import { japaneseDate } from '#shared/domain/calendar-days';
import { expectNoAxeViolations } from './support/axe';
import { consoleErrors } from './support/console-errors';
import { japanDay } from './support/draft-api';
import { logIn } from './support/login';
import { pathIs } from './support/page-frame';
import { residentNamed } from './support/residents';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const startLink = (page: Page) => page.getByRole('main').getByRole('link', { name: '入力を始める' });

test('高橋 由美 is told before typing that her certificate has expired, where to go and what to bring', async ({ page }, testInfo) => {
  await logIn(page, residentNamed('高橋', '由美'));
  const errors = consoleErrors(page);
  await page.goto('/step/readiness');
  await expect(heading(page)).toHaveText('手続きを始める前に');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'オンラインでは手続きを続けられません' })).toBeVisible();
  await expect(main).toContainText('署名用電子証明書の有効期限が切れているため、電子署名ができず、オンラインでは申請できません。');
  await expect(main).toContainText('有効期限が切れています（有効期限：2025年3月28日）。');
  // Her own municipality's counter, from the participation table, and what to bring.
  await expect(main).toContainText('札幌市中央区役所 戸籍住民課');
  await expect(main.getByRole('listitem').filter({ hasText: 'マイナンバーカード' })).toHaveCount(1);
  await expect(startLink(page)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('readiness-expired.png'), fullPage: true });
  expect(errors).toEqual([]);
});

test('伊藤 翔 starts from マイページ and sees his attempts left and the window of his move type', async ({ page }, testInfo) => {
  await logIn(page, residentNamed('伊藤', '翔'));
  const errors = consoleErrors(page);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: '引越し手続きを始める' }).click();
  await expect(page).toHaveURL(pathIs('/step/readiness'));
  await expect(heading(page)).toHaveText('手続きを始める前に');
  const main = page.getByRole('main');
  await expect(main).toContainText('あと1回間違えるとロックされます。');
  await expect(main).toContainText('署名用パスワードは、あと1回間違えるとロックされ');

  const moveDate = japanDay(20);
  await page.getByRole('radio', { name: '転出（ほかの市区町村へ引越し）' }).check();
  const date = page.getByRole('textbox', { name: '引越し予定日' });
  await expect(date).toHaveAccessibleDescription(/任意です。/);
  await date.fill(moveDate);
  await date.blur();
  await expect(main).toContainText(`転出届：${japaneseDate(japanDay(-10))}から${japaneseDate(japanDay(30))}まで`);
  await expect(main).toContainText(`転入届の来庁予定日：引越し日から14日以内（${japaneseDate(moveDate)}〜${japaneseDate(japanDay(34))}）`);
  await expect(startLink(page)).toHaveAttribute('href', '/step');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('readiness-window.png'), fullPage: true });

  // A date that is no date says so in the field, the Digital Agency way.
  await date.fill('2026/13/40');
  await date.blur();
  await expect(date).toHaveAttribute('aria-invalid', 'true');
  await expect(main).toContainText('＊日付を正しく入力してください。');
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});
