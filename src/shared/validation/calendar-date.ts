// Calendar dates as residents write them (YYYY/MM/DD, spec §5), without a clock: "today" is
// always passed in, so rules and tests decide what day it is.

export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

const datePattern = /^(\d{4})\/(\d{2})\/(\d{2})$/;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** The day `text` names, or null when it is not YYYY/MM/DD or not a real calendar date. */
export function parseCalendarDate(text: string): CalendarDay | null {
  const match = datePattern.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

export function formatCalendarDate({ year, month, day }: CalendarDay): string {
  return `${pad(year, 4)}/${pad(month, 2)}/${pad(day, 2)}`;
}

/** Negative when a is before b, 0 on the same day, positive after. */
export function compareDays(a: CalendarDay, b: CalendarDay): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** The same day `years` earlier; 29 February falls back to 28 February in a common year. */
export function yearsBefore(day: CalendarDay, years: number): CalendarDay {
  const year = day.year - years;
  return { year, month: day.month, day: Math.min(day.day, daysInMonth(year, day.month)) };
}

/** The date in Japan (UTC+9 all year, no daylight saving) at the instant `now`. */
export function calendarDayInJapan(now: Date): CalendarDay {
  const shifted = new Date(now.getTime() + 9 * 60 * 60 * 1000);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}
