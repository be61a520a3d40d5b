// The days a municipal office (窓口) is open, for the 来庁予定日 (brief §5): not Saturday or
// Sunday, not a national holiday (@holiday-jp/holiday_jp, which knows them up to 2050), and not
// the year-end closing from 29 December to 3 January.
import holidayJp from '@holiday-jp/holiday_jp';
import { parseCalendarDate, type CalendarDay } from '../validation/calendar-date';
import { dayOfWeek } from './calendar-days';

const pad = (n: number) => String(n).padStart(2, '0');

const holidayKey = ({ year, month, day }: CalendarDay) => `${year}-${pad(month)}-${pad(day)}`;

/** The holiday's Japanese name (勤労感謝の日, 振替休日…), or null on a day that is none. */
export function holidayNameOf(day: CalendarDay): string | null {
  const holidays: Readonly<Record<string, { name: string } | undefined>> = holidayJp.holidays;
  return Object.hasOwn(holidays, holidayKey(day)) ? (holidays[holidayKey(day)]?.name ?? null) : null;
}

/** 12/29–1/3: offices close for the new year (地方自治法 4条の2 の休日). */
export function isYearEndClosing({ month, day }: CalendarDay): boolean {
  return (month === 12 && day >= 29) || (month === 1 && day <= 3);
}

export function isWeekend(day: CalendarDay): boolean {
  const weekday = dayOfWeek(day);
  return weekday === 0 || weekday === 6;
}

/**
 * Why the office is closed on a day, so a refused 来庁予定日 can name the rule it breaks. A day
 * that is closed for several reasons names the one a resident recognises first: the weekday of a
 * weekend, then the holiday's name, then the year-end closing.
 */
export type OfficeClosure = { kind: 'weekend'; weekday: '土曜日' | '日曜日' } | { kind: 'holiday'; name: string } | { kind: 'year-end' };

export function officeClosureOf(day: CalendarDay): OfficeClosure | null {
  if (isWeekend(day)) return { kind: 'weekend', weekday: dayOfWeek(day) === 6 ? '土曜日' : '日曜日' };
  const holiday = holidayNameOf(day);
  if (holiday !== null) return { kind: 'holiday', name: holiday };
  return isYearEndClosing(day) ? { kind: 'year-end' } : null;
}

export function isOfficeDayOf(day: CalendarDay): boolean {
  return officeClosureOf(day) === null;
}

/** Whether the office is open on `text` (YYYY/MM/DD); false for a text that is not a date. */
export function isOfficeDay(text: string): boolean {
  const day = parseCalendarDate(text);
  return day !== null && isOfficeDayOf(day);
}
