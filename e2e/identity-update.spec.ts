// Issue 13, the identity-data update's failure and time-out paths, at both widths: a resident
// signs in, goes straight to /after/checkinformation, answers that the address is the old one,
// and asks for the update. 坂本蒼's provider refuses it (its message, then the ways on); 遠藤光's
// never answers (past the 12 s limit the Playwright server sets: the time-out message, and
// 「もう一度確認する」 polls the same request again). A reload of /loadingupdate while it waits keeps
// the same request (each status answer names the request it is about).
import { expect, test, type Page, type Request, type Response } from '@playwright/test';
import { apiBasePath } from '#shared/config/brand';
import { expectNoAxeViolations } from './support/axe';
import { fullNameOf, logIn } from './support/login';
import { pathIs } from './support/page-frame';
import { residentNamed, type FixtureResident } from './support/residents';

const refused = residentNamed('坂本', '蒼');
const neverAnswered = residentNamed('遠藤', '光');
const refusalMessage = '転入の手続きがまだ完了していないため、住所を更新できませんでした。転入届の手続き後にもう一度お試しください。';

const isCall = (name: string) => (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === `${apiBasePath}/${name}`;
const requestCall = isCall('xid_data_update_request');
/** A status call's answer (it names the request it is about: the body the page sent is not readable here). */
const statusAnswer = (response: Response) => isCall('xid_data_update_request_status')(response.request());
const requestIdOf = async (response: Response): Promise<string> => ((await response.json()) as { xid_request_id: string }).xid_request_id;

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
/** The page's polite live region of the wait. */
const waitRegion = (page: Page) => page.getByRole('main').getByRole('status');

/** Signs in, checks the identity data, says the address is old, and asks for the update. */
async function askForUpdate(page: Page, resident: FixtureResident): Promise<void> {
  await logIn(page, resident);
  await page.goto('/after/checkinformation');
  await expect(heading(page)).toHaveText('本人情報の確認');
  const identity = page.getByRole('definition');
  await expect(identity.first()).toContainText(fullNameOf(resident));
  await expect(identity.nth(1)).toContainText('東京都世田谷区');
  await expectNoAxeViolations(page);

  // Unanswered: the error summary takes focus and names the question.
  await page.getByRole('button', { name: '次へ進む' }).click();
  const summary = page.getByRole('region', { name: '入力内容にエラーがあります' });
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('住所が新しい住所になっているかどうかを選択してください。');
  const question = page.getByRole('group', { name: /^住所は引越し先の新しい住所になっていますか/ });
  await expect(question).toContainText('＊住所が新しい住所になっているかどうかを選択してください。');
  await expect(page).toHaveTitle(/^エラー：本人情報の確認/);
  await expectNoAxeViolations(page);

  await question.getByLabel('いいえ、引越し前の住所のままです').check();
  await page.getByRole('button', { name: '次へ進む' }).click();
  await expect(page).toHaveURL(pathIs('/after/updateinformation'));
  await expect(heading(page)).toHaveText('本人情報の更新');
  await expect(page.getByText('更新には数秒ほどかかります。')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: '本人情報を更新する' }).click();
  await expect(page).toHaveURL(pathIs('/loadingupdate'));
}

test('a refresh the provider refuses shows its message and the ways on', async ({ page }) => {
  await askForUpdate(page, refused);
  await expect(heading(page)).toHaveText('本人情報を更新できませんでした');
  await expect(page.getByRole('alert')).toHaveText(refusalMessage);
  await expectNoAxeViolations(page);
  await expect(page.getByRole('link', { name: '更新せずに進む' })).toHaveAttribute('href', '/after/step');

  // 「もう一度更新する」 asks the provider anew (a new request), which refuses again.
  const again = page.waitForRequest(requestCall);
  await page.getByRole('button', { name: 'もう一度更新する' }).click();
  await again;
  await expect(page.getByRole('alert')).toHaveText(refusalMessage);

  // The refused request is settled: /loadingupdate has nothing to wait for and leads back to the check.
  await page.goto('/loadingupdate');
  await expect(page).toHaveURL(pathIs('/after/checkinformation'));
  await expect(heading(page)).toHaveText('本人情報の確認');
  await expectNoAxeViolations(page);
  await page.goto('/after/updateinformation');
  await page.getByRole('button', { name: '本人情報を更新する' }).click();
  await expect(page.getByRole('alert')).toHaveText(refusalMessage);

  await page.getByRole('link', { name: 'マイページへ戻る' }).click();
  await expect(page).toHaveURL(pathIs('/mypage'));
  await expect(page.getByRole('heading', { name: `${fullNameOf(refused)} 様` })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a refresh that never ends says so after the time limit, and 「もう一度確認する」 keeps asking about the same request', async ({ page }) => {
  test.setTimeout(120_000);
  const firstStatus = page.waitForResponse(statusAnswer);
  await askForUpdate(page, neverAnswered);
  const requestId = await requestIdOf(await firstStatus);
  await expect(waitRegion(page).filter({ hasText: '本人情報を更新しています。' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The Playwright server's limit is 12 s.
  await expect(heading(page)).toHaveText('本人情報の更新に時間がかかっています', { timeout: 30_000 });
  await expect(waitRegion(page)).toContainText('本人情報の更新に時間がかかっています。');
  await expectNoAxeViolations(page);

  const asked = page.waitForResponse(statusAnswer);
  await page.getByRole('button', { name: 'もう一度確認する' }).click();
  expect(await requestIdOf(await asked)).toBe(requestId);
  await expect(waitRegion(page).filter({ hasText: '本人情報を更新しています。' })).toBeVisible();
  // Still asking, at the server's interval.
  expect(await requestIdOf(await page.waitForResponse(statusAnswer))).toBe(requestId);

  await expect(heading(page)).toHaveText('本人情報の更新に時間がかかっています', { timeout: 30_000 });
  await page.getByRole('link', { name: 'マイページへ戻る' }).click();
  await expect(page).toHaveURL(pathIs('/mypage'));
  await expect(heading(page)).toHaveText('マイページ');
  await expectNoAxeViolations(page);
});

test('a reload of /loadingupdate while the refresh runs keeps waiting for the same request', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (requestCall(request)) requests.push(request.url());
  });
  const firstStatus = page.waitForResponse(statusAnswer);
  await askForUpdate(page, neverAnswered);
  const requestId = await requestIdOf(await firstStatus);

  const afterReload = page.waitForResponse(statusAnswer);
  await page.reload();
  expect(await requestIdOf(await afterReload)).toBe(requestId);
  await expect(page).toHaveURL(pathIs('/loadingupdate'));
  await expect(waitRegion(page).filter({ hasText: '本人情報を更新しています。' })).toBeVisible();
  await expectNoAxeViolations(page);
  // One update request in all: the reload asked for none.
  expect(requests).toHaveLength(1);
});
