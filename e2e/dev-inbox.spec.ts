// The development inbox's clerk pages in a real browser (decision 019): Japanese, WCAG 2.2 AA by
// axe, the fault form posted from the page itself (so the browser's Origin passes the
// same-origin check), a received message's row with its three buttons by accessible name, and a
// cancellation's row (decision 021) with its two answers.
import { expect, test, type Page } from '@playwright/test';
import { cancellationActions, renderRecipientPage, type InboxRow } from '../src/server/dev-inbox/inbox-pages';
import { healthy } from '../src/server/dev-inbox/faults';
import { expectNoAxeViolations } from './support/axe';

const recipientPath = '/dev-inbox/recipients/municipality.131016';

/** A received 転出届's row, as the server renders it. */
const movedOut: InboxRow = {
  webhookId: '3f1c2a9e-8b7d-4c6e-9a51-2d4f6b8e0c13',
  receivedAt: new Date('2026-11-20T03:00:00Z'),
  receptionNumber: '7KQ2-M9XD-4T3H',
  procedure: 'move_out',
  applicantName: '鈴木 大輔',
  promoCode: null,
  additionTo: null,
  arrivals: 1,
  status: 'delivered',
};

test('lists every seeded recipient', async ({ page }) => {
  await page.goto('/dev-inbox');
  await expect(page.getByRole('heading', { level: 1, name: '受信箱' })).toBeVisible();
  await expect(page.getByRole('link', { name: '千代田区' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'ひかり電力' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("sets and clears a recipient's faults from its page", async ({ page }) => {
  await page.goto(recipientPath);
  await expect(page.getByRole('heading', { level: 1, name: '千代田区の受信箱' })).toBeVisible();
  await page.getByLabel('次の何件を失敗させるか').fill('2');
  await page.getByRole('button', { name: '障害を設定する' }).click();
  await expect(page.getByRole('status')).toHaveText('障害を設定しました。');
  await expect(page.getByLabel('次の何件を失敗させるか')).toHaveValue('2');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: '障害を解除する' }).click();
  await expect(page.getByRole('status')).toHaveText('障害を解除しました。');
  await expect(page.getByLabel('次の何件を失敗させるか')).toHaveValue('0');
});

test("shows a received message's row with 受付・完了・差戻し", async ({ page }) => {
  // The row as the server renders it, on the inbox's own origin and stylesheet.
  await page.goto(recipientPath);
  const html = renderRecipientPage(
    { id: 'municipality.131016', name: '千代田区', kind: 'municipality' },
    [
      movedOut,
    ],
    healthy,
    { ok: false, text: '7KQ2-M9XD-4T3H うつるが「受付」を受け付けませんでした：現在の状況（完了）からは「受付」にできません。' },
  );
  await page.setContent(html);
  const row = page.getByRole('row', { name: /7KQ2-M9XD-4T3H/ });
  for (const name of ['受付', '完了', '差戻し']) await expect(row.getByRole('button', { name, exact: true })).toBeVisible();
  await expect(row.getByRole('textbox', { name: '差戻しの理由' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('現在の状況（完了）からは「受付」にできません。');
  await expectNoAxeViolations(page);
});

test("shows a cancellation apart from the applications, with 取消しを受理する and 取り消せない（手続き完了済み）", async ({ page }) => {
  // A cancellation (decision 021) as the server renders it, beside the application it cancels.
  await page.goto(recipientPath);
  const html = renderRecipientPage(
    { id: 'municipality.131016', name: '千代田区', kind: 'municipality' },
    [
      { ...movedOut, cancelledBy: '4M7Q-2D9K-XT3B' },
    ],
    healthy,
    null,
    [
      {
        webhookId: '0b8f8c63-3f1e-4a55-9a7e-7f0d6c2b9e41',
        receivedAt: new Date('2026-11-25T01:00:00Z'),
        receptionNumber: '4M7Q-2D9K-XT3B',
        cancelsReceptionNumber: '7KQ2-M9XD-4T3H',
        procedure: 'move_out',
        applicantName: '鈴木 大輔',
        reason: '転居の予定がなくなったため。',
        arrivals: 1,
        status: 'delivered',
      },
    ],
  );
  await page.setContent(html);
  await expect(page.getByRole('heading', { level: 2, name: '取消し' })).toBeVisible();
  const cancellations = page.getByRole('table', { name: '届いた取消し（新しい順）' });
  const row = cancellations.getByRole('row').filter({ hasText: '7KQ2-M9XD-4T3H' });
  await expect(row).toContainText('転居の予定がなくなったため。');
  await expect(row.getByRole('button', { name: cancellationActions.accept, exact: true })).toBeVisible();
  await expect(row.getByRole('textbox', { name: cancellationActions.refusalReasonLabel })).toHaveValue(cancellationActions.refusalReason);
  await expect(row.getByRole('button', { name: cancellationActions.refuse, exact: true })).toBeVisible();
  // The application keeps its own row and buttons, and notes the cancellation.
  const applications = page.getByRole('table', { name: '届いた申請（新しい順）' });
  await expect(applications.getByRole('row').filter({ hasText: '7KQ2-M9XD-4T3H' })).toContainText('取消しが届いています（取消しの受付番号：4M7Q-2D9K-XT3B）');
  await expect(applications.getByRole('button', { name: cancellationActions.accept })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('reads at every width: no column narrower than four characters, every button and field on screen, no sideways scroll', async ({ page }) => {
  // Issue 24, point 8: the page people look at when they try the product, at 375 px too.
  await page.goto('/dev-inbox');
  await expectFitsTheViewport(page);
  await page.goto(recipientPath);
  const html = renderRecipientPage(
    { id: 'municipality.131016', name: '千代田区', kind: 'municipality' },
    [{ ...movedOut, promoCode: 'SHINSEIKATSU2026', additionTo: '9TQ4-H2MX-7K3D', cancelledBy: '4M7Q-2D9K-XT3B' }],
    healthy,
    { ok: true, text: '7KQ2-M9XD-4T3H 「受付」をうつるへ知らせました。' },
    [
      {
        webhookId: '0b8f8c63-3f1e-4a55-9a7e-7f0d6c2b9e41',
        receivedAt: new Date('2026-11-25T01:00:00Z'),
        receptionNumber: '4M7Q-2D9K-XT3B',
        cancelsReceptionNumber: '7KQ2-M9XD-4T3H',
        procedure: 'move_out',
        applicantName: '鈴木 大輔',
        reason: '転居の予定がなくなったため。',
        arrivals: 1,
        status: 'delivered',
      },
    ],
  );
  await page.setContent(html);
  await expect(page.getByRole('table')).toHaveCount(2);
  for (const table of await page.getByRole('table').all()) {
    for (const cell of await table.locator('tbody th, tbody td').all()) {
      const fontSize = await cell.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
      const box = await cell.boundingBox();
      expect(box?.width ?? 0, `${await cell.textContent()}`).toBeGreaterThanOrEqual(4 * fontSize);
    }
  }
  await expectFitsTheViewport(page);
  await expectNoAxeViolations(page);
});

/** No sideways scroll of the page, and every button and field lies within the viewport's width. */
async function expectFitsTheViewport(page: Page): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  for (const control of await page.locator('button, input:not([type="hidden"]), a').all()) {
    const box = await control.boundingBox();
    expect(box, await control.evaluate((element) => element.outerHTML.slice(0, 120))).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, await control.evaluate((element) => element.outerHTML.slice(0, 120))).toBeLessThanOrEqual(width);
  }
}
