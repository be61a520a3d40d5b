// The cancellation each affected recipient gets (decision 021, L1), built from the stored
// revocation like the application message is from the application (messages.ts). It names the
// message it cancels (its webhook-id and the 受付番号 that filed it) so the recipient finds the
// procedure it already holds, and how to reach the applicant. Data minimisation as for the
// application: the reason only to a recipient that requires one (the municipalities). A
// municipality also gets the proof of its own part of the signed revocation (disclosure-proof.ts,
// decision 025), so it verifies the cancellation from the message alone, x5c chain and all; a
// revocation signed before issue 26 (no salts stored) still sends it the whole signed revocation.
// A business gets no JWS, as with the application.
// Pure: the sender signs and posts what this returns.
import type { components } from '#shared/api/schema';
import { reasonRequired } from '#shared/cancellation';
import type { ApplicationRecord, RecipientRecord } from '../repositories/application-repository';
import type { StoredRevocation } from '../applications/stored-application';
import { UnbuildableMessage } from './unbuildable-message';
import { recipientIdOf } from '../applications/recipient-id';
import { partFor, revocationParts } from '../applications/recipient-parts';
import { disclosureProof } from './disclosure-proof';

export const cancellationMessageType = 'application.cancelled';

type Schemas = components['schemas'];
export type CancellationMessage = Schemas['CancellationMessage'];
export type CancellationMessageData = Schemas['CancellationMessageData'];

/** The message being cancelled, as its recipient received it. */
export type CancelledMessage = CancellationMessageData['cancels'];

export interface CancellationInput {
  /** The cancellation's own outbox row id: its webhook-id. */
  messageId: string;
  revocation: Pick<ApplicationRecord<StoredRevocation>, 'receptionNumber' | 'createdAt' | 'document'>;
  recipient: Pick<RecipientRecord, 'kind' | 'address' | 'cancelsRecipientId'>;
  /** The cancelled procedure's own application message; null when there is none (never sent). */
  cancels: CancelledMessage | null;
}

/** A municipality's proof of its part, or null for a revocation signed before issue 26. */
function municipalityProof(stored: StoredRevocation, recipient: string, cancelledRow: string) {
  const parts = revocationParts(stored.document);
  const part = partFor(parts, recipient, cancelledRow);
  if (!part) throw new UnbuildableMessage('no part of the signed revocation for this recipient');
  return disclosureProof(stored, parts, part);
}

export function buildCancellationMessage({ messageId, revocation, recipient, cancels }: CancellationInput): CancellationMessage {
  const stored = revocation.document;
  const { document } = stored;
  const item = document.items.find((entry) => entry.recipient_id === recipient.cancelsRecipientId);
  if (!recipient.cancelsRecipientId || !item) throw new UnbuildableMessage('the revocation cancels nothing for this recipient');
  if (!cancels) throw new UnbuildableMessage('the cancelled procedure has no message to cancel');
  if (recipient.kind === 'municipality' && !stored.signature) throw new UnbuildableMessage('no signed revocation for this municipality');
  const timestamp = revocation.createdAt.toISOString();
  const { name, name_kana, phone, email } = document.applicant;
  const id = recipientIdOf(recipient.address);
  const proof = recipient.kind === 'municipality' ? municipalityProof(stored, id, item.recipient_id) : null;
  const data: CancellationMessageData = {
    message_id: messageId,
    recipient: id,
    reception_number: revocation.receptionNumber ?? '',
    submitted_at: timestamp,
    procedure: item.procedure,
    cancels: { message_id: cancels.message_id, reception_number: cancels.reception_number },
    applicant: { name, name_kana, phone, email },
    ...(reasonRequired(recipient.kind) && document.reason ? { reason: document.reason } : {}),
    ...(proof ? { proof } : {}),
    // Signed before issue 26: the whole revocation, exactly as signed (the contract types it as an open object).
    ...(!proof && recipient.kind === 'municipality' && stored.signature
      ? { document: document as unknown as Record<string, never>, document_digest: stored.document_digest, jws: stored.signature.jws }
      : {}),
  };
  return { type: cancellationMessageType, timestamp, data };
}
