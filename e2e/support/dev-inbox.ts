// The development inbox as a business's clerk reads it: the row of an application, once the
// outbox has delivered it (the page is read again until it shows).
import { expect, type Locator, type Page } from '@playwright/test';

export async function businessInboxRow(page: Page, businessId: string, receptionNumber: string): Promise<Locator> {
  const row = page.getByRole('row').filter({ hasText: receptionNumber });
  await expect(async () => {
    await page.goto(`/dev-inbox/recipients/business.${businessId}`);
    await expect(row).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  return row;
}
