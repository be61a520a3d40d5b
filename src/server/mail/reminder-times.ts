// When each reminder (issue 28) is due, and until when it is still worth sending: pure, read
// against the instant the caller passes (the injected clock), so tests move time. Japan has no
// daylight saving: 09:00 in Japan is 00:00 UTC of the same calendar day.
import { addDays } from '#shared/domain/calendar-days';
import { parseCalendarDate, type CalendarDay } from '#shared/validation/calendar-date';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Reminders go out from 09:00 in Japan, never in the night. */
export const REMINDER_HOUR_IN_JAPAN = 9;
/** 住民基本台帳法 第22条・第23条: the 転入届 or 転居届 within 14 days of the move (the move day not counted). */
export const MOVE_LIMIT_DAYS = 14;
/** The limit's reminder goes this many days before its last day: time left for a weekday at the counter even across a weekend. */
export const DEADLINE_NOTICE_DAYS = 3;
/** A delivery given up is reminded of this many days after, if nobody re-queued or cancelled it meanwhile. */
export const FAILED_NOTICE_DAYS = 3;
/** A failure older than this past its reminder's day (e.g. before reminders existed) is not reminded of any more. */
const FAILED_GRACE_MS = DAY_MS;

/** 09:00 in Japan on that day. */
const nineInJapan = ({ year, month, day }: CalendarDay): Date => new Date(Date.UTC(year, month - 1, day, REMINDER_HOUR_IN_JAPAN - 9));
/** 00:00 in Japan on that day (15:00 UTC the day before). */
const startOfDayInJapan = ({ year, month, day }: CalendarDay): Date => new Date(Date.UTC(year, month - 1, day) - 9 * 60 * 60 * 1000);
const dayInJapan = (at: Date): CalendarDay => {
  const shifted = new Date(at.getTime() + 9 * 60 * 60 * 1000);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
};

export interface ReminderWindow {
  dueAt: Date;
  /** After this instant the reminder is pointless: it is not scheduled, and cancelled if still waiting. */
  until: Date;
}

/** The visit's reminder: 09:00 the day before, worth sending until the visit day begins. */
export function visitWindow(visitDate: string): ReminderWindow | null {
  const day = parseCalendarDate(visitDate);
  return day ? { dueAt: nineInJapan(addDays(day, -1)), until: startOfDayInJapan(day) } : null;
}

/** The last day of the 14 days after the move date (YYYY/MM/DD). */
export function moveLimitOf(moveDate: string): CalendarDay | null {
  const day = parseCalendarDate(moveDate);
  return day ? addDays(day, MOVE_LIMIT_DAYS) : null;
}

/** The limit's reminder: 09:00 three days before the last day, worth sending until that day ends. */
export function deadlineWindow(moveDate: string): ReminderWindow | null {
  const last = moveLimitOf(moveDate);
  return last ? { dueAt: nineInJapan(addDays(last, -DEADLINE_NOTICE_DAYS)), until: startOfDayInJapan(addDays(last, 1)) } : null;
}

/** The next 09:00 in Japan after `now`. */
export function nextReminderHour(now: Date): Date {
  const today = nineInJapan(dayInJapan(now));
  return today.getTime() > now.getTime() ? today : nineInJapan(addDays(dayInJapan(now), 1));
}

/** A delivery given up at `failedAt`: reminded at 09:00 three days later (in Japan). */
export function failedWindow(failedAt: Date): ReminderWindow {
  const dueAt = nineInJapan(addDays(dayInJapan(failedAt), FAILED_NOTICE_DAYS));
  return { dueAt, until: new Date(dueAt.getTime() + FAILED_GRACE_MS) };
}
