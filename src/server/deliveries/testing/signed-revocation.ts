// A revocation (decision 021) as the revocation flow stores it, signed for real, for the
// cancellation's message, delivery, callback and inbox tests without the revocation pages: the
// document naming each cancelled procedure by its recipient row, and the submission
// insertSubmission takes, with one recipient row (and so one 'cancellation' outbox row) per
// cancelled procedure, linked to it by cancelsRecipientId.
import { randomUUID } from 'node:crypto';
import type { ApplicationRepository, NewSubmission, RecipientRecord } from '../../repositories/application-repository';
import { itemOf, revocationDocumentFrom, revocationOf } from '../../flows/revocation/revocation-draft';
import { documentDigest } from '../../applications/canonical-document';
import { revocationParts } from '../../applications/recipient-parts';
import type { RevocationDocument } from '../../applications/revocation-document';
import { newReceptionNumber } from '../../submission/reception-number';
import type { StoredApplication, StoredRevocation } from '../../applications/stored-application';
import { revocationSubmission } from '../../flows/revocation/revocation-submission';
import { sealedForTest, signDigest } from './signed-application';

export interface CancelledProcedure {
  /** The procedure's own recipient row, as the repository reads it. */
  recipient: RecipientRecord;
  /** The 受付番号 of the application (or addition) that filed it. */
  receptionNumber: string;
}

export interface RevocationOf {
  /** The normal application revoked, and its stored document (the applicant and the move date). */
  original: { id: string; receptionNumber: string; stored: StoredApplication };
  cancelled: readonly CancelledProcedure[];
  reason: string | null;
}

/** The signed revocation document of these cancellations, built by the revocation flow's own functions. */
export async function signedRevocation({ original, cancelled, reason }: RevocationOf): Promise<StoredRevocation> {
  const part = revocationOf({ application_id: original.id, reception_number: original.receptionNumber }, original.stored.document);
  const document = revocationDocumentFrom({ ...part, items: cancelled.map(itemOf), reason });
  if (!document) throw new Error('no revocation document: nothing cancelled, or a reason the municipality requires is missing');
  return signRevocation(document);
}

/** A revocation document sealed and signed as the flow does it; `legacy`: signed whole, as before issue 26. */
export async function signRevocation(document: RevocationDocument, { legacy = false } = {}): Promise<StoredRevocation> {
  const sealed = legacy ? { document_digest: documentDigest(document) } : sealedForTest(document, revocationParts(document));
  const { signature } = await signDigest(sealed.document_digest);
  return { document, ...sealed, signature };
}

/** What the revocation flow gives insertSubmission: its recipients, one pending row per cancelled procedure. */
export function revocationSubmissionOf(revocation: StoredRevocation, submittedAt: Date): NewSubmission {
  return {
    phase: revocation.document.phase,
    idempotencyKey: randomUUID(),
    signatureRequestId: revocation.signature?.signature_request_id ?? randomUUID(),
    receptionNumber: newReceptionNumber(),
    originalApplicationId: revocationSubmission.originalApplicationId?.(revocation.document),
    status: 'submitted',
    document: revocation,
    submittedAt,
    recipients: revocationSubmission.recipients(revocation.document),
  };
}

export interface StoredRevocationRef {
  id: string;
  receptionNumber: string;
  /** The application it revokes. */
  revokes: { id: string; receptionNumber: string };
  /** The original procedures it cancels (their own rows), in the revocation's recipient order. */
  cancelled: RecipientRecord[];
}

/**
 * Stores a signed revocation of the user's application `originalId`, cancelling the procedures
 * `pick` chooses, through the repository as the revocation flow does (its outbox rows included).
 */
export async function storeRevocation(
  applications: Pick<ApplicationRepository, 'findForDelivery' | 'insertSubmission'>,
  input: { userId: string; originalId: string; pick: (recipient: RecipientRecord) => boolean; reason?: string | null; submittedAt: Date },
): Promise<StoredRevocationRef> {
  const original = await applications.findForDelivery<StoredApplication>(input.originalId);
  if (!original?.receptionNumber) throw new Error('no submitted application to revoke');
  const receptionNumber = original.receptionNumber;
  const cancelled = original.recipients.filter(input.pick).map((recipient) => ({ recipient, receptionNumber }));
  if (cancelled.length === 0) throw new Error('nothing picked to cancel');
  const revocation = await signedRevocation({ original: { id: original.id, receptionNumber, stored: original.document }, cancelled, reason: input.reason ?? null });
  const submission = revocationSubmissionOf(revocation, input.submittedAt);
  const inserted = await applications.insertSubmission(input.userId, submission);
  if (inserted.kind !== 'created') throw new Error(`revocation not created: ${inserted.kind}`);
  return {
    id: inserted.submission.id,
    receptionNumber: inserted.submission.receptionNumber,
    revokes: { id: original.id, receptionNumber },
    cancelled: cancelled.map(({ recipient }) => recipient),
  };
}
