// Issue 12, point 8 (last bullet), at both widths: a resident submits; the application is
// delivered through the outbox to the development inbox; a clerk of the old municipality marks
// it 完了 there; マイページ, left open, shows 完了 for that recipient without a reload.
import { expect, test, type TestInfo } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { consoleErrors } from './support/console-errors';
import { logIn } from './support/login';
import { residentNamed } from './support/residents';
import { sendApplication } from './support/send-application';

const mobile = (testInfo: TestInfo) => testInfo.project.name.startsWith('mobile');
const filing = (testInfo: TestInfo) => (mobile(testInfo) ? residentNamed('清水', '優斗') : residentNamed('山崎', '杏'));

/** sendApplication moves from 新宿区: its office receives the 転出届. */
const oldOffice = 'municipality.131041';

test('a clerk marks the 転出届 完了 in the development inbox, and マイページ shows it without a reload', async ({ page, context }, testInfo) => {
  // Signing, the outbox and マイページ's re-reads take their time: up to a minute or so in all.
  test.setTimeout(120_000);
  const errors = consoleErrors(page);
  const resident = filing(testInfo);
  await logIn(page, resident);
  const receptionNumber = await sendApplication(page, resident);

  await page.goto('/mypage');
  const application = page.getByRole('article', { name: `受付番号 ${receptionNumber}` });
  const oldOfficeRow = application.getByRole('list', { name: '提出先ごとの状況' }).getByRole('listitem').filter({ hasText: '新宿区（転出届）' });
  // The outbox delivers within seconds: 送信待ち, then 送信済み.
  await expect(oldOfficeRow).toContainText('送信済み', { timeout: 20_000 });
  await expectNoAxeViolations(page);

  // The clerk's page in the development inbox lists what arrived, by 受付番号.
  const clerk = await context.newPage();
  await clerk.goto(`/dev-inbox/recipients/${oldOffice}`);
  const arrived = clerk.getByRole('row').filter({ hasText: receptionNumber });
  await expect(arrived).toBeVisible();
  await expectNoAxeViolations(clerk);
  await arrived.getByRole('button', { name: '完了', exact: true }).click();
  await expect(clerk.getByRole('status')).toContainText('完了');
  await clerk.close();

  // マイページ, still open, follows without a reload, and says so politely.
  // It re-reads 5 s after a change, then less often while nothing changes (5, 10, 20 s…).
  await expect(oldOfficeRow).toContainText('完了', { timeout: 60_000 });
  await expect(page.getByTestId('status-announcements')).toContainText('新宿区（転出届）の状況が「完了」になりました。');
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});
