// マイページ's list of the resident's submitted applications: where each recipient's procedure
// stands is read from the application_recipients rows, and each addition (decision 020) is shown
// under the application it was added to.
import { createHash } from 'node:crypto';
import type { components } from '#shared/api/schema';
import { cancellationStatusOf } from '#shared/cancellation';
import { flows } from '#shared/flows';
import type { ProcedureRegistry } from '#shared/procedures';
import type { CalendarDay } from '#shared/validation/calendar-date';
import type { ApplicationRecord, RecipientRecord } from '../repositories/application-repository';
import type { Cancellation, Cancellations } from './cancellable';
import { isPastMoveDate } from './cancellable';
import { cancellationsOf, hasCancellable, revocableOf } from './revocable-application';
import { additionsOf, isSubmittedNormal } from './filings';
import type { AnyStoredApplication } from './stored-application';
import type { StoredMoveEvent } from '../events/move-event-reads';
import { moveTimelines } from './move-timeline';

type Schemas = components['schemas'];
type RecipientContact = Schemas['RecipientContact'];

/** Where a resident files a procedure the service could not deliver: the counter, or the business's phone. */
export type ContactOf = (recipient: Pick<RecipientRecord, 'kind' | 'address'>) => RecipientContact | undefined;

/** Where a procedure's cancellation stands (decision 021): its own row's status, and whom to ask when it did not go through. */
function cancellationSummary({ row, receptionNumber, applicationId }: Cancellation, contactOf: ContactOf): Schemas['RecipientCancellation'] {
  const status = cancellationStatusOf(row.status);
  const contact = status === 'refused' || status === 'failed' ? contactOf(row) : undefined;
  return {
    status,
    status_at: row.updatedAt.toISOString(),
    reception_number: receptionNumber,
    ...(applicationId ? { application_id: applicationId } : {}),
    ...(status === 'refused' && row.reason ? { reason: row.reason } : {}),
    ...(contact ? { contact } : {}),
  };
}

/** What a summary needs besides the record: where to file instead, and the cancellations asked for. */
export interface SummaryContext {
  contactOf: ContactOf;
  cancellations?: Cancellations;
  /** Past the application's move date: nothing of it can be cancelled here, the recipient is whom to ask (issue 24). */
  pastMoveDate?: boolean;
}

function recipientSummary(recipient: Omit<RecipientRecord, 'position'>, { contactOf, cancellations, pastMoveDate = false }: SummaryContext): Schemas['RecipientStatus'] {
  const { id, kind, procedure, name, status, reason, updatedAt } = recipient;
  const cancellation = cancellations?.get(id);
  // Where to file instead (failed), or whom to ask to cancel a procedure that stands past the move date.
  const askRecipient = status === 'failed' || (pastMoveDate && !cancellation && status !== 'returned');
  const contact = askRecipient ? contactOf(recipient) : undefined;
  return {
    id,
    kind,
    procedure,
    name,
    status,
    status_at: updatedAt.toISOString(),
    ...(status === 'returned' && reason ? { reason } : {}),
    ...(contact ? { contact } : {}),
    ...(cancellation ? { cancellation: cancellationSummary(cancellation, contactOf) } : {}),
  };
}

type StoredRecord = ApplicationRecord<AnyStoredApplication>;

/** A recipient kept in a pre-0003 document has no row, so no id: a stable one from its place. Such a recipient is never cancellable. */
function legacyRecipientId(applicationId: string, position: number): string {
  const hex = createHash('sha256').update(`legacy-recipient:${applicationId}:${position}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function additionSummary(record: StoredRecord, context: SummaryContext): Schemas['AdditionSummary'] {
  return {
    application_id: record.id,
    reception_number: record.receptionNumber ?? '',
    submitted_at: record.createdAt.toISOString(),
    recipients: record.recipients.map((recipient) => recipientSummary(recipient, context)),
  };
}

/**
 * One application as マイページ shows it; `cancellable` is whether 「申請を取り消す」 has anything to
 * do (decision 021), `context.pastMoveDate` whether the time for it is over (issue 24).
 */
export function applicationSummary(
  record: StoredRecord,
  context: SummaryContext,
  additions: Schemas['AdditionSummary'][] = [],
  cancellable = false,
  timeline: Schemas['TimelineEntry'][] = [],
): Schemas['ApplicationSummary'] {
  const { document, recipients: legacy = [] } = record.document;
  const recipients =
    record.recipients.length > 0
      ? record.recipients
      : legacy.map((entry, position) => ({ ...entry, id: legacyRecipientId(record.id, position), status: 'failed' as const, updatedAt: record.createdAt }));
  return {
    application_id: record.id,
    phase: record.phase,
    reception_number: record.receptionNumber ?? '',
    submitted_at: record.createdAt.toISOString(),
    move_date: document.moving.move_date,
    recipients: recipients.map((recipient) => recipientSummary(recipient, context)),
    additions,
    cancellable,
    past_move_date: context.pastMoveDate ?? false,
    timeline,
  };
}

/**
 * マイページ's list from the resident's applications (newest first): each submitted normal
 * application, in that order, with its additions nested oldest first, each recipient with the
 * cancellation a revocation asked for, and whether something can still be cancelled `today` (in
 * Japan). Revocations are not listed on their own: they show as their procedures' cancellations, and
 * with their own 受付番号 in the move's timeline (`events`, the resident's own, issue 27).
 */
export function applicationSummaries(
  records: readonly StoredRecord[],
  contactOf: ContactOf,
  today: CalendarDay,
  registry: ProcedureRegistry,
  events: readonly StoredMoveEvent[] = [],
): Schemas['ApplicationSummary'][] {
  const submitted = records.filter((record) => record.receptionNumber !== null);
  const context: SummaryContext = { contactOf, cancellations: cancellationsOf(submitted) };
  const timelines = moveTimelines(submitted, events);
  return submitted
    .filter((record) => record.originalApplicationId === null && record.phase === flows.normal.phase)
    .map((record) => {
      const own: SummaryContext = { ...context, pastMoveDate: isPastMoveDate(record.document.document.moving.move_date, today) };
      const additions = additionsOf(submitted, record.id).map((addition) => additionSummary(addition, own));
      const cancellable = isSubmittedNormal(record) && hasCancellable(revocableOf(submitted, record, registry, context.cancellations), today);
      return applicationSummary(record, own, additions, cancellable, timelines.get(record.id) ?? []);
    });
}
