// The days a municipal office (窓口) is open, for the 来庁予定日 (brief §5): not Saturday or
// Sunday, not a national holiday (@holiday-jp/holiday_jp, which knows them up to 2050), and not
// the year-end closing from 29 December to 3 January.
import holidayJp from '@holiday-jp/holiday_jp';
import { parseCalendarDate, type CalendarDay } from '../validation/calendar-date';
import { dayOfWeek } from './calendar-days';

const pad = (n: number) => String(n).padStart(2, '0');

export function isNationalHoliday({ year, month, day }: CalendarDay): boolean {
  return Object.hasOwn(holidayJp.holidays, `${year}-${pad(month)}-${pad(day)}`);
}

/** 12/29–1/3: offices close for the new year (地方自治法 4条の2 の休日). */
export function isYearEndClosing({ month, day }: CalendarDay): boolean {
  return (month === 12 && day >= 29) || (month === 1 && day <= 3);
}

export function isWeekend(day: CalendarDay): boolean {
  const weekday = dayOfWeek(day);
  return weekday === 0 || weekday === 6;
}

export function isOfficeDayOf(day: CalendarDay): boolean {
  return !isWeekend(day) && !isNationalHoliday(day) && !isYearEndClosing(day);
}

/** Whether the office is open on `text` (YYYY/MM/DD); false for a text that is not a date. */
export function isOfficeDay(text: string): boolean {
  const day = parseCalendarDate(text);
  return day !== null && isOfficeDayOf(day);
}
