// The development inbox as a clerk reads it: the row of an application, once the outbox has
// delivered it, and the row of a cancellation (decision 021) by the 受付番号 it cancels, which the
// clerk accepts (取消しを受理する) or refuses (取り消せない（手続き完了済み）). Each page is read
// again until the row shows: the outbox delivers within seconds.
import { expect, type Locator, type Page } from '@playwright/test';
import { cancellationActions } from '../../src/server/dev-inbox/inbox-pages';

/** A recipient's id in the inbox: `municipality.<JIS code>` or `business.<business id>`. */
export type InboxRecipientId = `municipality.${string}` | `business.${string}`;

/** The applications' and the cancellations' tables, by their captions. */
const applicationsTable = (page: Page) => page.getByRole('table', { name: '届いた申請（新しい順）' });
const cancellationsTable = (page: Page) => page.getByRole('table', { name: '届いた取消し（新しい順）' });

async function arrivedRow(page: Page, recipient: InboxRecipientId, table: (page: Page) => Locator, receptionNumber: string): Promise<Locator> {
  const row = table(page).getByRole('row').filter({ hasText: receptionNumber });
  await expect(async () => {
    await page.goto(`/dev-inbox/recipients/${recipient}`);
    await expect(row).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  return row;
}

/** The row of the application with this 受付番号 in the recipient's inbox (not a cancellation of it). */
export async function inboxRow(page: Page, recipient: InboxRecipientId, receptionNumber: string): Promise<Locator> {
  return arrivedRow(page, recipient, applicationsTable, receptionNumber);
}

export async function businessInboxRow(page: Page, businessId: string, receptionNumber: string): Promise<Locator> {
  return inboxRow(page, `business.${businessId}`, receptionNumber);
}

/** The row of the cancellation that cancels the application with this 受付番号, once it arrived. */
export async function cancellationRow(page: Page, recipient: InboxRecipientId, cancelledReceptionNumber: string): Promise<Locator> {
  return arrivedRow(page, recipient, cancellationsTable, cancelledReceptionNumber);
}

/**
 * The recipient received the application with this 受付番号 but no cancellation of it: its
 * 「届いた取消し」 table (absent while it has none) has no row naming the number.
 */
export async function expectNoCancellation(page: Page, recipient: InboxRecipientId, receptionNumber: string): Promise<void> {
  await inboxRow(page, recipient, receptionNumber);
  await expect(cancellationsTable(page).getByRole('row').filter({ hasText: receptionNumber })).toHaveCount(0);
}

/** The clerk accepts the cancellation (the callback `completed`): うつる shows 取消済み. */
export async function acknowledgeCancellation(page: Page, recipient: InboxRecipientId, cancelledReceptionNumber: string): Promise<void> {
  const row = await cancellationRow(page, recipient, cancelledReceptionNumber);
  await row.getByRole('button', { name: cancellationActions.accept, exact: true }).click();
  await expect(page.getByRole('status')).toContainText('「取消受理」をうつるへ知らせました。');
  await expect(await cancellationRow(page, recipient, cancelledReceptionNumber)).toContainText('取消受理');
}
