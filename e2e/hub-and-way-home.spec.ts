// Issue 11, points 1, 2, 3 (first bullet), 9 (first bullet) and 10 (console), at both widths:
// a signed-in resident always has a way to マイページ; マイページ is the hub (the unsent draft with
// its progress, the next actions of a sent application only where their flow exists); /step
// does not silently start a new filing over a sent one; the second login service is named and
// its label wraps only between phrases; and no signed-in page load logs a console error.
// Each width signs in as residents of its own: their drafts and applications outlive a test.
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import type { components } from '#shared/api/schema';
import { apiBasePath } from '#shared/config/brand';
import { expectNoAxeViolations } from './support/axe';
import { failApiCall } from './support/fake-api';
import { logIn } from './support/login';
import { pathIs } from './support/page-frame';
import { residentNamed } from './support/residents';
import { consoleErrors } from './support/console-errors';
import { sendApplication } from './support/send-application';
import { goOnFromReadiness } from './support/readiness';


const mobile = (testInfo: TestInfo) => testInfo.project.name.startsWith('mobile');
/** Signs in with no draft and no application, then starts and leaves a draft. */
const drafting = (testInfo: TestInfo) => (mobile(testInfo) ? residentNamed('佐藤', '健一') : residentNamed('渡辺', '葵'));
/** Sends an application, then meets /step and マイページ with it. */
const filing = (testInfo: TestInfo) => (mobile(testInfo) ? residentNamed('山田', '蓮') : residentNamed('佐々木', '陽菜'));


async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Nothing sticks out sideways at this width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectNoAxeViolations(page);
}

/** How many lines a text node of `element` spans, for each of its text nodes (phrases). */
async function linesPerPhrase(element: Locator): Promise<{ text: string; lines: number }[]> {
  return element.evaluate((root) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const phrases: { text: string; lines: number }[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
      phrases.push({ text: node.textContent ?? '', lines: tops.size });
    }
    return phrases;
  });
}

/** How many lines the text of `element` takes: the distinct tops of its text's boxes. */
async function lineCount(element: Locator): Promise<number> {
  return element.evaluate((root) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const tops: number[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) if (!tops.some((top) => Math.abs(top - rect.top) < 4)) tops.push(rect.top);
    }
    return tops.length;
  });
}

function myPageLink(page: Page): Locator {
  return page.getByRole('main').getByRole('link', { name: 'マイページへ戻る' });
}

test('the second login service is named for what it is, and its labels never break inside a word', async ({ page }) => {
  await page.goto('/');
  const lp = page.getByRole('button', { name: '提携ログインサービスでログイン' });
  await expect(lp).toBeVisible();
  await expect(page.getByText('提携ログインサービスは新しいタブで開きます。')).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('LP');
  // One line at 375 px as at 1366 px, the primary button too.
  expect(await lineCount(lp)).toBe(1);
  expect(await lineCount(page.getByRole('button', { name: 'マイナンバーカードでログイン' }))).toBe(1);
  await expectNoAxeViolations(page);

  // The login-error page's longer label may wrap, but only between its phrases.
  await page.goto('/error/lp/loginerror');
  const again = page.getByRole('button', { name: '提携ログインサービスでもう一度ログイン' });
  await expect(again).toBeVisible();
  expect(await linesPerPhrase(again)).toEqual([
    { text: '提携ログインサービスで', lines: 1 },
    { text: 'もう一度', lines: 1 },
    { text: 'ログイン', lines: 1 },
  ]);
  await expect(again.locator('span').first()).toHaveCSS('word-break', 'keep-all');
  await expect(page.getByRole('main')).not.toContainText('LP');
  await expectNoAxeViolations(page);
});

test('a signed-in resident without a draft has a way to マイページ everywhere, and no page logs a console error', async ({ page }, testInfo) => {
  const resident = drafting(testInfo);
  await logIn(page, resident);
  const errors = consoleErrors(page);

  // マイページ: nothing sent, nothing typed: the one way in leads to the readiness page, then the overview, /step.
  await page.goto('/mypage');
  await settled(page);
  await expect(page.getByRole('heading', { name: '入力中の申請があります' })).toHaveCount(0);
  const start = page.getByRole('link', { name: '引越し手続きを始める' });
  await expect(start).toHaveAttribute('href', '/step/readiness');

  // The top pages offer マイページ instead of the login buttons.
  for (const path of ['/', '/index01']) {
    await page.goto(path);
    await settled(page);
    await expect(page.getByRole('heading', { name: 'ログインしています' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'マイナンバーカードでログイン' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'マイページへ進む' })).toHaveAttribute('href', '/mypage');
    // A new move starts at the readiness page, as from マイページ (issue 28).
    await expect(page.getByRole('main').getByRole('link', { name: '引越し手続きを始める' })).toHaveAttribute('href', '/step/readiness');
  }

  // The 404 page keeps spec §8's way to the top and adds マイページ.
  const notFound = await page.goto('/no-such-page');
  expect(notFound?.status()).toBe(404);
  await expect(myPageLink(page)).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'トップページへ戻る' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page);
  // The page's own 404 status is what it is for; anything else it logged counts.
  const pageUrl = page.url();
  const own = (error: string) => error.endsWith(`: 404 ${pageUrl}`) || error === `${pageUrl}: Failed to load resource: the server responded with a status of 404 (Not Found)`;
  errors.splice(0, errors.length, ...errors.filter((error) => !own(error)));

  // The header logo leads home: マイページ.
  await page.getByRole('banner').getByRole('link', { name: 'うつる' }).click();
  await expect(page).toHaveURL(pathIs('/mypage'));
  await settled(page);

  // 「引越し手続きを始める」 leads, through the readiness page, to the overview of both steps, not to the first form.
  await page.getByRole('link', { name: '引越し手続きを始める' }).click();
  await goOnFromReadiness(page);
  await expect(page).toHaveURL(pathIs('/step'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('申請内容の入力');
  // The pressed button is gone with its page: focus goes on to the overview's heading (WCAG 2.4.3).
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page.getByRole('heading', { name: 'ステップ1　申請者と引越しの情報' })).toBeVisible();
  await settled(page);

  for (const path of ['/personalinfo', '/procedureselection', '/step']) {
    await page.goto(path);
    await settled(page);
  }
  // Every page load above, signed in, without a draft at first: not one console error.
  expect(errors).toEqual([]);
});

test('マイページ shows the unsent draft, how far it got and when it was saved, and continues it at /step', async ({ page }, testInfo) => {
  const resident = drafting(testInfo);
  await logIn(page, resident);
  const errors = consoleErrors(page);
  await page.goto('/mypage');
  await settled(page);

  const draft = page.getByRole('region', { name: '入力中の申請があります' });
  await expect(draft).toBeVisible();
  await expect(draft).toContainText('ステップ1　申請者と引越しの情報入力中');
  await expect(draft).toContainText('ステップ2　手続きごとの入力未入力');
  const { drafts } = (await (await page.request.get(`${apiBasePath}/user_session_summaries`)).json()) as components['schemas']['DraftSummariesResponse'];
  const savedAt = new Intl.DateTimeFormat('ja-JP', { timeZone: 'Asia/Tokyo', year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', hourCycle: 'h23' })
    .format(new Date(drafts[0]?.last_saved_at ?? ''));
  expect(savedAt).toMatch(/^\d{4}年\d{1,2}月\d{1,2}日 \d{1,2}:\d{2}$/);
  await expect(draft).toContainText(`最後に保存した日時${savedAt}`);
  // Not offered a fresh start as if nothing existed.
  await expect(page.getByRole('link', { name: '引越し手続きを始める' })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('mypage-draft.png'), fullPage: true });

  await draft.getByRole('link', { name: '続きから入力する' }).click();
  await expect(page).toHaveURL(pathIs('/step'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('申請内容の入力');
  await settled(page);
  expect(errors).toEqual([]);

  // Logging out says so on the top page.
  await page.goto('/mypage');
  await page.getByRole('button', { name: 'ログアウト' }).click();
  await expect(page).toHaveURL(pathIs('/'));
  await expect(page.getByRole('status').filter({ hasText: 'ログアウトしました' })).toHaveText('ログアウトしました。');
  await expect(page.getByRole('button', { name: 'マイナンバーカードでログイン' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('with a sent application: the next actions, /step asks before a new filing, error pages lead home', async ({ page }, testInfo) => {
  const resident = filing(testInfo);
  await logIn(page, resident);
  const receptionNumber = await sendApplication(page, resident);
  const errors = consoleErrors(page);

  // マイページ lists it and offers the addition (issue 13); 申請を取り消す (issue 14), once its
  // procedures are delivered, names this application (e2e/revocation-*.spec.ts follow it).
  await page.goto('/mypage');
  await settled(page);
  await expect(page.getByRole('heading', { name: `受付番号 ${receptionNumber}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'ライフラインの手続きを追加する' })).toHaveAttribute('href', '/after/step/readiness');
  // The link shows once the list re-read finds the procedures delivered.
  const revoke = page.getByRole('link', { name: '申請を取り消す' });
  await expect(revoke).toHaveCount(1, { timeout: 30_000 });
  await expect(revoke).toHaveAttribute('href', `/revocation/step/readiness?reception_number=${receptionNumber}`);
  await expect(page.getByRole('heading', { name: '入力中の申請があります' })).toHaveCount(0);

  // /step without a draft: told what was filed, and asked.
  await page.goto('/step');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('引越しの手続きは送信済みです');
  const main = page.getByRole('main');
  await expect(main).toContainText(`受付番号${receptionNumber}`);
  const sentOn = new Intl.DateTimeFormat('ja-JP', { timeZone: 'Asia/Tokyo', year: 'numeric', month: 'long', day: 'numeric' }).format(new Date());
  await expect(main).toContainText(`送信日${sentOn}`);
  await settled(page);
  await page.screenshot({ path: testInfo.outputPath('step-already-sent.png'), fullPage: true });
  // Nothing was started behind the question.
  const before = (await (await page.request.get(`${apiBasePath}/user_session_summaries`)).json()) as components['schemas']['DraftSummariesResponse'];
  expect(before.drafts).toEqual([]);
  await main.getByRole('link', { name: 'マイページへ戻る' }).click();
  await expect(page).toHaveURL(pathIs('/mypage'));
  await settled(page);

  await page.goto('/step');
  await page.getByRole('button', { name: '新しく引越し手続きを始める' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('申請内容の入力');
  // The pressed button is gone with its page: focus goes on to the overview's heading (WCAG 2.4.3).
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page.getByRole('heading', { name: 'ステップ1　申請者と引越しの情報' })).toBeVisible();
  await expect(page).toHaveURL(pathIs('/step'));
  await settled(page);
  // マイページ now shows both: the new draft and the sent application.
  await page.goto('/mypage');
  await settled(page);
  await expect(page.getByRole('region', { name: '入力中の申請があります' })).toBeVisible();
  await expect(page.getByRole('heading', { name: `受付番号 ${receptionNumber}` })).toBeVisible();
  expect(errors).toEqual([]);

  // The generic error page, signed in: its button keeps spec §8's target, and マイページ is offered too.
  await failApiCall(page, 'user_session/2', { httpStatus: 500, code: 'SOMETHING_NEW' });
  await page.goto('/revocation/step');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('システムエラー');
  await expect(page.getByRole('main').getByRole('link', { name: 'トップページへ戻る' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.unrouteAll();
  await myPageLink(page).click();
  await expect(page).toHaveURL(pathIs('/mypage'));
  await settled(page);
});
