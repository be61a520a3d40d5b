// A submitted application as it is stored (encrypted, brief §6): the signed canonical document,
// its digest, the verified JWS, and one entry per recipient with where its procedure stands.
// マイページ reads its summary from here.
import type { components } from '../../shared/api/schema';
import type { ApplicationRecord } from '../repositories/application-repository';
import type { ApplicationDocument } from './canonical-document';

type Schemas = components['schemas'];
type RecipientStatus = Schemas['RecipientStatus'];

export interface StoredRecipient extends RecipientStatus {
  /** Where the procedure is delivered: the municipality's JIS code or the business id. */
  address: { jis_code: string } | { business_id: string };
}

export interface StoredApplication {
  document: ApplicationDocument;
  document_digest: string;
  signature: { jws: string; signature_request_id: string };
  recipients: StoredRecipient[];
}

/** Each municipality application and each business, in the order the document lists them. */
export function recipientsOf(document: ApplicationDocument): StoredRecipient[] {
  return [
    ...document.municipality_applications.map(
      (entry): StoredRecipient => ({
        kind: 'municipality',
        procedure: entry.procedure,
        name: entry.municipality_name,
        status: 'submitted',
        address: { jis_code: entry.jis_code },
      }),
    ),
    ...document.business_applications.map(
      (entry): StoredRecipient => ({
        kind: 'business',
        procedure: 'businesses',
        name: entry.name,
        status: 'submitted',
        address: { business_id: entry.business_id },
      }),
    ),
  ];
}

export function applicationSummary(record: ApplicationRecord<StoredApplication>): Schemas['ApplicationSummary'] {
  const { document, recipients } = record.document;
  return {
    application_id: record.id,
    phase: record.phase,
    reception_number: record.receptionNumber ?? '',
    submitted_at: record.createdAt.toISOString(),
    move_date: document.moving.move_date,
    recipients: recipients.map(({ kind, procedure, name, status }) => ({ kind, procedure, name, status })),
  };
}
