// A submitted application as it is stored (encrypted, brief §6): the signed canonical document,
// its digest and the verified JWS. Where each recipient's procedure stands is not in here but in
// the application_recipients rows; マイページ's summary reads those.
import type { components } from '#shared/api/schema';
import type { ApplicationRecord, NewRecipient } from '../repositories/application-repository';
import type { ApplicationDocument } from './canonical-document';

type Schemas = components['schemas'];

export interface StoredApplication {
  document: ApplicationDocument;
  document_digest: string;
  signature: { jws: string; signature_request_id: string };
  /**
   * Only in applications submitted before migration 0003 gave recipients their own rows: their
   * documents are encrypted, so the migration could not copy them, and the listing reads these.
   */
  recipients?: NewRecipient[];
}

export function applicationSummary(record: ApplicationRecord<StoredApplication>): Schemas['ApplicationSummary'] {
  const { document, recipients: legacy = [] } = record.document;
  const recipients = record.recipients.length > 0 ? record.recipients : legacy;
  return {
    application_id: record.id,
    phase: record.phase,
    reception_number: record.receptionNumber ?? '',
    submitted_at: record.createdAt.toISOString(),
    move_date: document.moving.move_date,
    recipients: recipients.map(({ kind, procedure, name, status }) => ({ kind, procedure, name, status })),
  };
}
