// Issue 14 and issue 24 (points 1b, 1e, 1f), past the move date, at both widths (画面テスト用の住民
// 30, 井上 蓮, whom the development login page describes as the resident to try this with): a
// 転出届 may be filed up to 10 days after the move, so he files one, with a lifeline notice, whose
// move date was yesterday; nothing of it can be cancelled any more (brief §5: up to and including
// the move date). マイページ offers no 「申請を取り消す」 but says that the time for it ended and whom
// to ask instead for each procedure (the municipality for the 転出届, the business for the
// lifeline notice); the revocation opened for it all the same explains the same on its own page,
// with no error page and no failed call in the console.
import { expect, test, type Page } from '@playwright/test';
import { japaneseDate } from '#shared/domain/calendar-days';
import { expectNoAxeViolations } from './support/axe';
import { consoleErrors } from './support/console-errors';
import { japanDay } from './support/draft-api';
import { completeDevIdpLogin, fullNameOf } from './support/login';
import { pathIs } from './support/page-frame';
import { residentNamed } from './support/residents';
import { applicationCard, procedureRow, revokeLink, waitUntilDelivered } from './support/revocation';
import { sendApplication } from './support/send-application';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const moveOut = '新宿区（転出届）';
const electricity = 'なにわ電気（ライフラインの手続き）';

test('past the move date, マイページ and the revocation say that it can no longer be cancelled here, and whom to ask', async ({ page }) => {
  test.setTimeout(120_000);
  const resident = residentNamed('井上', '蓮');

  // The development login page says what he is for, and how to make his case.
  await page.goto('/');
  await page.getByRole('button', { name: 'マイナンバーカードでログイン' }).click();
  await page.waitForURL(/\/dev-idp\//);
  await expect(page.getByRole('radio', { name: new RegExp(`^${fullNameOf(resident)}`) })).toHaveAccessibleDescription(
    '画面テスト用の住民 30（東京都世田谷区・取消しの期限切れを試す住民：引越し予定日を昨日にして転出届を送信すると、取り消せなくなった申請になります）',
  );
  await expectNoAxeViolations(page);
  await completeDevIdpLogin(page, resident);
  await page.waitForURL('**/mypage');

  const receptionNumber = await sendApplication(page, resident, { moveInDays: -1, procedures: ['move_out'], businesses: ['naniwa-denki'] });
  await waitUntilDelivered(page, receptionNumber);
  const errors = consoleErrors(page);
  const moveDate = japaneseDate(japanDay(-1));

  // マイページ: no 「申請を取り消す」, the deadline that passed, and whom to ask for each procedure.
  await page.goto('/mypage');
  const card = applicationCard(page, receptionNumber);
  await expect(card).toBeVisible();
  await expect(revokeLink(page, receptionNumber)).toHaveCount(0);
  await expect(card).toContainText(`取消しの期限${moveDate}（引越し予定日）で終わりました`);
  await expect(procedureRow(card, moveOut)).toContainText('取り消すときは、新宿区へ直接お問い合わせください。');
  await expect(procedureRow(card, electricity)).toContainText('取り消すときは、なにわ電気へ直接お問い合わせください。');
  await expectNoAxeViolations(page);

  // The revocation of it, opened all the same (an old link, a bookmark): its own page explains.
  await page.goto(`/revocation/step?reception_number=${receptionNumber}`);
  await expect(heading(page)).toHaveText('申請の取消し');
  const main = page.getByRole('main');
  await expect(main).toContainText(`引越し予定日（${moveDate}）を過ぎたため、この申請はこのサービスでは取り消せません。`);
  await expect(main).toContainText(`受付番号${receptionNumber}`);
  const askList = page.getByRole('list', { name: '取り消すときの問い合わせ先' });
  await expect(askList.getByRole('listitem').filter({ hasText: moveOut })).toContainText('新宿区へ直接お問い合わせください。');
  await expect(askList.getByRole('listitem').filter({ hasText: electricity })).toContainText('なにわ電気へ直接お問い合わせください。');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'マイページへ戻る' }).click();
  await expect(page).toHaveURL(pathIs('/mypage'));
  expect(errors).toEqual([]);
});
