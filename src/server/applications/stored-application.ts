// A submitted application as it is stored (encrypted, brief §6): the canonical document, its
// digest and, for a signed flow, the verified JWS. Where each recipient's procedure stands is not
// in here but in the application_recipients rows (application-summaries.ts reads those).
import type { NewRecipient } from '../repositories/application-repository';
import type { AdditionDocument, ApplicationDocument } from './canonical-document';
import type { RevocationDocument } from './revocation-document';

export type SubmittedDocument = ApplicationDocument | AdditionDocument;
/** Any stored application, whichever flow submitted it: what listings and deliveries read. */
export type AnyStoredApplication = StoredApplication<SubmittedDocument>;
/** A revocation (decision 021), signed: read by its own flow and by the delivery of its cancellations only. */
export type StoredRevocation = StoredApplication<RevocationDocument>;

export interface StoredApplication<D extends SubmittedDocument | RevocationDocument = ApplicationDocument> {
  /** A normal application's signed document, or an addition's (not signed, decision 020). */
  document: D;
  /** For a signed flow, the digest of its parts' manifest (selective-disclosure.ts): what the JWS signs. */
  document_digest: string;
  /**
   * Each recipient part's salt, by the part's key (recipient-parts.ts), for a signed flow. Absent
   * for a flow that is not signed, and in an application signed before issue 26, whose JWS
   * signs the whole document's digest (its messages carry that document, decision 025).
   */
  disclosure_salts?: Record<string, string>;
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
