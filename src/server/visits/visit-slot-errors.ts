// The section write's check of a visit slot (issue 27), after the 来庁予定日's own rules: where the
// municipality offers slots one must be chosen, it must be one of that office day's, and it must
// still have a place. Whether the place is still there at submit, the submit decides.
import type { MunicipalityApplicationValues } from '#shared/forms/definitions/municipality-forms';
import type { FieldError } from '#shared/forms/field-errors';
import type { ProcedureKind } from '#shared/procedures';
import type { ParticipationTable } from '../domain/participation-table';
import { visitMessages } from './visit-messages';
import { slotsOfDay } from './visit-slot-list';

/** The places taken on an office day (visit-repository.ts); absent, fullness is not checked. */
export type TakenOn = (jisCode: string, visitDate: string) => Promise<ReadonlyMap<string, number>>;

export async function visitSlotErrors(
  procedure: ProcedureKind,
  values: MunicipalityApplicationValues,
  jisCode: string,
  participation: ParticipationTable,
  takenOn?: TakenOn,
): Promise<FieldError[]> {
  if (procedure === 'move_out' || !values.visit_date) return [];
  const participant = participation.participant(jisCode);
  if (!participant?.visit_slots) return [];
  const time = values.visit_time;
  if (!time) return [{ field: 'visit_time', message: visitMessages.slotRequired }];
  const slot = slotsOfDay(participant, values.visit_date, (await takenOn?.(jisCode, values.visit_date)) ?? new Map()).find((candidate) => candidate.time === time);
  if (!slot) return [{ field: 'visit_time', message: visitMessages.slotUnknown }];
  return slot.free ? [] : [{ field: 'visit_time', message: visitMessages.slotFull }];
}
