// The slots of one office day with the places left (issue 27), for GET /visit_slots and for the
// section write's check. What is free here may be gone at submit: the submit takes the place.
import type { components } from '#shared/api/schema';
import { isOfficeDayOf } from '#shared/domain/office-days';
import { parseCalendarDate } from '#shared/validation/calendar-date';
import type { Participant } from '../domain/participation-table';

export type VisitSlot = components['schemas']['VisitSlot'];

/** Each slot of the day, or none where the municipality offers none or the office is closed. */
export function slotsOfDay(participant: Participant | null, visitDate: string, taken: ReadonlyMap<string, number>): VisitSlot[] {
  const slots = participant?.visit_slots;
  const day = parseCalendarDate(visitDate);
  if (!slots || !day || !isOfficeDayOf(day)) return [];
  return slots.times.map((time) => {
    const left = Math.max(0, slots.capacity - (taken.get(time) ?? 0));
    return { time, capacity: slots.capacity, left, free: left > 0 };
  });
}
