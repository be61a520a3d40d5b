// A stand-in for every recipient at once, outside the app, for the delivery fault tests: a plain
// HTTP server on loopback that verifies each message's Standard Webhooks signature with the
// recipient's secrets, records each message once by its webhook-id and counts its arrivals, and
// can be told to answer slowly, fail, or never answer. The app processes reach it because their
// PUBLIC_URL is its origin, so a `dev-inbox` endpoint resolves to the path it serves.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface ReceivedMessage {
  /** The webhook-id: the outbox row's id. */
  id: string;
  /** The recipient the URL named. */
  recipient: string;
  /** The verified envelope of the first arrival. */
  body: { type: string; timestamp: string; data: Record<string, unknown> & { message_id?: unknown; recipient?: unknown } };
  /** How many times it arrived with a valid signature (a retry after a lost answer adds one). */
  arrivals: number;
  /** How many of those arrivals got their answer written out in full. */
  answered: number;
  /** Arrivals whose request is still open (waiting for the delay, hanging). */
  open: number;
  /** Whether a later arrival's `data` differed from the first's: the same id must carry the same message. */
  changed: boolean;
}

/** How the receiver answers: after `delayMs`, with `status`; `hang` never answers at all. */
export interface ReceiverBehaviour {
  delayMs: number;
  status: number;
  hang: boolean;
}

export interface WebhookReceiver {
  readonly origin: string;
  /** Verified messages by webhook-id. */
  readonly messages: ReadonlyMap<string, ReceivedMessage>;
  /** Requests refused: unknown path, missing headers, or no active secret of the recipient verifies them. */
  readonly rejected: { recipient: string; reason: string }[];
  /** Every verified arrival, duplicates included. */
  arrivals(): number;
  /** Requests refused with 503 because the recipient's secrets could not be read (the database was away): the sender retries. */
  lookupErrors(): number;
  /** Times a message arrived while an earlier arrival of the same id was still open: two senders at once. */
  overlaps(): number;
  /** Changed at any time; answers already waiting keep the behaviour they started with. */
  behaviour: ReceiverBehaviour;
  close(): Promise<void>;
}

/** The recipient's active secrets, read from the app's database. */
export type SecretsOf = (recipient: string) => Promise<string[]>;

const webhookPath = /\/recipients\/([^/]+)\/webhook$/;

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export async function startWebhookReceiver(secretsOf: SecretsOf, behaviour: Partial<ReceiverBehaviour> = {}): Promise<WebhookReceiver> {
  const messages = new Map<string, ReceivedMessage>();
  const rejected: WebhookReceiver['rejected'] = [];
  const secrets = new Map<string, string[]>();
  let arrivals = 0;
  let lookupErrors = 0;
  let overlaps = 0;

  /** The verified envelope, or null. The secrets are read again once when the cached ones fail (a new or rotated secret). */
  async function verified(recipient: string, payload: string, headers: Record<string, string>): Promise<ReceivedMessage['body'] | null> {
    for (const fresh of [false, true]) {
      if (fresh || !secrets.has(recipient)) secrets.set(recipient, await secretsOf(recipient));
      for (const secret of secrets.get(recipient) ?? []) {
        try {
          return new Webhook(secret).verify(payload, headers) as ReceivedMessage['body'];
        } catch {
          // Another active secret may verify it.
        }
      }
    }
    return null;
  }

  async function handle(request: IncomingMessage, response: ServerResponse, receiver: WebhookReceiver) {
    const recipient = request.method === 'POST' ? webhookPath.exec(request.url ?? '')?.[1] : undefined;
    const payload = await readBody(request);
    const header = (name: string) => String(request.headers[name] ?? '');
    const headers = { 'webhook-id': header('webhook-id'), 'webhook-timestamp': header('webhook-timestamp'), 'webhook-signature': header('webhook-signature') };
    if (!recipient) {
      rejected.push({ recipient: request.url ?? '', reason: 'path' });
      response.writeHead(404).end();
      return;
    }
    let body: ReceivedMessage['body'] | null;
    try {
      body = await verified(recipient, payload, headers);
    } catch {
      // Not the sender's fault: a real receiver would answer 503 and be asked again.
      lookupErrors += 1;
      response.writeHead(503).end();
      return;
    }
    if (!body) {
      rejected.push({ recipient, reason: 'signature' });
      response.writeHead(401).end();
      return;
    }
    arrivals += 1;
    const id = headers['webhook-id'];
    let message = messages.get(id);
    if (message) {
      message.arrivals += 1;
      message.changed ||= !sameJson(message.body.data, body.data) || message.recipient !== recipient;
      if (message.open > 0) overlaps += 1;
    } else {
      message = { id, recipient, body, arrivals: 1, answered: 0, open: 0, changed: false };
      messages.set(id, message);
    }
    const entry = message;
    entry.open += 1;
    // 'close' comes once either way: after the answer, or when the sender went away first.
    response.once('close', () => (entry.open -= 1));
    response.once('finish', () => (entry.answered += 1));
    const { delayMs, status, hang } = receiver.behaviour;
    if (hang) return;
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    // The sender may have gone (killed, or timed out) while we waited.
    if (!response.destroyed) response.writeHead(status).end();
  }

  const server = createServer((request, response) => {
    handle(request, response, receiver).catch(() => {
      if (!response.headersSent && !response.destroyed) response.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const receiver: WebhookReceiver = {
    origin: `http://127.0.0.1:${port}`,
    messages,
    rejected,
    arrivals: () => arrivals,
    lookupErrors: () => lookupErrors,
    overlaps: () => overlaps,
    behaviour: { delayMs: 0, status: 204, hang: false, ...behaviour },
    async close() {
      // Hung requests would otherwise keep the server open.
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
  return receiver;
}
