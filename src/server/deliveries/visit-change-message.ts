// The municipality's message when a resident moved their visit (issue 27): which application
// message it changes (its webhook-id and 受付番号) and the visit as it stands when sent, with its
// SEQUENCE, so the highest one a municipality holds is the visit. Nothing personal: the
// municipality already holds the applicant from the application message. Pure: the sender signs
// and posts what this returns.
import type { components } from '#shared/api/schema';
import { UnbuildableMessage } from './unbuildable-message';

export const visitChangeMessageType = 'visit.changed';

export type VisitChangeMessage = components['schemas']['VisitChangeMessage'];

/** What the outbox holds of the change (delivery-repository.ts visitChangeOf). */
export interface VisitChangeFacts {
  /** The application message's outbox id, and whether it was delivered yet. */
  changes: { messageId: string; state: string };
  receptionNumber: string;
  jisCode: string;
  visitDate: string;
  slotTime: string | null;
  sequence: number;
  reservationState: string;
  changedAt: Date;
}

export function buildVisitChangeMessage(messageId: string, facts: VisitChangeFacts): VisitChangeMessage {
  // A cancelled visit's cancellation message supersedes its changes.
  if (facts.reservationState !== 'reserved') throw new UnbuildableMessage('the visit was cancelled');
  const timestamp = facts.changedAt.toISOString();
  return {
    type: visitChangeMessageType,
    timestamp,
    data: {
      message_id: messageId,
      recipient: `municipality.${facts.jisCode}`,
      reception_number: facts.receptionNumber,
      changes: facts.changes.messageId,
      visit_date: facts.visitDate,
      visit_time: facts.slotTime,
      sequence: facts.sequence,
    },
  };
}
