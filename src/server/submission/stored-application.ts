// A submitted application as it is stored (encrypted, brief §6): the canonical document, its
// digest and, for a signed flow, the verified JWS. Where each recipient's procedure stands is not
// in here but in the application_recipients rows; マイページ's summary reads those, and shows each
// addition (decision 020) under the application it was added to.
import { createHash } from 'node:crypto';
import type { components } from '#shared/api/schema';
import type { ApplicationRecord, NewRecipient, RecipientRecord } from '../repositories/application-repository';
import type { RevocationDocument } from '../revocation/revocation-document';
import type { AdditionDocument, ApplicationDocument } from './canonical-document';

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

function recipientSummary(recipient: Omit<RecipientRecord, 'position'>, contactOf: ContactOf): Schemas['RecipientStatus'] {
  const { id, kind, procedure, name, status, reason, updatedAt } = recipient;
  const contact = status === 'failed' ? contactOf(recipient) : undefined;
  return {
    id,
    kind,
    procedure,
    name,
    status,
    status_at: updatedAt.toISOString(),
    ...(status === 'returned' && reason ? { reason } : {}),
    ...(contact ? { contact } : {}),
  };
}

type StoredRecord = ApplicationRecord<AnyStoredApplication>;

/** A recipient kept in a pre-0003 document has no row, so no id: a stable one from its place. Such a recipient is never cancellable. */
function legacyRecipientId(applicationId: string, position: number): string {
  const hex = createHash('sha256').update(`legacy-recipient:${applicationId}:${position}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function additionSummary(record: StoredRecord, contactOf: ContactOf): Schemas['AdditionSummary'] {
  return {
    application_id: record.id,
    reception_number: record.receptionNumber ?? '',
    submitted_at: record.createdAt.toISOString(),
    recipients: record.recipients.map((recipient) => recipientSummary(recipient, contactOf)),
  };
}

export function applicationSummary(record: StoredRecord, contactOf: ContactOf, additions: Schemas['AdditionSummary'][] = []): Schemas['ApplicationSummary'] {
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
    recipients: recipients.map((recipient) => recipientSummary(recipient, contactOf)),
    additions,
    // TODO(server-revocation): whether something can still be cancelled (decision 021).
    cancellable: false,
  };
}

/**
 * マイページ's list from the resident's applications (newest first): each submitted application
 * that is not an addition, in that order, with its additions nested oldest first.
 */
export function applicationSummaries(records: readonly StoredRecord[], contactOf: ContactOf): Schemas['ApplicationSummary'][] {
  const submitted = records.filter((record) => record.receptionNumber !== null);
  const additions = new Map<string, Schemas['AdditionSummary'][]>();
  for (const record of [...submitted].reverse()) {
    if (record.originalApplicationId === null) continue;
    const list = additions.get(record.originalApplicationId) ?? [];
    list.push(additionSummary(record, contactOf));
    additions.set(record.originalApplicationId, list);
  }
  return submitted.filter((record) => record.originalApplicationId === null).map((record) => applicationSummary(record, contactOf, additions.get(record.id)));
}
