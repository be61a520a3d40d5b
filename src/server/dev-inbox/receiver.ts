// The development inbox's receiver (decision 019): what a recipient's server does with a
// delivered message. It verifies the Standard Webhooks signature on the raw body with the
// recipient's secrets (401 otherwise), deduplicates by webhook-id (a repeat only counts an
// arrival, and is answered 200 like the first), and stores the message. Its faults are the
// FaultBook the tests' loopback receiver (src/server/testing/webhook-receiver.ts) uses too.
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock';
import { isRecipientId, type RecipientId } from '../applications/recipient-id';
import { verifyWebhook, webhookHeadersOf } from '../deliveries/webhook-verification';
import { failureHeaders, waitOut, type FaultBook } from './faults';
import type { InboxStore } from './inbox-store';

export interface ReceiverOptions {
  /** The recipient's active secrets (the app: services.recipientSecrets.ensure). */
  secretsOf(recipient: RecipientId): Promise<readonly string[]>;
  /** Which recipients it receives for (the app: the seeded ones, so no stranger's id makes a secret); all when left out. */
  knows?(recipient: RecipientId): boolean;
  store: InboxStore;
  faults: FaultBook;
  clock: Clock;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Registers POST /recipients/:recipient/webhook in its own scope (its JSON parser keeps the raw bytes). */
export async function webhookReceiver(app: FastifyInstance, { secretsOf, knows = () => true, store, faults, clock }: ReceiverOptions): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_request, body, done) => done(null, body));

  // Held requests are let go when the server closes, so closing never waits for them.
  const held = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const release of held) release();
  });

  app.post<{ Params: { recipient: string } }>('/recipients/:recipient/webhook', async (request, reply) => {
    const { recipient } = request.params;
    if (!isRecipientId(recipient) || !knows(recipient)) return reply.code(404).send({ error: 'unknown recipient' });

    const action = faults.next(recipient);
    await waitOut(action, reply.raw, held);
    if (action.kind === 'hold') return reply.code(503).send({ error: 'held' });
    if (action.kind === 'drop') {
      reply.hijack();
      request.raw.socket.destroy();
      return reply;
    }
    if (action.kind === 'fail') return reply.code(action.status).headers(failureHeaders(action)).send({ error: 'injected failure' });

    const headers = webhookHeadersOf(request.headers);
    const raw = Buffer.isBuffer(request.body) ? request.body.toString('utf8') : undefined;
    if (!headers || raw === undefined || !verifyWebhook(await secretsOf(recipient), raw, headers, clock.now())) {
      return reply.code(401).send({ error: 'invalid signature' });
    }
    let payload: unknown;
    try {
      payload = JSON.parse(raw);
    } catch {
      return reply.code(400).send({ error: 'not JSON' });
    }
    const messageType = isObject(payload) && typeof payload.type === 'string' ? payload.type : 'unknown';
    const arrivals = await store.receive(recipient, headers.id, messageType, payload);
    return reply.code(200).send({ received: true, arrivals });
  });
}
