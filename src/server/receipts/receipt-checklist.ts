// The receipt's counter procedures (issue 28): a filed move's receipt lists what to do at the new
// municipality's counters, as マイページ lists it with the household answers saved so far; an
// addition's or a cancellation's receipt has none.
import type { DocumentCipher } from '../crypto/document-cipher';
import type { Db } from '../db/database-handle';
import { counterChecklistOf, filedMoveOf, type CounterChecklistView } from '../domain/counter-checklist';
import { counterProcedures } from '../domain/counter-procedure-table';
import type { ApplicationRecord } from '../repositories/application-repository';
import { createHouseholdAnswersRepository } from '../repositories/household-answers-repository';

export async function receiptChecklistOf(deps: { db: Db; cipher: DocumentCipher }, userId: string, records: readonly ApplicationRecord[], applicationId: string): Promise<CounterChecklistView | null> {
  const move = filedMoveOf(records, applicationId);
  if (!move) return null;
  const checklist = counterChecklistOf(move, await createHouseholdAnswersRepository(deps.db, deps).of(userId, move.id), await counterProcedures());
  return checklist.municipality_name === null ? null : checklist;
}
