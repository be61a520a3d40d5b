// Each recipient's part of a signed document (selective-disclosure.ts): exactly what its message
// carries of the document, nothing of another recipient's. A municipality's part has the
// applicant, the move with the household and its own application; a business's the applicant's
// name and contact, the addresses and dates, and its own form. A revocation's part names what it
// cancels for that recipient, with the reason only where the recipient requires one.
import { reasonRequired } from '#shared/cancellation';
import type { ApplicationDocument } from './canonical-document';
import { recipientIdOf } from './recipient-id';
import type { RevocationDocument } from './revocation-document';
import type { DisclosedPart } from './selective-disclosure';

/** The key of a recipient's part: its id and the procedure (or the cancelled row) it is about. */
const keyOf = (recipient: string, about: string) => `${recipient}/${about}`;

export function applicationParts(document: ApplicationDocument): DisclosedPart[] {
  const { name, name_kana, phone, email } = document.applicant;
  const { moving_type, move_date, from, to } = document.moving;
  return [
    ...document.municipality_applications.map((entry) => {
      const recipient = recipientIdOf({ jis_code: entry.jis_code });
      return {
        key: keyOf(recipient, entry.procedure),
        value: { recipient, procedure: entry.procedure, applicant: document.applicant, moving: document.moving, municipality_application: entry },
      };
    }),
    ...document.business_applications.map((entry) => {
      const recipient = recipientIdOf({ business_id: entry.business_id });
      return {
        key: keyOf(recipient, 'businesses'),
        value: { recipient, procedure: 'businesses', applicant: { name, name_kana, phone, email }, moving: { moving_type, move_date, from, to }, business_application: entry },
      };
    }),
  ];
}

export function revocationParts(document: RevocationDocument): DisclosedPart[] {
  return document.items.map((item) => {
    const recipient = recipientIdOf(item.address);
    return {
      key: keyOf(recipient, item.recipient_id),
      value: {
        recipient,
        procedure: item.procedure,
        revokes: document.revokes,
        applicant: document.applicant,
        move_date: document.move_date,
        cancels: { reception_number: item.reception_number, recipient_name: item.recipient_name },
        ...(reasonRequired(item.recipient_kind) && document.reason ? { reason: document.reason } : {}),
      },
    };
  });
}

/** The part a recipient's message discloses, by its recipient id and what it is about. */
export const partFor = (parts: readonly DisclosedPart[], recipient: string, about: string): DisclosedPart | undefined => parts.find((part) => part.key === keyOf(recipient, about));
