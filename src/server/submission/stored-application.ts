// A submitted application as it is stored (encrypted, brief §6): the canonical document, its
// digest and, for a signed flow, the verified JWS. Where each recipient's procedure stands is not
// in here but in the application_recipients rows; マイページ's summary reads those, and shows each
// addition (decision 020) under the application it was added to.
import { createHash } from 'node:crypto';
import type { components } from '#shared/api/schema';
import { cancellationStatusOf } from '#shared/cancellation';
import { flows } from '#shared/flows';
import type { ProcedureRegistry } from '#shared/procedures';
import type { CalendarDay } from '#shared/validation/calendar-date';
import type { ApplicationRecord, NewRecipient, RecipientRecord } from '../repositories/application-repository';
import type { Cancellation, Cancellations } from '../revocation/cancellable';
import { isPastMoveDate } from '../revocation/cancellable';
import { cancellationsOf, hasCancellable, revocableOf } from '../revocation/revocable-application';
import type { RevocationDocument } from '../revocation/revocation-document';
import type { AdditionDocument, ApplicationDocument } from './canonical-document';
import { additionsOf, isSubmittedNormal } from './filings';

type Schemas = components['schemas'];

export type SubmittedDocument = ApplicationDocument | AdditionDocument;
/** Any stored application, whichever flow submitted it: what listings and deliveries read. */
export type AnyStoredApplication = StoredApplication<SubmittedDocument>;
type RecipientContact = Schemas['RecipientContact'];
/** A revocation (decision 021), signed: read by its own flow and by the delivery of its cancellations only. */
export type StoredRevocation = StoredApplication<RevocationDocument>;

export interface StoredApplication<D extends SubmittedDocument | RevocationDocument = ApplicationDocument> {
  /** A normal application's signed document, or an addition's (not signed, decision 020). */
  document: D;
  document_digest: string;
  /** Absent for a flow that is not signed (an addition). */
  signature?: { jws: string; signature_request_id: string };
  /**
   * The campaign code the draft carried at the submission (decision 020). Beside the document, not
   * in it: the municipality receives the signed document as it is, and the contract's document
   * has no code; only the messages of businesses whose campaign honours it carry it.
   */
  promo_code?: string;
  /**
   * Only in applications submitted before migration 0003 gave recipients their own rows: their
   * documents are encrypted, so the migration could not copy them, and the listing reads these.
   * They predate the outbox and were never sent (decision 019).
   */
  recipients?: (Omit<NewRecipient, 'status'> & { status: string })[];
}

/** Where a resident files a procedure the service could not deliver: the counter, or the business's phone. */
export type ContactOf = (recipient: Pick<RecipientRecord, 'kind' | 'address'>) => RecipientContact | undefined;

/** Where a procedure's cancellation stands (decision 021): its own row's status, and whom to ask when it did not go through. */
function cancellationSummary({ row, receptionNumber }: Cancellation, contactOf: ContactOf): Schemas['RecipientCancellation'] {
  const status = cancellationStatusOf(row.status);
  const contact = status === 'refused' || status === 'failed' ? contactOf(row) : undefined;
  return {
    status,
    status_at: row.updatedAt.toISOString(),
    reception_number: receptionNumber,
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
  };
}

/**
 * マイページ's list from the resident's applications (newest first): each submitted normal
 * application, in that order, with its additions nested oldest first, each recipient with the
 * cancellation a revocation asked for, and whether something can still be cancelled `today` (in
 * Japan). Revocations are not listed on their own: they show as their procedures' cancellations.
 */
export function applicationSummaries(records: readonly StoredRecord[], contactOf: ContactOf, today: CalendarDay, registry: ProcedureRegistry): Schemas['ApplicationSummary'][] {
  const submitted = records.filter((record) => record.receptionNumber !== null);
  const context: SummaryContext = { contactOf, cancellations: cancellationsOf(submitted) };
  return submitted
    .filter((record) => record.originalApplicationId === null && record.phase === flows.normal.phase)
    .map((record) => {
      const own: SummaryContext = { ...context, pastMoveDate: isPastMoveDate(record.document.document.moving.move_date, today) };
      const additions = additionsOf(submitted, record.id).map((addition) => additionSummary(addition, own));
      const cancellable = isSubmittedNormal(record) && hasCancellable(revocableOf(submitted, record, registry, context.cancellations), today);
      return applicationSummary(record, own, additions, cancellable);
    });
}
