// The counter procedures' checklist of one filed move (issue 28): the resident's own normal
// application, its move as filed (the movers' birth dates, the move type, the new municipality)
// and the household answers, through the seed's conditions. Read by the API and by the receipt.
import type { components } from '#shared/api/schema';
import { checklistMovingTypes, checklistOf, householdFactsOf, type ChecklistMovingType, type CounterProcedureEntry, type HouseholdAnswers } from '#shared/counter-procedures';
import { flows } from '#shared/flows';
import type { ApplicationDocument } from '../applications/canonical-document';
import type { ApplicationRecord } from '../repositories/application-repository';

export type CounterChecklistView = components['schemas']['CounterChecklist'];

/** A filed move: a normal application with its 受付番号 and its document (a purged one has none). */
export interface FiledMove {
  id: string;
  receptionNumber: string;
  document: ApplicationDocument;
}

/** The resident's filed move of that id among their applications, or null (an addition, a cancellation, another's). */
export function filedMoveOf(records: readonly ApplicationRecord[], applicationId: string): FiledMove | null {
  const record = records.find((candidate) => candidate.id === applicationId);
  const document = (record?.document as { document?: Partial<ApplicationDocument> } | null | undefined)?.document;
  if (!record || record.phase !== flows.normal.phase || !record.receptionNumber || !document?.moving || !document.applicant) return null;
  return { id: record.id, receptionNumber: record.receptionNumber, document: document as ApplicationDocument };
}

const isChecklistMovingType = (type: string): type is ChecklistMovingType => (checklistMovingTypes as readonly string[]).includes(type);

export function counterChecklistOf(move: FiledMove, answers: HouseholdAnswers, entries: readonly CounterProcedureEntry[]): CounterChecklistView {
  const { moving, applicant } = move.document;
  const base = { application_id: move.id, reception_number: move.receptionNumber, moving_type: moving.moving_type, answers };
  // A move abroad has no new municipality to list procedures of.
  if (!isChecklistMovingType(moving.moving_type) || !moving.to) return { ...base, municipality_name: null, items: [], more_with_answers: false };
  const facts = householdFactsOf(
    { movingType: moving.moving_type, moveDate: moving.move_date, birthDates: [applicant.birth_date, ...moving.household.members.map((member) => member.birth_date)] },
    answers,
  );
  const { items, moreWithAnswers } = checklistOf(entries, facts, { jisCode: moving.to.jis_code, name: moving.to.city });
  return { ...base, municipality_name: moving.to.city, items, more_with_answers: moreWithAnswers };
}
