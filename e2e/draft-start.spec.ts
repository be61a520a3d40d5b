// Issue 24, 1a: only a flow's draft start (/step, /after/step, /revocation/step) creates its
// draft. A reload of /step/thanks after sending, or a link to another page of any flow, creates
// nothing: マイページ replaces the page and shows what was sent, with no 「入力中の申請があります」;
// a section page leads to /step, which asks before a new filing (画面テスト用の住民 34, 小川 湊斗).
import { expect, test, type Page } from '@playwright/test';
import type { components } from '#shared/api/schema';
import { apiBasePath } from '#shared/config/brand';
import { expectNoAxeViolations } from './support/axe';
import { fullNameOf, logIn } from './support/login';
import { pathIs } from './support/page-frame';
import { residentNamed, type FixtureResident } from './support/residents';
import { sendApplication } from './support/send-application';

type DraftSummaries = components['schemas']['DraftSummariesResponse'];

async function expectMyPageWithoutDraft(page: Page, resident: FixtureResident, receptionNumber: string): Promise<void> {
  await expect(page).toHaveURL(pathIs('/mypage'));
  await expect(page.getByRole('heading', { name: `${fullNameOf(resident)} 様` })).toBeVisible();
  await expect(page.getByRole('heading', { name: `受付番号 ${receptionNumber}` })).toBeVisible();
  await expect(page.getByText('入力中の申請があります')).toHaveCount(0);
  await expectNoAxeViolations(page);
}

test('a reload of /step/thanks, or a link to a later page of any flow, creates no draft: マイページ shows what was sent', async ({ page }) => {
  test.setTimeout(150_000);
  const resident = residentNamed('小川', '湊斗');
  await logIn(page, resident);
  const receptionNumber = await sendApplication(page, resident);

  await page.reload();
  await expectMyPageWithoutDraft(page, resident, receptionNumber);

  for (const path of [
    '/step/confirm',
    '/step/promptauth',
    '/step/thanks',
    '/after/step/confirm',
    '/after/step/thanks',
    '/revocation/step/confirm',
    '/revocation/step/promptauth',
    '/revocation/step/thanks',
  ]) {
    await page.goto(path);
    await expectMyPageWithoutDraft(page, resident, receptionNumber);
  }

  // A section page of the normal flow (Back, a bookmark) begins no draft once something was sent:
  // it leads to /step, which asks first.
  for (const path of ['/procedureselection', '/personalinfo', '/address', '/lifeline']) {
    await page.goto(path);
    await expect(page).toHaveURL(pathIs('/step'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('引越しの手続きは送信済みです');
    await expectNoAxeViolations(page);
  }

  const { drafts } = (await (await page.request.get(`${apiBasePath}/user_session_summaries`)).json()) as DraftSummaries;
  expect(drafts).toEqual([]);
});
