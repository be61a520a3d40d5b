// One attempt at one delivery (decision 019): load the application, build the recipient's
// message (the application's, a revocation's cancellation, decision 021, or a visit change,
// issue 27, by the row's message kind), sign it per Standard Webhooks with every active secret of the recipient (during a
// rotation the recipient verifies with either), POST it, and say what happened. Nothing of the
// payload or the answer's body is logged or kept: the outcome holds a status code or an error
// code only.
import { signWebhook } from './webhook-verification';
import type { Clock } from '../clock';
import type { ApplicationRecord, ApplicationRepository, RecipientRecord } from '../repositories/application-repository';
import type { CampaignTable } from '../domain/campaigns';
import type { AnyStoredApplication, StoredRevocation } from '../applications/stored-application';
import { buildCancellationMessage } from './cancellation-message';
import type { AttemptOutcome, ClaimedDelivery, SendDelivery } from './delivery-attempt';
import type { DeliveryRepository } from './delivery-repository';
import { buildApplicationMessage } from './messages';
import { buildVisitChangeMessage } from './visit-change-message';
import { UnbuildableMessage } from './unbuildable-message';
import type { RecipientDirectory } from './recipient-directory';
import { recipientIdOf } from '../applications/recipient-id';
import type { RecipientSecrets } from './recipient-secrets';
import { parseRetryAfter } from './retry-policy';

export interface SenderDeps {
  applications: Pick<ApplicationRepository, 'findForDelivery'>;
  /** The application message a cancellation cancels. */
  outbox: Pick<DeliveryRepository, 'cancelledMessageOf' | 'visitChangeOf'>;
  recipientSecrets: RecipientSecrets;
  directory: RecipientDirectory;
  /** Which business honours a campaign code (a business message carries it only then). */
  campaigns: Pick<CampaignTable, 'honours'>;
  clock: Clock;
  timeoutMs: number;
}

/** The Standard Webhooks headers of one attempt: one `v1,` signature per secret, space-separated. */
export function signedHeaders(secrets: readonly string[], messageId: string, at: Date, body: string): Record<string, string> {
  const { id, timestamp, signature } = signWebhook(secrets, messageId, at, body);
  return { 'webhook-id': id, 'webhook-timestamp': timestamp, 'webhook-signature': signature };
}

/** What an HTTP answer means for the delivery. */
export function classifyResponse(status: number, retryAfter: string | null, now: Date): AttemptOutcome {
  if (status >= 200 && status < 300) return { kind: 'delivered', status };
  const error = `http_${status}`;
  if (status === 408 || status === 429 || status >= 500) {
    const retryAfterMs = parseRetryAfter(retryAfter, now);
    return retryAfterMs === undefined ? { kind: 'retry', error } : { kind: 'retry', error, retryAfterMs };
  }
  // Other 4xx say the message itself is refused; a redirect is not followed (the endpoint is configured exactly).
  return { kind: 'permanent', error };
}

/** A network failure's code (ECONNREFUSED, timeout…), never its message, which could name the URL's query. */
function networkError(error: unknown): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return 'timeout';
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  return typeof cause?.code === 'string' ? `network_${cause.code}` : 'network_error';
}

type Built = { body: string; recipient: RecipientRecord } | { waiting: true };

/** The message's body for this delivery, by its kind; null when its row is gone, UnbuildableMessage when its data has nothing for it. */
async function messageBody({ applications, outbox, campaigns }: Pick<SenderDeps, 'applications' | 'outbox' | 'campaigns'>, delivery: ClaimedDelivery): Promise<Built | null> {
  const { messageKind, applicationId, recipientPosition, id: messageId } = delivery;
  if (messageKind !== 'application' && messageKind !== 'cancellation' && messageKind !== 'visit_change') throw new UnbuildableMessage(`no message of kind ${messageKind}`);
  const application = await applications.findForDelivery<AnyStoredApplication | StoredRevocation>(applicationId);
  const recipient = application?.recipients.find((item) => item.position === recipientPosition);
  if (!application || !recipient) return null;
  if (messageKind === 'visit_change') {
    const facts = await outbox.visitChangeOf(applicationId, recipientPosition, delivery.createdAt);
    if (!facts) throw new UnbuildableMessage('no visit to change for this recipient');
    // The municipality hears of the change only after the procedure itself reached it.
    if (facts.changes.state !== 'delivered') return { waiting: true };
    return { recipient, body: JSON.stringify(buildVisitChangeMessage(messageId, facts)) };
  }
  if (messageKind === 'application') {
    const message = buildApplicationMessage({ messageId, application: application as ApplicationRecord<AnyStoredApplication>, recipient, honoursPromo: campaigns.honours });
    return { recipient, body: JSON.stringify(message) };
  }
  const cancels = recipient.cancelsRecipientId ? await outbox.cancelledMessageOf(recipient.cancelsRecipientId, application.id) : null;
  const message = buildCancellationMessage({ messageId, revocation: application as ApplicationRecord<StoredRevocation>, recipient, cancels });
  return { recipient, body: JSON.stringify(message) };
}

export function createSender(deps: SenderDeps): SendDelivery {
  const { recipientSecrets, directory, clock, timeoutMs } = deps;

  return async function send(delivery: ClaimedDelivery): Promise<AttemptOutcome> {
    let message: Awaited<ReturnType<typeof messageBody>>;
    try {
      message = await messageBody(deps, delivery);
    } catch (error) {
      if (error instanceof UnbuildableMessage) return { kind: 'permanent', error: 'message_unbuildable' };
      throw error;
    }
    if (!message) return { kind: 'permanent', error: 'application_missing' };
    if ('waiting' in message) return { kind: 'retry', error: 'awaiting_application' };
    const { body, recipient } = message;
    const recipientId = recipientIdOf(recipient.address);
    // Where the catalogue said when the application was filed: a reload since does not move it (decision 032).
    const endpoint = directory.endpointOf(recipientId, recipient.endpoint);
    if (!endpoint) return { kind: 'permanent', error: 'recipient_unknown' };

    const secrets = endpoint.devInbox ? await recipientSecrets.ensure(recipientId) : await recipientSecrets.active(recipientId);
    if (secrets.length === 0) return { kind: 'permanent', error: 'no_secret' };

    const now = clock.now();
    try {
      const response = await fetch(endpoint.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...signedHeaders(secrets, delivery.id, now, body) },
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      // The answer's body is not read into anything: it is drained so the connection is reused.
      await response.body?.cancel().catch(() => undefined);
      return classifyResponse(response.status, response.headers.get('retry-after'), now);
    } catch (error) {
      return { kind: 'retry', error: networkError(error) };
    }
  };
}
