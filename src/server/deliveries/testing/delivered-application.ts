// Test helpers for the recipients' side of a delivery (decision 019): a submitted application
// over real HTTP, its recipients and their outbox message ids, the recipients' secrets read
// with the test's known keys, and a signed status callback posted as a recipient's server would.
import { randomUUID } from 'node:crypto';
import type { components } from '#shared/api/schema';
import type { RecipientStatus } from '#shared/recipient-status';
import { apiBasePath } from '#shared/config/brand';
import { createDocumentCipher } from '../../crypto/document-cipher';
import { createApplicationRepository } from '../../repositories/application-repository';
import { signedRequest, submittingResident, type Keys, type SubmittingResident } from '../../submission/testing/submission-client';
import type { TestServer } from '../../testing/test-server';
import { recipientIdOf, type RecipientId } from '../../applications/recipient-id';
import { createRecipientSecrets, type RecipientSecrets } from '../recipient-secrets';
import { signWebhook } from '../webhook-verification';
import { storeRevocation } from './signed-revocation';

export interface DeliveredRecipient {
  position: number;
  recipient: RecipientId;
  /** The outbox row's id: the delivered message's webhook-id. */
  messageId: string;
}

export interface SubmittedApplication {
  resident: SubmittingResident;
  applicationId: string;
  receptionNumber: string;
  recipients: DeliveredRecipient[];
}

/** A resident's complete normal application, confirmed, signed and submitted (four recipients). */
export async function submitApplication(server: TestServer, keys: Keys, residentIndex = 1): Promise<SubmittedApplication> {
  const resident = await submittingResident(server, keys, residentIndex);
  await resident.writeCompleteDraft();
  const { id } = await signedRequest(resident);
  await resident.inquiry(id);
  const submitted = await resident.submit(id);
  if (submitted.status !== 200) throw new Error(`submission failed: ${submitted.status}`);
  const applicationId = submitted.body.application_id;
  return { resident, applicationId, receptionNumber: submitted.body.reception_number, recipients: await outboxRecipientsOf(server, applicationId) };
}

/** An application's recipients with their outbox message ids, in order. */
export async function outboxRecipientsOf(server: TestServer, applicationId: string): Promise<DeliveredRecipient[]> {
  const { rows } = await server.database.query(
    `select r.position, r.jis_code, r.business_id, d.id as message_id from application_recipients r
       join deliveries d on d.application_id = r.application_id and d.recipient_position = r.position
      where r.application_id = $1 order by r.position`,
    [applicationId],
  );
  return rows.map((row) => ({
    position: Number(row.position),
    recipient: recipientIdOf(row.jis_code ? { jis_code: String(row.jis_code) } : { business_id: String(row.business_id) }),
    messageId: String(row.message_id),
  }));
}

export interface SubmittedRevocation {
  revocationId: string;
  receptionNumber: string;
  /** The revocation's own recipients, one per cancelled procedure, with their cancellation messages' ids. */
  cancellations: (DeliveredRecipient & { cancels: DeliveredRecipient })[];
}

/**
 * The resident's signed revocation of the submitted application's procedures at `positions`,
 * stored through the repository as the revocation flow does (decision 021).
 */
export async function revokeProcedures(server: TestServer, keys: Keys, application: SubmittedApplication, positions: readonly number[], reason: string | null = null): Promise<SubmittedRevocation> {
  const applications = createApplicationRepository(server.database.db, { cipher: createDocumentCipher(keys.documentKey) });
  const stored = await storeRevocation(applications, {
    userId: application.resident.userId,
    originalId: application.applicationId,
    pick: (recipient) => positions.includes(recipient.position),
    reason,
    submittedAt: server.clock.now(),
  });
  const cancellations = (await outboxRecipientsOf(server, stored.id)).map((row, index) => {
    const cancels = application.recipients.find((recipient) => recipient.position === stored.cancelled[index]?.position);
    if (!cancels) throw new Error('a cancellation of no procedure');
    return { ...row, cancels };
  });
  return { revocationId: stored.id, receptionNumber: stored.receptionNumber, cancellations };
}

/**
 * A submitted application whose messages all arrived, and a revocation of the procedures at
 * `positions` whose cancellation messages arrived too: where a recipient's answer comes next.
 */
export async function deliveredRevocation(server: TestServer, keys: Keys, positions: readonly number[], reason: string | null = null) {
  const application = await submitApplication(server, keys);
  for (const { position } of application.recipients) await setRecipientStatus(server, application.applicationId, position, 'delivered');
  const revocation = await revokeProcedures(server, keys, application, positions, reason);
  for (const { position } of revocation.cancellations) await setRecipientStatus(server, revocation.revocationId, position, 'delivered');
  return { application, revocation };
}

/** What the delivery job (or an operator) does to a recipient's row, set directly. */
export async function setRecipientStatus(server: TestServer, applicationId: string, position: number, status: RecipientStatus): Promise<void> {
  await server.database.query('update application_recipients set status = $3 where application_id = $1 and position = $2', [applicationId, position, status]);
}

export async function recipientRow(server: TestServer, applicationId: string, position: number) {
  const { rows } = await server.database.query('select status, status_reason, updated_at from application_recipients where application_id = $1 and position = $2', [
    applicationId,
    position,
  ]);
  return rows[0] as { status: string; status_reason: Uint8Array | null; updated_at: Date };
}

/** The server's recipient secrets, opened with the keys the test gave it. */
export const recipientSecretsOf = (server: TestServer, keys: Keys): RecipientSecrets =>
  createRecipientSecrets(server.database.db, { cipher: createDocumentCipher(keys.documentKey), clock: server.clock });

export type CallbackBody = components['schemas']['RecipientStatusCallback'];

export interface CallbackOptions {
  secrets: readonly string[];
  /** A fresh uuid unless given (a replay passes the same one). */
  webhookId?: string;
  /** When it was signed; the server's clock by default. */
  at?: Date;
  /** Replaces the signature header (a forgery). */
  signature?: string;
}

/** POSTs a signed status callback, as a recipient's server would: no cookie, no CSRF token. */
export async function postCallback(server: TestServer, recipient: string, body: CallbackBody | string, options: CallbackOptions) {
  const payload = typeof body === 'string' ? body : JSON.stringify(body);
  const signed = signWebhook(options.secrets, options.webhookId ?? randomUUID(), options.at ?? server.clock.now(), payload);
  const response = await fetch(`${server.baseUrl}${apiBasePath}/recipients/${encodeURIComponent(recipient)}/status`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'webhook-id': signed.id,
      'webhook-timestamp': signed.timestamp,
      'webhook-signature': options.signature ?? signed.signature,
    },
    body: payload,
  });
  return { status: response.status, body: (await response.json()) as { status: string | { code: string; message: string } }, webhookId: signed.id };
}
