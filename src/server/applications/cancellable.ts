// What of a submitted application can still be cancelled (brief §5, decision 021 L2), as a pure
// function of the application, its additions, the cancellations already asked for and the day in
// Japan: up to and including the move date, each procedure whose recipient has it (delivered or
// received) and that has no cancellation yet; every other one with the reason the resident reads.
import type { components } from '#shared/api/schema';
import { cancellationFollowed, dependentSending, notCancellableReason, reasonRequired, type NotCancellable } from '#shared/cancellation';
import type { ProcedureRegistry } from '#shared/procedures';
import { compareDays, parseCalendarDate, type CalendarDay } from '#shared/validation/calendar-date';
import type { RecipientRecord } from '../repositories/application-repository';

type CancelItem = components['schemas']['CancelItem'];

/** The normal application or one of its additions: what filed its recipients' procedures. */
export interface Filing {
  receptionNumber: string;
  recipients: readonly RecipientRecord[];
}

/** A revocation's recipient row, and the 受付番号 of that revocation. */
export interface Cancellation {
  row: RecipientRecord;
  receptionNumber: string;
  /** The revocation's id, for its receipt (控え, issue 27). */
  applicationId?: string;
}

/** Cancellations by the id of the recipient whose procedure they cancel. */
export type Cancellations = ReadonlyMap<string, Cancellation>;

/** One filed procedure as the revocation flow sees it. */
export interface Procedure {
  recipient: RecipientRecord;
  /** The 受付番号 of the filing it belongs to. */
  receptionNumber: string;
  /** The 転出届 a visit reservation hangs on, when the same application filed one. */
  dependsOn: string | null;
  /** Null when it can be cancelled. */
  notCancellable: NotCancellable | null;
}

/** Past the move date (brief §5: allowed up to and including it); a move date that is no date is past. */
export function isPastMoveDate(moveDate: string, today: CalendarDay): boolean {
  const day = parseCalendarDate(moveDate);
  return day === null || compareDays(today, day) > 0;
}

/** Why this procedure cannot be cancelled, or null: its cancellation decides first, then where the procedure stands. */
export function standingOf(recipient: RecipientRecord, cancellation: Cancellation | undefined): NotCancellable | null {
  if (cancellation) {
    const status = cancellation.row.status;
    if (status === 'completed') return 'cancelled';
    if (status === 'returned') return 'refused';
    if (status === 'failed') return 'cancellation-failed';
    return 'requested';
  }
  switch (recipient.status) {
    case 'delivered':
    case 'received':
      return null;
    case 'completed':
      return 'completed';
    case 'returned':
      return 'returned';
    case 'failed':
      return 'delivery-failed';
    case 'pending':
    case 'sending':
      return 'sending';
  }
}

/**
 * Every procedure of the application and then of each addition, in the order マイページ shows them.
 * A cancellable procedure that others follow (the registry's cancellationFollows: a 転出届 and
 * its visit reservations) waits while one of them is still being sent: cancelled now, that one
 * would arrive afterwards and could never be cancelled with it.
 */
export function proceduresOf(filings: readonly Filing[], cancellations: Cancellations, registry: ProcedureRegistry): Procedure[] {
  return filings.flatMap((filing) => {
    const followedOf = (recipient: RecipientRecord) => filing.recipients.find((candidate) => candidate.procedure === cancellationFollowed(recipient.procedure, registry));
    const procedures = filing.recipients.map((recipient) => ({
      recipient,
      receptionNumber: filing.receptionNumber,
      dependsOn: followedOf(recipient)?.id ?? null,
      notCancellable: standingOf(recipient, cancellations.get(recipient.id)),
    }));
    return procedures.map((procedure) => {
      const sending = procedures.find((other) => other.dependsOn === procedure.recipient.id && other.notCancellable === 'sending');
      return procedure.notCancellable === null && sending ? { ...procedure, notCancellable: dependentSending(sending.recipient.procedure) } : procedure;
    });
  });
}

/** The contract's CancelItem of a procedure. */
export function cancelItemOf(procedure: Procedure, selected: boolean, registry: ProcedureRegistry): CancelItem {
  const { recipient, notCancellable } = procedure;
  return {
    id: recipient.id,
    reception_number: procedure.receptionNumber,
    code: recipient.procedure,
    recipient_kind: recipient.kind,
    recipient_name: recipient.name,
    cancellable: notCancellable === null,
    not_cancellable_reason: notCancellable === null ? null : notCancellableReason(notCancellable, recipient.name, registry),
    reason_required: reasonRequired(recipient.kind),
    depends_on: procedure.dependsOn,
    selected,
  };
}
