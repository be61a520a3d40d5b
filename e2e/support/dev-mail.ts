// The development mailbox (/dev-mail, issue 27) as a resident's mail program: the e2e drafts give
// no mail address, so a spec that reads mails gives one first; each width writes to its own
// address, so each finds its own mails on the shared server.
import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { postApi } from './draft-api';
import type { FixtureResident } from './residents';

/** The applicant section again, now with a mail address. */
export async function giveAddress(page: Page, person: FixtureResident, email: string): Promise<void> {
  await postApi(page.request, 'user_session_form_update', {
    phase: 1,
    mode: 1,
    values: {
      name: { last: person.family_name, first: person.given_name },
      name_kana: { last: person.family_name_kana, first: person.given_name_kana },
      birth_date: person.birthdate.replaceAll('-', '/'),
      gender: person.gender,
      phone: '090-1234-5678',
      email,
    },
  });
}

/** Opens the newest mail to `email` whose subject matches, once it arrived; checks the list and the mail with axe. */
export async function openMail(page: Page, email: string, subject: RegExp | string): Promise<void> {
  const row = page.getByRole('table', { name: /届いたメール/ }).getByRole('row').filter({ hasText: email }).filter({ hasText: subject }).first();
  await expect(async () => {
    await page.goto('/dev-mail');
    await expect(row).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await expectNoAxeViolations(page);
  await row.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(subject);
  await expectNoAxeViolations(page);
}

/** The plain-text body of the open mail. */
export const mailText = (page: Page) => page.getByRole('region', { name: 'テキストの本文' });
