// マイページ's minimal records of the moves whose content the retention job deleted (issue 28): each
// normal application with its 受付番号 and where each procedure ended (its additions' too, and the
// cancellations its revocations asked for), without reasons or contacts, which went with the content.
import type { components } from '#shared/api/schema';
import { cancellationStatusOf } from '#shared/cancellation';
import { flows } from '#shared/flows';
import type { PurgedApplicationRecord, RecipientRecord } from '../repositories/application-repository';

type Schemas = components['schemas'];

/** The cancellations the move's revocations asked for, by the cancelled recipient's id. */
function cancellationsIn(records: readonly PurgedApplicationRecord[]): Map<string, Schemas['RecipientCancellation']> {
  const byRecipient = new Map<string, Schemas['RecipientCancellation']>();
  for (const record of records.filter((candidate) => candidate.phase === flows.revocation.phase)) {
    for (const row of record.recipients) {
      if (!row.cancelsRecipientId) continue;
      byRecipient.set(row.cancelsRecipientId, {
        status: cancellationStatusOf(row.status),
        status_at: row.updatedAt.toISOString(),
        reception_number: record.receptionNumber ?? '',
        application_id: record.id,
      });
    }
  }
  return byRecipient;
}

function statusOf(recipient: RecipientRecord, cancellations: ReadonlyMap<string, Schemas['RecipientCancellation']>): Schemas['RecipientStatus'] {
  const cancellation = cancellations.get(recipient.id);
  return {
    id: recipient.id,
    kind: recipient.kind,
    procedure: recipient.procedure,
    name: recipient.name,
    status: recipient.status,
    status_at: recipient.updatedAt.toISOString(),
    ...(cancellation ? { cancellation } : {}),
  };
}

/** The resident's purged normal applications (newest first, as the repository lists them), each with its purged additions. */
export function purgedApplicationSummaries(records: readonly PurgedApplicationRecord[]): Schemas['PurgedApplication'][] {
  const submitted = records.filter((record) => record.receptionNumber !== null);
  const cancellations = cancellationsIn(submitted);
  return submitted
    .filter((record) => record.phase === flows.normal.phase)
    .map((record) => ({
      application_id: record.id,
      phase: record.phase,
      reception_number: record.receptionNumber ?? '',
      submitted_at: record.createdAt.toISOString(),
      purged_at: record.purgedAt.toISOString(),
      ...(record.documentDigest ? { document_digest: record.documentDigest } : {}),
      recipients: record.recipients.map((recipient) => statusOf(recipient, cancellations)),
      additions: submitted
        .filter((addition) => addition.phase === flows.addition.phase && addition.originalApplicationId === record.id)
        .reverse()
        .map((addition) => ({
          application_id: addition.id,
          reception_number: addition.receptionNumber ?? '',
          submitted_at: addition.createdAt.toISOString(),
          recipients: addition.recipients.map((recipient) => statusOf(recipient, cancellations)),
        })),
    }));
}
