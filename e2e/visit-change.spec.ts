// Issue 27: a resident who announced a visit to 京都市中京区 (which offers slots) moves it on
// マイページ: 「来庁日時を変更する」 opens a small form with the 来庁予定日 and that day's slots; a day
// outside the rules is refused in the error summary, which takes focus; another day and slot is
// saved, the panel shows it with a status message, and the calendar file keeps its event (the same
// UID) with a higher SEQUENCE and the new start.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { allowedVisitDates } from '#shared/domain/visit-date';
import { parseIcs } from '../src/server/visits/testing/parse-ics';
import { expectNoAxeViolations } from './support/axe';
import { enterStepOne, japanDay, postApi } from './support/draft-api';
import { retype } from './support/form-steps';
import { logIn } from './support/login';
import { pathIs } from './support/page-frame';
import { residentNamed } from './support/residents';
import { sendEnteredApplication } from './support/send-application';

const mobile = (testInfo: TestInfo) => testInfo.project.name.startsWith('mobile');
/** Each width its own resident and slots: the projects share one server, so places taken stay taken. */
const setup = (testInfo: TestInfo) =>
  mobile(testInfo) ? { resident: residentNamed('野口', '千尋'), from: '13:00', to: '15:00' } : { resident: residentNamed('菅原', '悠人'), from: '14:00', to: '16:00' };

const kyotoNakagyo = { zipcode: '6040845', jis_code: '261041', pref: '京都府', city: '京都市中京区', town: '二条殿町', line: '1-2 うつるハイツ302' };
const japanese = (date: string, slot: string) => {
  const [year, month, day] = date.split('/').map(Number);
  return `${year}年${month}月${day}日 ${slot}〜`;
};
const utcStart = (date: string, slot: string) => {
  const [hours = 0, minutes = 0] = slot.split(':').map(Number);
  return `${date.replaceAll('/', '')}T${String(hours - 9).padStart(2, '0')}${String(minutes).padStart(2, '0')}00Z`;
};

async function downloadIcs(page: Page) {
  const downloading = page.waitForEvent('download');
  await page.getByRole('region', { name: '来庁予定' }).getByRole('link', { name: /カレンダーに追加する/ }).first().click();
  return parseIcs(await readFile((await (await downloading).path()) ?? '', 'utf8'));
}

test('a resident moves the visit on マイページ, and the calendar file follows', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const { resident, from, to } = setup(testInfo);
  const moveDate = japanDay(7);
  const [visitDate, newDate] = allowedVisitDates(moveDate, japanDay());
  if (!visitDate || !newDate) throw new Error('no two office days within 14 days of the move');

  await logIn(page, resident);
  const draft = await enterStepOne(page.request, resident, { moveInDays: 7, procedures: ['move_out', 'move_in'], to: kyotoNakagyo });
  const idOf = (procedure: string) => draft.attributes.municipality.applications.find((application) => application.procedure === procedure)?.id;
  await postApi(page.request, 'user_session_form_update', { phase: 1, mode: 4, application_id: idOf('move_out'), values: { visit_date: null, visit_time: null, contact_phone: '090-1234-5678', notes: '' } });
  await postApi(page.request, 'user_session_form_update', { phase: 1, mode: 4, application_id: idOf('move_in'), values: { visit_date: visitDate, visit_time: from, contact_phone: '090-1234-5678', notes: '' } });
  await sendEnteredApplication(page, resident);
  await expect(page).toHaveURL(pathIs('/step/thanks'));

  await page.goto('/mypage');
  const panel = page.getByRole('region', { name: '来庁予定' });
  await expect(panel.getByText(japanese(visitDate, from))).toBeVisible();
  const before = await downloadIcs(page);
  expect(before.event.SEQUENCE).toBe('0');

  const toggle = panel.getByRole('button', { name: '来庁日時を変更する' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const form = panel.getByRole('form', { name: '来庁日時の変更' });
  await expect(form.getByLabel(/^来庁予定日/)).toHaveValue(visitDate);
  await expectNoAxeViolations(page);

  // A day too far after the move: the summary takes focus and links to the field.
  await retype(form.getByLabel(/^来庁予定日/), japanDay(30).replaceAll('/', ''));
  await form.getByRole('button', { name: 'この日時に変更する' }).press('Enter');
  const summary = form.getByRole('region', { name: '入力内容にエラーがあります' });
  await expect(summary).toBeFocused();
  await expectNoAxeViolations(page);
  await summary.getByRole('link').first().click();
  await expect(form.getByLabel(/^来庁予定日/)).toBeFocused();

  await retype(form.getByLabel(/^来庁予定日/), newDate.replaceAll('/', ''));
  const slot = form.getByRole('group', { name: /^来庁時間/ }).getByLabel(new RegExp(`^${to}〜（残り\\d人）`));
  await expect(slot).toBeEnabled();
  await slot.check();
  await form.getByRole('button', { name: 'この日時に変更する' }).click();

  await expect(panel.getByRole('status')).toContainText(`来庁日時を${japanese(newDate, to)}に変更しました。`);
  await expect(panel.getByText(japanese(newDate, to), { exact: true })).toBeVisible();
  await expect(toggle).toBeFocused();
  await expectNoAxeViolations(page);

  const after = await downloadIcs(page);
  expect(after.event.UID).toBe(before.event.UID);
  expect(after.event.SEQUENCE).toBe('1');
  expect(after.eventLines).toContain(`DTSTART:${utcStart(newDate, to)}`);

  // マイページ read again shows the moved visit.
  await page.reload();
  await expect(page.getByRole('region', { name: '来庁予定' }).getByText(japanese(newDate, to), { exact: true })).toBeVisible();
});
