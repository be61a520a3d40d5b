// The message each recipient gets (decision 019), built from the stored application. Data
// minimisation decides what goes in: a municipality receives the applicant, the household and its
// own application; a business receives the applicant's name and contact, the addresses, the dates
// and its own form, and nothing of the household or the other recipients. A municipality also
// gets the proof of its part (disclosure-proof.ts, decision 025): the signed manifest, its own
// disclosure and the JWS, whose header carries the x5c chain, so it verifies the resident's
// signature itself without seeing another recipient's values. A business gets no JWS: the
// certificate in x5c carries the resident's name, address, birth date and sex. An application
// signed before issue 26 (no salts stored) still sends a municipality the whole signed document,
// the only thing its JWS verifies. An addition (decision 020) is not signed and has businesses only; its messages name
// the first application (addition_to). A campaign code goes only to a business whose campaign
// honours it on the day of the submission. Pure: the sender signs and posts what this returns.
import type { components } from '#shared/api/schema';
import type { ApplicationRecord, RecipientRecord } from '../repositories/application-repository';
import { applicationParts, partFor } from '../applications/recipient-parts';
import type { AnyStoredApplication } from '../applications/stored-application';
import { recipientIdOf } from '../applications/recipient-id';
import { disclosureProof } from './disclosure-proof';
import { UnbuildableMessage } from './unbuildable-message';

export const applicationMessageType = 'application.submitted';

type Schemas = components['schemas'];

// The shapes are the contract's `webhooks` schemas (openapi/), so the message and its documentation cannot drift apart.
export type MunicipalityMessageData = Schemas['ApplicationToMunicipalityData'];
export type BusinessMessageData = Schemas['ApplicationToBusinessData'];
export type ApplicationMessage = Schemas['ApplicationToMunicipality'] | Schemas['ApplicationToBusiness'];
type CommonData = Pick<MunicipalityMessageData, 'message_id' | 'reception_number' | 'submitted_at' | 'applicant'>;

export interface MessageInput {
  messageId: string;
  application: Pick<ApplicationRecord<AnyStoredApplication>, 'receptionNumber' | 'createdAt' | 'document'>;
  recipient: Pick<RecipientRecord, 'kind' | 'procedure' | 'address'>;
  /** Whether a running campaign with this code honours the business on that day (campaigns.ts). */
  honoursPromo: (code: string, businessId: string, at: Date) => boolean;
}

export function buildApplicationMessage({ messageId, application, recipient, honoursPromo }: MessageInput): ApplicationMessage {
  const stored = application.document;
  const { document } = stored;
  const { name, name_kana, phone, email } = document.applicant;
  const timestamp = application.createdAt.toISOString();
  const common: CommonData = {
    message_id: messageId,
    reception_number: application.receptionNumber ?? '',
    submitted_at: timestamp,
    applicant: { name, name_kana, phone, email },
  };
  const { address } = recipient;

  if ('jis_code' in address) {
    if (!('municipality_applications' in document) || !stored.signature) throw new UnbuildableMessage('no signed municipality application for this recipient');
    const entry = document.municipality_applications.find((item) => item.jis_code === address.jis_code && item.procedure === recipient.procedure);
    if (!entry) throw new UnbuildableMessage('no municipality application for this recipient');
    const id = recipientIdOf(address);
    const parts = applicationParts(document);
    const part = partFor(parts, id, entry.procedure);
    if (!part) throw new UnbuildableMessage('no part of the signed document for this recipient');
    // Null only for an application signed before issue 26: its JWS verifies the whole document alone.
    const proof = disclosureProof(stored, parts, part);
    const data: MunicipalityMessageData = {
      ...common,
      recipient: id,
      procedure: entry.procedure,
      municipality_application: entry,
      household: document.moving.household,
      ...(proof ? { proof } : { document, document_digest: stored.document_digest, jws: stored.signature.jws }),
    };
    return { type: applicationMessageType, timestamp, data };
  }

  const entry = document.business_applications.find((item) => item.business_id === address.business_id);
  if (!entry) throw new UnbuildableMessage('no business application for this recipient');
  const { moving_type, move_date, from, to } = document.moving;
  const promoCode = stored.promo_code;
  const data: BusinessMessageData = {
    ...common,
    recipient: recipientIdOf(address),
    procedure: 'businesses',
    moving: { moving_type, move_date, from, to },
    business_application: entry,
    ...('addition_to' in document ? { addition_to: document.addition_to.reception_number } : {}),
    ...(promoCode && honoursPromo(promoCode, entry.business_id, application.createdAt) ? { promo_code: promoCode } : {}),
  };
  return { type: applicationMessageType, timestamp, data };
}
