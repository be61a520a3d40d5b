// The receipt's counter procedures (issue 28): a filed move's receipt lists what to do at the new
// municipality's counters, as マイページ lists it with the household answers saved so far; an
// addition's or a cancellation's receipt has none. A procedure chosen by a health answer (介護保険 by
// a care certification, 妊婦健康診査, 障害者手帳) stays off the receipt, which residents show to others.
import type { DocumentCipher } from '../crypto/document-cipher';
import type { Db } from '../db/database-handle';
import { readsHealthAnswer } from '#shared/counter-procedures';
import { counterChecklistOf, filedMoveOf, type CounterChecklistView } from '../domain/counter-checklist';
import { counterProcedures } from '../domain/domain-data';
import type { ApplicationRecord } from '../repositories/application-repository';
import { createHouseholdAnswersRepository } from '../repositories/household-answers-repository';

/** The checklist as the receipt prints it; `healthOmitted` when procedures were left off for their health answer. */
export type ReceiptChecklist = CounterChecklistView & { healthOmitted: boolean };

export async function receiptChecklistOf(deps: { db: Db; cipher: DocumentCipher }, userId: string, records: readonly ApplicationRecord[], applicationId: string): Promise<ReceiptChecklist | null> {
  const move = filedMoveOf(records, applicationId);
  if (!move) return null;
  const entries = await counterProcedures();
  const checklist = counterChecklistOf(move, await createHouseholdAnswersRepository(deps.db, deps).of(userId, move.id), entries);
  if (checklist.municipality_name === null) return null;
  const healthChosen = new Set(entries.filter((entry) => readsHealthAnswer(entry.when)).map((entry) => entry.code));
  const items = checklist.items.filter((item) => !healthChosen.has(item.code));
  return { ...checklist, items, healthOmitted: items.length < checklist.items.length };
}
