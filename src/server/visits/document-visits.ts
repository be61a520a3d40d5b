// The visits a confirmed normal application announces (issue 27): each 転入予定連絡 or 転居予定連絡
// with its 来庁予定日 and, where the municipality offers slots, its slot. Checked again at submit
// against the participation table; whether the slot still has a place, the insert decides.
import type { ApplicationDocument } from '../applications/canonical-document';
import { recipientSeeds } from '../domain/domain-data';
import { ApiError } from '../errors/api-error';
import type { NewVisit } from '../repositories/visit-booking';
import { visitMessages } from './visit-messages';
import { slotsOfDay } from './visit-slot-list';

export async function documentVisits(document: ApplicationDocument): Promise<NewVisit[]> {
  const { participation } = await recipientSeeds();
  // The recipients list the municipality applications first, in this order (document-recipients.ts).
  return document.municipality_applications.flatMap((entry, position): NewVisit[] => {
    const visitDate = entry.values?.visit_date;
    if (entry.procedure === 'move_out' || !visitDate) return [];
    const participant = participation.participant(entry.jis_code);
    const slots = participant?.visit_slots;
    if (!slots) return [{ recipientPosition: position, jisCode: entry.jis_code, visitDate, slot: null }];
    const time = entry.values?.visit_time;
    const known = time ? slotsOfDay(participant, visitDate, new Map()).some((slot) => slot.time === time) : false;
    if (!time || !known) throw new ApiError('BAD_REQUEST', visitMessages.slotGoneAtSubmit);
    return [{ recipientPosition: position, jisCode: entry.jis_code, visitDate, slot: { time, capacity: slots.capacity } }];
  });
}
