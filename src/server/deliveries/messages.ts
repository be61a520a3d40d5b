// The message each recipient gets (decision 019), built from the stored application. Data
// minimisation decides what goes in: a municipality receives the signed canonical document with
// its digest and JWS (the JWS header carries the x5c chain, so it can verify the resident's
// signature itself) and the household; a business receives the applicant's name and contact,
// the addresses, the dates and its own form, and nothing of the household or the other
// recipients. Pure: the sender signs and posts what this returns.
import type { ApplicationRecord, RecipientRecord } from '../repositories/application-repository';
import type { ApplicationDocument } from '../submission/canonical-document';
import type { StoredApplication } from '../submission/stored-application';
import { recipientIdOf, type RecipientId } from './recipient-id';

export const applicationMessageType = 'application.submitted';

/** How the applicant is reached: no birth date, no gender. */
export interface MessageApplicant {
  name: ApplicationDocument['applicant']['name'];
  name_kana: ApplicationDocument['applicant']['name_kana'];
  phone: ApplicationDocument['applicant']['phone'];
  email: ApplicationDocument['applicant']['email'];
}

interface CommonData {
  /** The outbox row's id: the `webhook-id`, the same on every attempt. */
  message_id: string;
  recipient: RecipientId;
  reception_number: string;
  procedure: RecipientRecord['procedure'];
  submitted_at: string;
  applicant: MessageApplicant;
}

export interface MunicipalityMessageData extends CommonData {
  municipality_application: ApplicationDocument['municipality_applications'][number];
  household: ApplicationDocument['moving']['household'];
  /** The canonical document the resident signed, exactly as signed. */
  document: ApplicationDocument;
  /** Base64url SHA-256 of the canonical JSON of `document`. */
  document_digest: string;
  /** The resident's JWS over the digest; its protected header carries the x5c chain. */
  jws: string;
}

export interface BusinessMessageData extends CommonData {
  moving: Pick<ApplicationDocument['moving'], 'moving_type' | 'move_date' | 'from' | 'to'>;
  /** The business's own form, and only its own. */
  business_application: ApplicationDocument['business_applications'][number];
}

export interface Envelope<D> {
  type: typeof applicationMessageType;
  /** When the event happened (the submission), the same on every attempt. */
  timestamp: string;
  data: D;
}

export type ApplicationMessage = Envelope<MunicipalityMessageData> | Envelope<BusinessMessageData>;

export interface MessageInput {
  messageId: string;
  application: Pick<ApplicationRecord<StoredApplication>, 'receptionNumber' | 'createdAt' | 'document'>;
  recipient: Pick<RecipientRecord, 'kind' | 'procedure' | 'address'>;
}

/** Thrown when the stored application has nothing for this recipient: the delivery cannot succeed. */
export class UnbuildableMessage extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'UnbuildableMessage';
  }
}

export function buildApplicationMessage({ messageId, application, recipient }: MessageInput): ApplicationMessage {
  const stored = application.document;
  const { document } = stored;
  const { name, name_kana, phone, email } = document.applicant;
  const timestamp = application.createdAt.toISOString();
  const common: CommonData = {
    message_id: messageId,
    recipient: recipientIdOf(recipient.address),
    reception_number: application.receptionNumber ?? '',
    procedure: recipient.procedure,
    submitted_at: timestamp,
    applicant: { name, name_kana, phone, email },
  };
  const { address } = recipient;

  if ('jis_code' in address) {
    const entry = document.municipality_applications.find((item) => item.jis_code === address.jis_code && item.procedure === recipient.procedure);
    if (!entry) throw new UnbuildableMessage('no municipality application for this recipient');
    const data: MunicipalityMessageData = {
      ...common,
      municipality_application: entry,
      household: document.moving.household,
      document,
      document_digest: stored.document_digest,
      jws: stored.signature.jws,
    };
    return { type: applicationMessageType, timestamp, data };
  }

  const entry = document.business_applications.find((item) => item.business_id === address.business_id);
  if (!entry) throw new UnbuildableMessage('no business application for this recipient');
  const { moving_type, move_date, from, to } = document.moving;
  const data: BusinessMessageData = { ...common, moving: { moving_type, move_date, from, to }, business_application: entry };
  return { type: applicationMessageType, timestamp, data };
}
