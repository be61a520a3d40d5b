// Issue 11, points 6 and 7, in the browser against the real server: a 来庁予定日 on a closed day
// says which rule it breaks (a weekday, a holiday's name or 年末年始) and the field shows its
// format; 国外転出 shows the counter notice and asks for no new address; a lifeline form shows its
// 申込先 first, asks only about the address the business serves, and offers the account entered
// for the previous business with one press.
// A check-box group's required error (「選択してください。」) is proven in the DOM
// (src/web/forms/section-form.dom.test.tsx), and checked by axe in e2e/section-pages.spec.ts.
// Each width signs in as residents of its own (drafts are rewritten through the API per test).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { addDays } from '#shared/domain/calendar-days';
import { domainMessages } from '#shared/domain/domain-messages';
import { officeClosureOf } from '#shared/domain/office-days';
import { VISIT_DAYS_AFTER_MOVE } from '#shared/domain/visit-date';
import { calendarDayInJapan, formatCalendarDate, type CalendarDay } from '#shared/validation/calendar-date';
import { expectNoAxeViolations } from './support/axe';
import { enterStepOne } from './support/draft-api';
import { errorSummary, retype, save } from './support/form-steps';
import { logIn } from './support/login';
import { residentNamed, type FixtureResident } from './support/residents';

/** The residents of one width: `main` for the forms, `abroad` for the 国外転出 move. */
function residentsOf(project: string): { main: FixtureResident; abroad: FixtureResident } {
  return project === 'mobile-375'
    ? { main: residentNamed('阿部', '陸'), abroad: residentNamed('石川', '花子') }
    : { main: residentNamed('前田', '悠真'), abroad: residentNamed('藤田', '凛') };
}

const today = calendarDayInJapan(new Date());
const digits = (day: CalendarDay) => formatCalendarDate(day).replaceAll('/', '');

/** Saving returns to the overview with focus on the saved block, now 入力済み (issue 11 point 3). */
async function expectSavedOnOverview(page: Page, name: string): Promise<void> {
  await expect(page).toHaveURL(/\/step$/);
  const focused = page.locator(':focus');
  await expect(focused).toContainText(name);
  await expect(focused).toContainText('入力済み');
}

/** What a read-only row (dt/dd) of the form shows. */
function readRow(page: Page, label: string): Locator {
  return page.getByRole('main').locator('dl').filter({ has: page.getByRole('term').filter({ hasText: label }) });
}

/** The first move (days from today) whose visit window holds a closed weekday: a holiday or 年末年始. */
function moveWithClosedWeekday(): { moveInDays: number; saturday: CalendarDay; closed: CalendarDay } {
  for (let moveInDays = 1; moveInDays <= 120; moveInDays++) {
    const window = Array.from({ length: VISIT_DAYS_AFTER_MOVE + 1 }, (_, offset) => addDays(today, moveInDays + offset));
    const closed = window.find((day) => officeClosureOf(day)?.kind === 'holiday' || officeClosureOf(day)?.kind === 'year-end');
    const saturday = window.find((day) => officeClosureOf(day)?.kind === 'weekend' && new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay() === 6);
    if (closed && saturday) return { moveInDays, saturday, closed };
  }
  throw new Error('no holiday within 120 days');
}

test('a 来庁予定日 on a closed day says why the office is closed, and the field shows its format', async ({ page }, testInfo) => {
  const { main } = residentsOf(testInfo.project.name);
  const { moveInDays, saturday, closed } = moveWithClosedWeekday();
  await logIn(page, main);
  await enterStepOne(page.request, main, { moveInDays, procedures: ['move_in'] });

  await page.goto('/movingin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('転入予定連絡（大阪市北区）');
  const visitDate = page.getByLabel(/^来庁予定日/);
  await expect(visitDate).toHaveAccessibleDescription(/例：2026\/12\/01/);
  await retype(page.getByLabel(/^日中に連絡がとれる電話番号/), '03-1234-5678');

  await retype(visitDate, digits(saturday));
  await save(page);
  await expect(errorSummary(page)).toBeFocused();
  const saturdayMessage = '土曜日は窓口が閉庁しています。窓口が開いている日を入力してください。';
  await expect(errorSummary(page).getByRole('link', { name: `来庁予定日：${saturdayMessage}` })).toBeVisible();
  await expect(visitDate).toHaveAttribute('aria-invalid', 'true');
  await expect(visitDate).toHaveAccessibleDescription(new RegExp(`＊${saturdayMessage}`));
  await expectNoAxeViolations(page);

  const closure = officeClosureOf(closed);
  const closedMessage = closure?.kind === 'holiday' ? domainMessages.officeClosed.holiday(closed.month, closed.day, closure.name) : domainMessages.officeClosed.yearEnd;
  // The words themselves, not only the shared function's: a holiday by its date and name, or 年末年始.
  expect(closedMessage).toMatch(/^(\d{1,2}月\d{1,2}日は.+のため|12月29日から1月3日までは年末年始のため)窓口が閉庁しています。/);
  await retype(visitDate, digits(closed));
  await save(page);
  await expect(errorSummary(page).getByRole('link', { name: `来庁予定日：${closedMessage}` })).toBeVisible();
  await expect(visitDate).toHaveAccessibleDescription(new RegExp(`＊${closedMessage}`));
  await expectNoAxeViolations(page);
});

test('国外転出 shows the counter notice, hides the new address, and saves without one', async ({ page }, testInfo) => {
  const { abroad } = residentsOf(testInfo.project.name);
  await logIn(page, abroad);
  await enterStepOne(page.request, abroad, { moveInDays: 7, procedures: ['move_out'] });

  await page.goto('/address');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const newAddress = page.getByRole('group', { name: /^新住所（転出先）/ });
  await expect(newAddress).toBeVisible();
  await page.getByRole('group', { name: /^引越しの種類/ }).getByLabel(/^国外転出/).check();
  await expect(page.getByRole('status').filter({ hasText: '国外への転出は、オンラインでは手続きできません。お住まいの市区町村の窓口でお手続きください。' })).toBeVisible();
  await expect(newAddress).toHaveCount(0);
  await expectNoAxeViolations(page);
  await save(page);
  await expectSavedOnOverview(page, '住所・引越し日・世帯');

  // Saved as a move abroad: the server did not ask for the new address either.
  await page.goto('/address');
  await expect(page.getByRole('group', { name: /^引越しの種類/ }).getByLabel(/^国外転出/)).toBeChecked();
  await expect(page.getByRole('group', { name: /^新住所（転出先）/ })).toHaveCount(0);
});

test('a lifeline form shows its 申込先 first, asks only about the addresses the business serves, and reuses the account entered before', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const { main } = residentsOf(testInfo.project.name);
  await logIn(page, main);
  // 新宿区 → 大阪市北区: なにわ電気 serves 大阪 only; まちかど水道センター serves both wards.
  await enterStepOne(page.request, main, { moveInDays: 7, procedures: ['move_in'], businesses: ['naniwa-denki', 'machikado-suido'] });
  const moveDay = digits(addDays(today, 7));

  await page.goto('/lifeline/naniwa-denki');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('なにわ電気（電気の使用停止・開始）');
  const addressee = readRow(page, '申込先');
  await expect(addressee).toContainText('なにわ電気');
  const rowTop = (await addressee.boundingBox())?.y ?? Infinity;
  const firstInputTop = (await page.getByLabel(/^お客さま番号/).boundingBox())?.y ?? -Infinity;
  expect(rowTop).toBeLessThan(firstInputTop);
  await expect(page.getByText('旧住所は申込先のサービス提供地域ではないため、新住所での使用開始についてだけお伺いします。')).toBeVisible();
  await expect(page.getByLabel(/^旧住所での使用停止日/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: /で入力した口座/ })).toHaveCount(0);
  await retype(page.getByLabel(/^新住所での使用開始日/), moveDay);
  await retype(page.getByLabel(/^日中に連絡がとれる電話番号/), '090-1234-5678');
  await retype(page.getByLabel(/^金融機関コード/), '0001');
  await retype(page.getByLabel(/^店番号/), '123');
  await page.getByRole('group', { name: /^預金種目/ }).getByLabel('普通', { exact: true }).check();
  await retype(page.getByLabel(/^口座番号/), '1234567');
  await retype(page.getByLabel(/^口座名義（カナ）/), 'てすとたろう');
  await expectNoAxeViolations(page);
  await save(page);
  await expectSavedOnOverview(page, 'なにわ電気（電気の使用停止・開始）');

  await page.goto('/lifeline/machikado-suido');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('まちかど水道センター（水道の使用停止・開始）');
  await expect(page.getByLabel(/^旧住所での使用停止日/)).toBeVisible();
  await expect(page.getByLabel(/^新住所での使用開始日/)).toBeVisible();
  const reuse = page.getByRole('button', { name: 'なにわ電気で入力した口座（金融機関コード 0001 店番号 123 普通 口座番号 ***4567）を使う' });
  await expect(reuse).toBeVisible();
  await expectNoAxeViolations(page);
  await reuse.click();
  await expect(page.getByRole('status').filter({ hasText: 'なにわ電気で入力した口座を反映しました。内容をご確認ください。' })).toBeVisible();
  await expect(page.getByLabel(/^金融機関コード/)).toHaveValue('0001');
  await expect(page.getByLabel(/^店番号/)).toHaveValue('123');
  await expect(page.getByRole('group', { name: /^預金種目/ }).getByLabel('普通', { exact: true })).toBeChecked();
  await expect(page.getByLabel(/^口座番号/)).toHaveValue('1234567');
  await expect(page.getByLabel(/^口座名義（カナ）/)).toHaveValue('テストタロウ');
  await retype(page.getByLabel(/^旧住所での使用停止日/), moveDay);
  await retype(page.getByLabel(/^新住所での使用開始日/), moveDay);
  await retype(page.getByLabel(/^日中に連絡がとれる電話番号/), '090-1234-5678');
  await expectNoAxeViolations(page);
  await save(page);
  await expectSavedOnOverview(page, 'まちかど水道センター（水道の使用停止・開始）');
});
