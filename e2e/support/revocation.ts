// The revocation flow as the specs of issue 14 walk it: waiting until an application's procedures
// have reached their recipients (only then can they be cancelled), マイページ's 「申請を取り消す」
// for one application, and its card.
import { expect, type Locator, type Page } from '@playwright/test';
import type { components } from '#shared/api/schema';
import { apiBasePath } from '#shared/config/brand';

type Applications = components['schemas']['ApplicationsResponse'];

/** Waits until every procedure of the application has been delivered (the outbox sends within seconds). */
export async function waitUntilDelivered(page: Page, receptionNumber: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const { applications } = (await (await page.request.get(`${apiBasePath}/applications`)).json()) as Applications;
        const application = applications.find((entry) => entry.reception_number === receptionNumber);
        return application !== undefined && application.recipients.every((recipient) => recipient.status !== 'pending' && recipient.status !== 'sending');
      },
      { timeout: 30_000 },
    )
    .toBe(true);
}

/** The application's card on マイページ. */
export const applicationCard = (page: Page, receptionNumber: string): Locator => page.getByRole('article', { name: `受付番号 ${receptionNumber}` });

/** 「申請を取り消す」 of the application on マイページ. */
export const revokeLink = (page: Page, receptionNumber: string): Locator =>
  applicationCard(page, receptionNumber).getByRole('link', { name: '申請を取り消す' });

/**
 * 「申請を取り消す」, until the readiness page is there. マイページ follows the statuses live: one
 * that lands as the link is clicked moves the page under the pointer, and the click can miss.
 */
export async function clickRevoke(page: Page, receptionNumber: string): Promise<void> {
  const readiness = /\/readiness(\?|$)/;
  await expect(async () => {
    if (!readiness.test(page.url())) await revokeLink(page, receptionNumber).click({ timeout: 2_000 });
    await expect(page).toHaveURL(readiness, { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}

/** A procedure's row on マイページ, named as it is shown (なにわ電気（ライフラインの手続き）); not the timeline's entries that name it. */
export const procedureRow = (card: Locator, name: string): Locator => card.getByRole('list', { name: '提出先ごとの状況' }).getByRole('listitem').filter({ hasText: name });
