// What the crash trials must leave (issue 26 §2), read from the database and the receiver once
// the last process has sent everything: no partial application (each with all its recipients
// and one outbox message per recipient, written in one statement), no application the clients
// did not file once (a retry that made a second one), every filing there (an answer given is
// never lost), no procedure cancelled twice, and every message delivered once in effect: a
// repeat only under the same webhook-id (delivery-proof.ts). It also says where each delivery
// trial's kill landed, from the receiver's view at the kill and the row's delivered_at.
import type { DatabaseHandle } from '../../db/database-handle';
import { expectDeliveredOnceInEffect, outboxOf, type DeliverySummary } from '../delivery-proof';
import type { WebhookReceiver } from '../webhook-receiver';
import type { CrashTrials, DeliveryTrial, Filing, MessageAtKill } from './crash-trials';

/** Recipients of each kind of filing: the normal one's two municipalities and two businesses, an addition's one business, a cancellation's one procedure. */
export const recipientsOfPhase: Record<Filing['phase'], number> = { 1: 4, 2: 1, 3: 1 };

/** Where a message stood when its sender was killed, most dangerous last. */
export const messagePhases = ['not sent yet', 'recorded delivered', 'sent, no answer yet', 'answered, not recorded'] as const;
type MessagePhase = (typeof messagePhases)[number];

export interface CrashFindings {
  /** Applications without all their recipients or messages, or an addition or cancellation without the application it belongs to. */
  partial: string[];
  /** Applications no client request made once: a retry that made a second one. */
  duplicates: string[];
  /** Filings the clients were answered with that the database no longer has. */
  missing: string[];
  /** Procedures with more than one cancellation. */
  cancelledTwice: string[];
  /** Messages whose answer was held from the killed sender and that did not come again under their id. */
  heldNotResent: string[];
  deliveries: DeliverySummary;
  /** Each delivery trial's most dangerous message phase at the kill. */
  deliveryTrialPhases: MessagePhase[];
  /** Every delivery trial's messages by phase at the kill. */
  messagesByPhase: Record<MessagePhase, number>;
}

function messagePhase(atKill: MessageAtKill | undefined, deliveredAt: Date | null, killAt: number): MessagePhase {
  if (!atKill) return 'not sent yet';
  if (atKill.answered < atKill.arrivals) return 'sent, no answer yet';
  return deliveredAt && deliveredAt.getTime() <= killAt ? 'recorded delivered' : 'answered, not recorded';
}

async function phasesOf(database: DatabaseHandle, trial: DeliveryTrial): Promise<MessagePhase[]> {
  const rows = await outboxOf(database, [trial.filing.applicationId]);
  return rows.map((row) => messagePhase(trial.atKill.get(row.id), row.delivered_at, trial.killAt));
}

interface ApplicationRow {
  id: string;
  phase: number;
  original_application_id: string | null;
  recipients: number;
  messages: number;
  unmatched: number;
}

export async function checkCrashTrials(database: DatabaseHandle, receiver: WebhookReceiver, trials: CrashTrials): Promise<CrashFindings> {
  const { rows } = await database.query(
    `select a.id, a.phase, a.original_application_id,
            (select count(*)::int from application_recipients r where r.application_id = a.id) as recipients,
            (select count(*)::int from deliveries d where d.application_id = a.id) as messages,
            (select count(*)::int from application_recipients r
              where r.application_id = a.id
                and (select count(*) from deliveries d where d.application_id = r.application_id and d.recipient_position = r.position) <> 1) as unmatched
       from applications a`,
  );
  const applications = rows as unknown as ApplicationRow[];
  const partial = applications
    .filter(
      (row) =>
        row.recipients !== recipientsOfPhase[row.phase as Filing['phase']] || row.messages !== row.recipients || row.unmatched > 0 || (row.phase !== 1 && !row.original_application_id),
    )
    .map((row) => `${row.id} (phase ${row.phase}): ${row.recipients} recipients, ${row.messages} messages, ${row.unmatched} recipients without exactly one`);

  const filed = new Set(trials.filings.map((filing) => filing.applicationId));
  const stored = new Set(applications.map((row) => row.id));
  const cancelledTwice = await database.query(
    `select cancels_recipient_id::text as id from application_recipients where cancels_recipient_id is not null group by cancels_recipient_id having count(*) > 1`,
  );

  const deliveries = await expectDeliveredOnceInEffect(
    database,
    receiver,
    trials.filings.map((filing) => filing.applicationId),
    new Map(trials.filings.map((filing) => [filing.applicationId, recipientsOfPhase[filing.phase]])),
  );

  const heldIds = trials.deliveryTrials.flatMap((trial) => (trial.heldWebhookId ? [trial.heldWebhookId] : []));
  const messagesByPhase = Object.fromEntries(messagePhases.map((phase) => [phase, 0])) as Record<MessagePhase, number>;
  const deliveryTrialPhases: MessagePhase[] = [];
  for (const trial of trials.deliveryTrials) {
    const phases = await phasesOf(database, trial);
    for (const phase of phases) messagesByPhase[phase] += 1;
    deliveryTrialPhases.push(messagePhases[Math.max(...phases.map((phase) => messagePhases.indexOf(phase)))] ?? 'not sent yet');
  }

  return {
    partial,
    duplicates: [...stored].filter((id) => !filed.has(id)),
    missing: [...filed].filter((id) => !stored.has(id)),
    cancelledTwice: cancelledTwice.rows.map((row) => String(row.id)),
    heldNotResent: heldIds.filter((id) => (receiver.messages.get(id)?.arrivals ?? 0) < 2),
    deliveries,
    deliveryTrialPhases,
    messagesByPhase,
  };
}
