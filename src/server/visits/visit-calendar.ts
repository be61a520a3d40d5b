// The visit as an iCalendar file (RFC 5545, issue 27): one event per reservation, its UID stable
// (<reservation id>@<host of PUBLIC_URL>) and its SEQUENCE the reservation's, so a calendar that
// imported it updates the one event on a change and removes it on METHOD:CANCEL. A date-only visit
// is an all-day event; a slot is timed in Japan (written in UTC, which every client reads).
import type { EventAttributes } from 'ics';
import { parseCalendarDate } from '#shared/validation/calendar-date';
import type { components } from '#shared/api/schema';

type VisitSummary = components['schemas']['VisitSummary'];

/** How long a slot lasts until the next one, or this long for the last. */
const LAST_SLOT_MINUTES = 60;
const JAPAN_OFFSET_HOURS = 9;

export interface VisitCalendarInput {
  visit: VisitSummary;
  sequence: number;
  receptionNumber: string;
  procedureLabel: string;
  publicUrl: string;
  /** The slots of the municipality, for the slot's end. */
  slotTimes: readonly string[];
}

function utcOf(visitDate: string, time: string): [number, number, number, number, number] {
  const day = parseCalendarDate(visitDate);
  if (!day) throw new Error('a reservation with a bad date');
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const at = new Date(Date.UTC(day.year, day.month - 1, day.day, hours - JAPAN_OFFSET_HOURS, minutes));
  return [at.getUTCFullYear(), at.getUTCMonth() + 1, at.getUTCDate(), at.getUTCHours(), at.getUTCMinutes()];
}

function slotMinutes(time: string, times: readonly string[]): number {
  const minutesOf = (value: string) => {
    const [hours = 0, minutes = 0] = value.split(':').map(Number);
    return hours * 60 + minutes;
  };
  const next = times.find((candidate) => minutesOf(candidate) > minutesOf(time));
  return next ? Math.min(LAST_SLOT_MINUTES, minutesOf(next) - minutesOf(time)) : LAST_SLOT_MINUTES;
}

function whenOf(visit: VisitSummary, slotTimes: readonly string[]): Pick<EventAttributes, 'start' | 'startInputType' | 'startOutputType'> & { duration: { minutes?: number; days?: number } } {
  if (visit.time) return { start: utcOf(visit.date, visit.time), startInputType: 'utc', startOutputType: 'utc', duration: { minutes: slotMinutes(visit.time, slotTimes) } };
  const day = parseCalendarDate(visit.date);
  if (!day) throw new Error('a reservation with a bad date');
  return { start: [day.year, day.month, day.day], duration: { days: 1 } };
}

export async function visitCalendar({ visit, sequence, receptionNumber, procedureLabel, publicUrl, slotTimes }: VisitCalendarInput): Promise<string> {
  const cancelled = visit.state === 'cancelled';
  const office = visit.office;
  const description = [
    `${procedureLabel}の来庁予定です。`,
    `受付番号：${receptionNumber}`,
    '持ち物：',
    ...visit.bring.map((item) => `・${item}`),
    ...(office.hours ? [`受付時間：${office.hours}`] : []),
    ...(office.phone ? [`電話：${office.phone}`] : []),
  ].join('\n');
  // ics loads at the first calendar file, not at start (decision 032 §7).
  const { createEvent } = await import('ics');
  const { value, error } = createEvent({
    ...whenOf(visit, slotTimes),
    productId: 'utsuru/visit',
    method: cancelled ? 'CANCEL' : 'PUBLISH',
    uid: `${visit.reservation_id}@${new URL(publicUrl).host}`,
    sequence,
    status: cancelled ? 'CANCELLED' : 'CONFIRMED',
    title: `${cancelled ? '【取消】' : ''}${office.name} 来庁（${procedureLabel}）`,
    description,
    ...(office.address ? { location: office.address } : {}),
  });
  if (error || !value) throw error ?? new Error('no calendar');
  return value;
}
