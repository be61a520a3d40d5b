// Issue 27: a resident moving to 京都市中京区, whose office offers visit slots, types the 来庁予定日
// on the 転入予定連絡, sees that day's slots with the places left, picks one, confirms, signs and
// sends; the thanks page and マイページ show the visit (the day and slot, the office, what to
// bring), and its calendar file downloads and reads as one event at that slot.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { allowedVisitDates } from '#shared/domain/visit-date';
import { parseIcs } from '../src/server/visits/testing/parse-ics';
import { expectNoAxeViolations } from './support/axe';
import { enterStepOne, japanDay, postApi } from './support/draft-api';
import { retype, save } from './support/form-steps';
import { logIn } from './support/login';
import { pathIs } from './support/page-frame';
import { residentNamed } from './support/residents';
import { sendEnteredApplication } from './support/send-application';

const mobile = (testInfo: TestInfo) => testInfo.project.name.startsWith('mobile');
/** Each width its own resident and slot: the projects share one server, so places taken stay taken. */
const setup = (testInfo: TestInfo) => (mobile(testInfo) ? { resident: residentNamed('岩崎', '美羽'), slot: '10:00' } : { resident: residentNamed('内田', '蒼太'), slot: '11:00' });

const kyotoNakagyo = { zipcode: '6040845', jis_code: '261041', pref: '京都府', city: '京都市中京区', town: '二条殿町', line: '1-2 うつるハイツ302' };
const office = { name: '京都市中京区役所 市民窓口課', address: '〒604-8586 京都府京都市中京区西堀川通御池下る西三坊堀川町521' };
const bring = ['マイナンバーカード', '転出の情報（転出証明書に代わる情報）', 'マイナンバーカードの暗証番号（4桁）'];

async function expectVisitPanel(page: Page, slot: string, visitDate: string): Promise<void> {
  const panel = page.getByRole('region', { name: '来庁予定' });
  await expect(panel).toBeVisible();
  const [year, month, day] = visitDate.split('/').map(Number);
  await expect(panel.getByText(`${year}年${month}月${day}日 ${slot}〜`)).toBeVisible();
  await expect(panel.getByText(office.name)).toBeVisible();
  await expect(panel.getByText(office.address)).toBeVisible();
  for (const item of bring) await expect(panel.getByRole('listitem').getByText(item, { exact: true })).toBeVisible();
}

test('a resident picks a visit slot, sends, and finds the visit on the thanks page, on マイページ and in the calendar file', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const { resident, slot } = setup(testInfo);
  const moveDate = japanDay(7);
  const [visitDate] = allowedVisitDates(moveDate, japanDay());
  if (!visitDate) throw new Error('no office day within 14 days of the move');

  await logIn(page, resident);
  const draft = await enterStepOne(page.request, resident, { moveInDays: 7, procedures: ['move_out', 'move_in'], to: kyotoNakagyo });
  const moveOut = draft.attributes.municipality.applications.find((application) => application.procedure === 'move_out');
  await postApi(page.request, 'user_session_form_update', { phase: 1, mode: 4, application_id: moveOut?.id, values: { visit_date: null, visit_time: null, contact_phone: '090-1234-5678', notes: '' } });

  // The 転入予定連絡: the slots show once the day is typed, each with the places left.
  await page.goto('/movingin');
  await expect(page.getByRole('heading', { level: 1, name: /転入予定連絡/ })).toBeVisible();
  await retype(page.getByLabel(/^日中に連絡がとれる電話番号/), '090-1234-5678');
  await retype(page.getByLabel(/^来庁予定日/), visitDate.replaceAll('/', ''));
  const slots = page.getByRole('group', { name: /^来庁時間/ });
  await expect(slots.getByRole('radio')).toHaveCount(7);
  const chosen = slots.getByLabel(new RegExp(`^${slot}〜（残り\\d人）`));
  await expect(chosen).toBeEnabled();
  await expectNoAxeViolations(page);
  await chosen.check();
  await save(page);
  await expect(page).toHaveURL(pathIs('/step'));

  await sendEnteredApplication(page, resident);
  await expect(page).toHaveURL(pathIs('/step/thanks'));
  await expectVisitPanel(page, slot, visitDate);
  await expectNoAxeViolations(page);

  await page.goto('/mypage');
  await expectVisitPanel(page, slot, visitDate);
  await expectNoAxeViolations(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('region', { name: '来庁予定' }).getByRole('link', { name: /カレンダーに追加する/ }).first().click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^utsuru-visit-.+\.ics$/);
  const { calendar, event, eventLines } = parseIcs(await readFile((await download.path()) ?? '', 'utf8'));
  expect(calendar.METHOD).toBe('PUBLISH');
  expect(event.UID).toMatch(/^[0-9a-f-]{36}@/);
  expect(event.SEQUENCE).toBe('0');
  expect(event.LOCATION).toBe(office.address);
  for (const item of bring) expect(event.DESCRIPTION).toContain(item);
  const [hours = 0, minutes = 0] = slot.split(':').map(Number);
  const start = `${visitDate.replaceAll('/', '')}T${String(hours - 9).padStart(2, '0')}${String(minutes).padStart(2, '0')}00Z`;
  expect(eventLines).toContain(`DTSTART:${start}`);
});
