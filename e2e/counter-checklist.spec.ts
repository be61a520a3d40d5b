// Issue 28, the counter procedures' checklist at both widths (画面テスト用の住民 52 and 53): a
// resident living alone files 転出届 and 転入予定連絡 from 新宿区 to 千代田区. The thanks page lists
// what everyone does at 千代田区's counters and no 児童手当 or 転校; answering that there are no
// children keeps them away, and answering that there is a primary school child brings both (with
// 千代田区's own note on 子ども医療費助成). Printed, the checklist shows without the questions and
// buttons; マイページ lists the same checklist under the move.
import { expect, test, type Locator, type TestInfo } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { chiyoda } from './support/draft-api';
import { logIn } from './support/login';
import { residentNamed } from './support/residents';
import { applicationCard } from './support/revocation';
import { sendApplication } from './support/send-application';

const resident = (testInfo: TestInfo) => (testInfo.project.name.startsWith('mobile') ? residentNamed('石田', '結衣') : residentNamed('小山', '健'));
const checklistName = '引越し先（千代田区）の窓口での手続き';

/** Answers the children question (and, with children, their stages) and saves. */
async function answerChildren(checklist: Locator, answer: 'はい' | 'いいえ', stages: readonly string[] = []): Promise<void> {
  await checklist.getByRole('group', { name: /^お子さん.*はいますか$/ }).getByRole('radio', { name: answer }).check();
  for (const stage of stages) await checklist.getByRole('group', { name: /^お子さんの年齢・学年/ }).getByRole('checkbox', { name: stage }).check();
  await checklist.getByRole('button', { name: '回答を保存して一覧を更新する' }).click();
  await expect(checklist.getByRole('status')).toHaveText('回答を保存し、手続きの一覧を更新しました。');
}

const procedure = (checklist: Locator, name: string) => checklist.getByRole('heading', { name, exact: true });

test('the checklist shows 児童手当 and 転校 for a household with children and not without; it prints alone and is on マイページ', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const filer = resident(testInfo);
  await logIn(page, filer);
  const receptionNumber = await sendApplication(page, filer, { moveInDays: 7, procedures: ['move_out', 'move_in'], to: chiyoda('1-5-2 うつるハイツ101') });

  // The thanks page: what everyone does, and that answering shows more.
  const checklist = page.getByRole('region', { name: checklistName });
  await expect(procedure(checklist, 'マイナンバーカードの継続利用・住所変更')).toBeVisible();
  await expect(procedure(checklist, '印鑑登録')).toBeVisible();
  await expect(procedure(checklist, '児童手当')).toHaveCount(0);
  await expect(checklist.getByText('下の「世帯についての質問」に答えると、あなたの世帯に必要な手続きも表示されます。')).toBeVisible();

  // No children: neither 児童手当 nor 転校.
  await answerChildren(checklist, 'いいえ');
  await expect(procedure(checklist, '児童手当')).toHaveCount(0);
  await expect(procedure(checklist, '転校（公立の小学校・中学校）')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // A primary school child: both, and 千代田区's note.
  await answerChildren(checklist, 'はい', ['小学生']);
  await expect(procedure(checklist, '児童手当')).toBeVisible();
  await expect(procedure(checklist, '転校（公立の小学校・中学校）')).toBeVisible();
  await expect(checklist.getByText(/^千代田区では、18歳になった後の最初の3月31日までのお子さんが対象です。/)).toBeVisible();
  await expectNoAxeViolations(page);

  // Printed: the list without the questions and the buttons.
  await expect(checklist.getByRole('button', { name: /^印刷する/ })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(procedure(checklist, '児童手当')).toBeVisible();
  await expect(checklist.getByRole('button', { name: /^印刷する/ })).toBeHidden();
  await expect(checklist.getByRole('button', { name: '回答を保存して一覧を更新する' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  // マイページ: the same checklist under the move, with the answers kept.
  await page.goto('/mypage');
  const card = applicationCard(page, receptionNumber);
  const onMyPage = card.getByRole('region', { name: checklistName });
  await expect(procedure(onMyPage, '転校（公立の小学校・中学校）')).toBeVisible();
  await expect(onMyPage.getByRole('group', { name: /^お子さん.*はいますか$/ }).getByRole('radio', { name: 'はい' })).toBeChecked();
  await expectNoAxeViolations(page);
});
