// Issue 11, point 10 "Small things a resident notices", at both widths: /favicon.ico exists, no
// page load logs an error in the browser console, and on マイページ each recipient's status sits
// in the same place on every row (on a phone: on its own line, at the row's start), in every
// state of issue 12 (with its time, a 差戻し's reason, what to do when delivery failed); and a
// status that changes while マイページ is open is shown and announced without a reload. The same
// console check signed in (top pages, 404, マイページ, /step and the section pages, with and
// without a draft) is in hub-and-way-home.spec.ts, with residents of its own.
import { expect, test as signedOutTest, type Page } from '@playwright/test';
import { apiBasePath } from '#shared/config/brand';
import type { components } from '#shared/api/schema';
import { expectNoAxeViolations } from './support/axe';
import { signedInTest } from './support/signed-in';
import { consoleErrors } from './support/console-errors';

type ApplicationSummary = components['schemas']['ApplicationSummary'];


async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page);
}

signedOutTest('/favicon.ico is an icon, and the signed-out pages log no console error', async ({ page, request }) => {
  const favicon = await request.get('/favicon.ico');
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
  const body = await favicon.body();
  expect([...body.subarray(0, 4)]).toEqual([0, 0, 1, 0]); // the ICO header

  const errors = consoleErrors(page);
  for (const path of ['/', '/index01']) await visit(page, path);
  expect(errors).toEqual([]);
});

const recipients: ApplicationSummary['recipients'] = [
  { id: '00000000-0000-4000-8000-000000000001', kind: 'municipality', procedure: 'move_out', name: '新宿区', status: 'delivered', status_at: '2026-11-20T03:00:00.000Z' },
  { id: '00000000-0000-4000-8000-000000000002', kind: 'municipality', procedure: 'move_in', name: '大阪市北区', status: 'pending', status_at: '2026-11-20T03:00:00.000Z' },
  {
    id: '00000000-0000-4000-8000-000000000008',
    kind: 'business',
    procedure: 'businesses',
    name: 'なにわ電気株式会社 大阪北営業所 お客さまセンター',
    status: 'failed',
    status_at: '2026-11-23T03:00:00.000Z',
    contact: { name: 'なにわ電気株式会社 大阪北営業所 お客さまセンター', phone: '0120-100-200' },
  },
  { id: '00000000-0000-4000-8000-000000000003', kind: 'business', procedure: 'businesses', name: 'よどがわガス', status: 'completed', status_at: '2026-11-24T05:02:00.000Z' },
  { id: '00000000-0000-4000-8000-000000000004', kind: 'business', procedure: 'businesses', name: 'おおさか水道局', status: 'received', status_at: '2026-11-21T01:00:00.000Z' },
  { id: '00000000-0000-4000-8000-000000000005', kind: 'business', procedure: 'businesses', name: 'ひかり通信', status: 'returned', status_at: '2026-11-22T09:30:00.000Z', reason: '契約者番号が確認できませんでした。お手数ですが、もう一度お申し込みください。' },
  {
    id: '00000000-0000-4000-8000-000000000009',
    kind: 'municipality',
    procedure: 'move_in',
    name: '堺市堺区',
    status: 'failed',
    status_at: '2026-11-23T04:00:00.000Z',
    contact: { name: '堺市堺区役所 市民課', phone: '072-228-7403', hours: '平日 9:00〜17:30', address: '〒590-0078 大阪府堺市堺区南瓦町3-1' },
  },
];

const applicationWith = (list: ApplicationSummary['recipients']): ApplicationSummary => ({
  application_id: '00000000-0000-4000-8000-000000000011',
  phase: 1,
  reception_number: 'ABCD-EFGH-JKLM',
  submitted_at: '2026-11-20T10:00:00+09:00',
  move_date: '2026/12/01',
  recipients: list,
  additions: [],
  cancellable: false,
  past_move_date: false,
  timeline: [],
});

signedInTest('マイページ puts each recipient’s status in the same place on every row', async ({ page }, testInfo) => {
  const application = applicationWith(recipients);
  await page.route(`**${apiBasePath}/applications`, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ applications: [application] }) }));
  await page.goto('/mypage');
  const rows = page.getByRole('list', { name: '提出先ごとの状況' }).getByRole('listitem');
  await expect(rows).toHaveCount(recipients.length);
  await expectNoAxeViolations(page);
  // Each state in words with its time in Japan; a 差戻し's reason; what to do after a failed delivery.
  await expect(rows.nth(3)).toContainText('完了11月24日 14:02');
  await expect(rows.nth(3).locator('time')).toHaveAttribute('datetime', '2026-11-24T05:02:00.000Z');
  await expect(rows.nth(5)).toContainText('差戻し');
  await expect(rows.nth(5)).toContainText('理由：契約者番号が確認できませんでした。');
  await expect(rows.nth(2)).toContainText('なにわ電気株式会社 大阪北営業所 お客さまセンターに電話で連絡してください。');
  await expect(rows.nth(2).getByRole('link', { name: '0120-100-200' })).toHaveAttribute('href', 'tel:0120100200');
  await expect(rows.nth(6)).toContainText('堺市堺区の窓口で手続きしてください。');
  await expect(rows.nth(6)).toContainText('堺市堺区役所 市民課');
  await expect(rows.nth(6)).toContainText('平日 9:00〜17:30');
  await expect(rows.nth(6).getByRole('link', { name: '072-228-7403' })).toHaveAttribute('href', 'tel:0722287403');

  const mobile = testInfo.project.name.startsWith('mobile');
  const places = [];
  for (let index = 0; index < recipients.length; index += 1) {
    const row = rows.nth(index);
    const [rowBox, nameBox, statusBox] = await Promise.all([row.boundingBox(), row.locator('span').first().boundingBox(), row.locator('[data-status]').boundingBox()]);
    if (!rowBox || !nameBox || !statusBox) throw new Error(`row ${index} is not laid out`);
    places.push({ left: Math.round(statusBox.x - rowBox.x), right: Math.round(rowBox.x + rowBox.width - (statusBox.x + statusBox.width)), below: statusBox.y >= nameBox.y + nameBox.height - 1 });
  }
  if (mobile) {
    // Under the name, at the row's start, on every row.
    for (const place of places) {
      expect(place.below).toBe(true);
      expect(place.left).toBe(0);
    }
  } else {
    // At the row's end, beside the name, on every row.
    for (const place of places) {
      expect(place.below).toBe(false);
      expect(place.right).toBe(0);
    }
  }
  await page.screenshot({ path: testInfo.outputPath('mypage-statuses.png'), fullPage: true });
});

/** The faked application is not in the server's database: its counter checklist is answered as a move's without one. */
const answerEmptyChecklist = (page: Page) =>
  page.route(`**${apiBasePath}/applications/*/counter_checklist`, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ application_id: applicationWith([]).application_id, reception_number: 'ABCD-EFGH-JKLM', moving_type: 'abroad', municipality_name: null, answers: {}, items: [], more_with_answers: false }),
    }),
  );

signedInTest('マイページ shows a status that changes while it is open, and says so politely', async ({ page }) => {
  // The first read: the message reached ひかり電力; every later read: ひかり電力 reported 完了.
  const delivered = applicationWith([{ id: '00000000-0000-4000-8000-000000000006', kind: 'business', procedure: 'businesses', name: 'ひかり電力', status: 'delivered', status_at: '2026-11-24T05:00:00.000Z' }]);
  const completed = applicationWith([{ id: '00000000-0000-4000-8000-000000000007', kind: 'business', procedure: 'businesses', name: 'ひかり電力', status: 'completed', status_at: '2026-11-24T05:02:00.000Z' }]);
  let reads = 0;
  await page.route(`**${apiBasePath}/applications`, (route) => {
    reads += 1;
    return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ applications: [reads === 1 ? delivered : completed] }) });
  });
  await answerEmptyChecklist(page);
  const errors = consoleErrors(page);
  await page.goto('/mypage');
  const row = page.getByRole('list', { name: '提出先ごとの状況' }).getByRole('listitem');
  await expect(row).toContainText('送信済み11月24日 14:00');
  const live = page.getByTestId('status-announcements');
  await expect(live).toHaveAttribute('aria-live', 'polite');
  await expect(live).toHaveText('');
  const logout = page.getByRole('button', { name: 'ログアウト' });
  await logout.focus();
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => navigations.push(frame.url()));

  // The machine reads again after its delay (5 s): no reload, focus stays where it was.
  await expect(row).toContainText('完了11月24日 14:02', { timeout: 15_000 });
  await expect(live).toHaveText('ひかり電力（ライフラインの手続き）の状況が「完了」になりました。');
  await expect(logout).toBeFocused();
  expect(navigations).toEqual([]);
  await expectNoAxeViolations(page);

  // All settled: マイページ asks no more.
  const settledReads = reads;
  await page.waitForTimeout(6_000);
  expect(reads).toBe(settledReads);
  expect(errors).toEqual([]);
});
