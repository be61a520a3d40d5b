// The 転出届 window (brief §5): online from 30 days before the move date until 10 days after it,
// both ends included. "Today" is always passed in (YYYY/MM/DD in Japan).
import { compareDays, formatCalendarDate, parseCalendarDate } from '../validation/calendar-date';
import { addDays } from './calendar-days';

export const MOVE_OUT_DAYS_BEFORE = 30;
export const MOVE_OUT_DAYS_AFTER = 10;

export interface MoveOutWindow {
  /** The first day 転出届 can be filed online. */
  first: string;
  /** The last day. */
  last: string;
}

export function moveOutWindow(moveDate: string): MoveOutWindow | null {
  const move = parseCalendarDate(moveDate);
  if (!move) return null;
  return { first: formatCalendarDate(addDays(move, -MOVE_OUT_DAYS_BEFORE)), last: formatCalendarDate(addDays(move, MOVE_OUT_DAYS_AFTER)) };
}

export type MoveOutTiming = 'too-early' | 'open' | 'too-late';

/** Where `today` falls against the window of `moveDate`; null when either is not a date. */
export function moveOutTiming(moveDate: string, today: string): MoveOutTiming | null {
  const window = moveOutWindow(moveDate);
  const day = parseCalendarDate(today);
  if (!window || !day) return null;
  if (compareDays(day, parseCalendarDate(window.first)!) < 0) return 'too-early';
  if (compareDays(day, parseCalendarDate(window.last)!) > 0) return 'too-late';
  return 'open';
}
