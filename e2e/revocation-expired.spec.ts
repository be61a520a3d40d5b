// Issue 14, past the move date, at both widths (画面テスト用の住民 30, 井上 蓮): a 転出届 may be
// filed up to 10 days after the move, so she files one whose move date was yesterday; nothing of
// it can be cancelled any more (brief §5: up to and including the move date). マイページ offers no
// 「申請を取り消す」, and the revocation opened for it ends on the expired page (spec §8's 408).
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { logIn } from './support/login';
import { pathIs } from './support/page-frame';
import { residentNamed } from './support/residents';
import { applicationCard, revokeLink, waitUntilDelivered } from './support/revocation';
import { sendApplication } from './support/send-application';

test('an application whose move date has passed cannot be revoked: the revocation ends on /error/expired', async ({ page }) => {
  test.setTimeout(120_000);
  const resident = residentNamed('井上', '蓮');
  await logIn(page, resident);
  const receptionNumber = await sendApplication(page, resident, { moveInDays: -1, procedures: ['move_out'] });
  await waitUntilDelivered(page, receptionNumber);

  await page.goto('/mypage');
  await expect(applicationCard(page, receptionNumber)).toBeVisible();
  await expect(revokeLink(page, receptionNumber)).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The revocation of it, opened all the same (an old link, a bookmark).
  await page.goto(`/revocation/step?reception_number=${receptionNumber}`);
  await expect(page).toHaveURL(pathIs('/error/expired'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('受付期限を過ぎています');
  await expectNoAxeViolations(page);
  // Replaced: Back does not return into the revocation.
  await page.goBack();
  await expect(page).toHaveURL(pathIs('/mypage'));
});
