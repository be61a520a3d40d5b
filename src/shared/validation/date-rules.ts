// Dates as YYYY/MM/DD (spec §5). `today` is a parameter: the rules hold no clock.
import * as z from 'zod/mini';
import { compareDays, parseCalendarDate, yearsBefore, type CalendarDay } from './calendar-date';
import { validationMessages as m } from './messages';
import type { StringRule } from './string-rules';

/** Spec §9: a birth date at most 130 years back. */
export const BIRTH_DATE_MAX_YEARS = 130;

/**
 * A real calendar date, not after `today`, and not before the same day 130 years earlier:
 * with today 2026/11/22, 1896/11/22 is valid and 1896/11/21 is not. When today is 29 February,
 * the earliest valid day is 28 February of a common year 130 years back.
 */
export function isValidBirthDate(text: string, today: CalendarDay): boolean {
  const day = parseCalendarDate(text);
  if (!day) return false;
  return compareDays(day, today) <= 0 && compareDays(day, yearsBefore(today, BIRTH_DATE_MAX_YEARS)) >= 0;
}

export function birthDateRule(today: CalendarDay): StringRule {
  return z
    .string({ error: m.birthDate })
    .check(z.refine((value) => value === '' || isValidBirthDate(value, today), { error: m.birthDate }));
}

/** Any other date (move date, 来庁予定日…): a real calendar date; its domain window is checked elsewhere. */
export const calendarDateRule: StringRule = z
  .string({ error: m.calendarDate })
  .check(z.refine((value) => value === '' || parseCalendarDate(value) !== null, { error: m.calendarDate }));
