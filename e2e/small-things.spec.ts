// Issue 11, point 10 "Small things a resident notices", at both widths: /favicon.ico exists, no
// page load logs an error in the browser console, and on マイページ each recipient's status sits
// in the same place on every row (on a phone: on its own line, at the row's start). The same
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
  { kind: 'municipality', procedure: 'move_out', name: '新宿区', status: 'delivered', status_at: '2026-11-20T03:00:00.000Z' },
  { kind: 'municipality', procedure: 'move_in', name: '大阪市北区', status: 'pending', status_at: '2026-11-20T03:00:00.000Z' },
  { kind: 'business', procedure: 'businesses', name: 'なにわ電気株式会社 大阪北営業所 お客さまセンター', status: 'failed', status_at: '2026-11-20T03:00:00.000Z' },
  { kind: 'business', procedure: 'businesses', name: 'よどがわガス', status: 'completed', status_at: '2026-11-20T03:00:00.000Z' },
];

signedInTest('マイページ puts each recipient’s status in the same place on every row', async ({ page }, testInfo) => {
  const application: ApplicationSummary = {
    application_id: '00000000-0000-4000-8000-000000000011',
    phase: 1,
    reception_number: 'ABCD-EFGH-JKLM',
    submitted_at: '2026-11-20T10:00:00+09:00',
    move_date: '2026/12/01',
    recipients,
  };
  await page.route(`**${apiBasePath}/applications`, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ applications: [application] }) }));
  await page.goto('/mypage');
  const rows = page.getByRole('list', { name: '提出先ごとの状況' }).getByRole('listitem');
  await expect(rows).toHaveCount(recipients.length);
  await expectNoAxeViolations(page);

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
