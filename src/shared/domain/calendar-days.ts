// Day arithmetic on calendar dates (YYYY/MM/DD, spec §5) for the domain windows of brief §5.
// Pure: computed on UTC midnights, so no time zone or clock takes part.
import { parseCalendarDate, type CalendarDay } from '../validation/calendar-date';

const DAY_MS = 24 * 60 * 60 * 1000;

const utcOf = ({ year, month, day }: CalendarDay) => Date.UTC(year, month - 1, day);

function dayOfUtc(ms: number): CalendarDay {
  const date = new Date(ms);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

export function addDays(day: CalendarDay, days: number): CalendarDay {
  return dayOfUtc(utcOf(day) + days * DAY_MS);
}

/** 0 Sunday … 6 Saturday. */
export function dayOfWeek(day: CalendarDay): number {
  return new Date(utcOf(day)).getUTCDay();
}

/** 2026/11/01 → 2026年11月1日, as a date reads in a sentence. */
export function japaneseDate(text: string): string {
  const day = parseCalendarDate(text);
  return day ? `${day.year}年${day.month}月${day.day}日` : text;
}
