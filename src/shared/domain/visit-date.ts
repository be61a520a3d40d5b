// The 来庁予定日 of 転入予定連絡 and 転居予定連絡 (brief §5): on or after the move date and at
// most 14 days after it (転入届 is due within 14 days), on a day the office is open, and not
// already past. "Today" is always passed in (YYYY/MM/DD in Japan).
import { compareDays, formatCalendarDate, parseCalendarDate, type CalendarDay } from '../validation/calendar-date';
import { validationMessages } from '../validation/messages';
import { addDays } from './calendar-days';
import { domainMessages } from './domain-messages';
import { isOfficeDayOf, officeClosureOf, type OfficeClosure } from './office-days';

export const VISIT_DAYS_AFTER_MOVE = 14;

export type VisitDateProblem = 'not-a-date' | 'past' | 'outside-window' | 'office-closed';

/** What is wrong with `visitDate` for a move on `moveDate`, or null when it is a good day. */
export function visitDateProblem(visitDate: string, moveDate: string, today: string): VisitDateProblem | null {
  const visit = parseCalendarDate(visitDate);
  if (!visit) return 'not-a-date';
  const move = parseCalendarDate(moveDate);
  if (!move || compareDays(visit, move) < 0 || compareDays(visit, addDays(move, VISIT_DAYS_AFTER_MOVE)) > 0) return 'outside-window';
  const day = parseCalendarDate(today);
  if (day && compareDays(visit, day) < 0) return 'past';
  return isOfficeDayOf(visit) ? null : 'office-closed';
}

const problemMessages: Record<Exclude<VisitDateProblem, 'office-closed'>, string> = {
  'not-a-date': validationMessages.calendarDate,
  past: domainMessages.visitDateInPast,
  'outside-window': domainMessages.visitDate,
};

function closureMessage(closure: OfficeClosure, day: CalendarDay): string {
  switch (closure.kind) {
    case 'weekend':
      return domainMessages.officeClosed.weekend(closure.weekday);
    case 'holiday':
      return domainMessages.officeClosed.holiday(day.month, day.day, closure.name);
    case 'year-end':
      return domainMessages.officeClosed.yearEnd;
  }
}

/** The message the 来庁予定日 field shows, or null when the date is good; a closed day says why it is closed. */
export function visitDateMessage(visitDate: string, moveDate: string, today: string): string | null {
  const problem = visitDateProblem(visitDate, moveDate, today);
  if (problem === null) return null;
  if (problem !== 'office-closed') return problemMessages[problem];
  const day = parseCalendarDate(visitDate);
  const closure = day && officeClosureOf(day);
  return day && closure ? closureMessage(closure, day) : domainMessages.visitDate;
}

/** Every good 来庁予定日 for a move on `moveDate`, in order; empty once none is left. */
export function allowedVisitDates(moveDate: string, today: string): string[] {
  const move = parseCalendarDate(moveDate);
  const day = parseCalendarDate(today);
  if (!move || !day) return [];
  const dates: string[] = [];
  for (let offset = 0; offset <= VISIT_DAYS_AFTER_MOVE; offset++) {
    const candidate = addDays(move, offset);
    if (compareDays(candidate, day) >= 0 && isOfficeDayOf(candidate)) dates.push(formatCalendarDate(candidate));
  }
  return dates;
}
