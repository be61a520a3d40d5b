// Which submitted application a revocation is about, read from the resident's own applications
// (newest first, as the repository lists them): the normal application (by id, by 受付番号 or the
// newest), its additions, and the cancellations the resident's revocations already asked for.
import type { ProcedureRegistry } from '#shared/procedures';
import type { CalendarDay } from '#shared/validation/calendar-date';
import type { ApplicationRecord } from '../repositories/application-repository';
import { isPastMoveDate, proceduresOf, type Cancellation, type Cancellations, type Procedure } from './cancellable';
import { fromConfirmation, type Confirmation } from './confirmation';
import { additionsOf, isRevocation, isSubmittedNormal, type SubmittedNormal } from './filings';

type StoredRecord = ApplicationRecord<unknown>;
type NormalRecord = SubmittedNormal;

/**
 * The cancellations the resident's revocations asked for, by the cancelled recipient's id. One
 * submitted from `excluding` does not count: a second submit of that confirmation gets the first
 * revocation back rather than a refusal.
 */
export function cancellationsOf(records: readonly StoredRecord[], excluding?: Confirmation): Map<string, Cancellation> {
  const cancellations = new Map<string, Cancellation>();
  for (const record of records) {
    if (!isRevocation(record) || fromConfirmation(record, excluding)) continue;
    for (const row of record.recipients) {
      if (row.cancelsRecipientId) cancellations.set(row.cancelsRecipientId, { row, receptionNumber: record.receptionNumber ?? '', applicationId: record.id });
    }
  }
  return cancellations;
}

export interface RevocableApplication {
  application: NormalRecord;
  moveDate: string;
  /** Every procedure of it and of its additions, each cancellable or with its reason. */
  procedures: Procedure[];
}

/** The application with its procedures as they stand: the filings' recipients and the cancellations. */
export function revocableOf(records: readonly StoredRecord[], application: NormalRecord, registry: ProcedureRegistry, cancellations: Cancellations = cancellationsOf(records)): RevocableApplication {
  const filings = [application, ...additionsOf(records, application.id)].map((record) => ({ receptionNumber: record.receptionNumber ?? '', recipients: record.recipients }));
  return { application, moveDate: application.document.document.moving.move_date, procedures: proceduresOf(filings, cancellations, registry) };
}

export type Which = { applicationId: string } | { receptionNumber?: string };

/** The resident's submitted normal application named (or the newest), with its procedures; null when there is none. */
export function findRevocable(records: readonly StoredRecord[], which: Which, registry: ProcedureRegistry, excluding?: Confirmation): RevocableApplication | null {
  const application = records
    .filter(isSubmittedNormal)
    .find((record) =>
      'applicationId' in which ? record.id === which.applicationId : which.receptionNumber === undefined || record.receptionNumber === which.receptionNumber,
    );
  return application ? revocableOf(records, application, registry, cancellationsOf(records, excluding)) : null;
}

/** Whether something of it can still be cancelled today (マイページ's 「申請を取り消す」). */
export const hasCancellable = (revocable: RevocableApplication, today: CalendarDay): boolean =>
  !isPastMoveDate(revocable.moveDate, today) && revocable.procedures.some((procedure) => procedure.notCancellable === null);
