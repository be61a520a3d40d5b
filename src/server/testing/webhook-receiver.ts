// A stand-in for every recipient at once, outside the app, for the delivery tests: a plain HTTP
// server on loopback that serves the development inbox's webhook paths, so PUBLIC_URL pointed at
// its origin routes every `dev-inbox` recipient here (in-process services or app processes). Like
// a real receiver it checks each signature with the recipient's active secrets (the app's
// `verifyWebhook`, on the given clock) and deduplicates by webhook-id; for the proofs it logs
// every arrival, counts answers and arrivals still open, and shows the development inbox's
// faults (`FaultBook`: fail, Retry-After, delay, hold, drop), per recipient or for every one.
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { systemClock, type Clock } from '../clock';
import { verifyWebhook, webhookHeadersOf } from '../deliveries/webhook-verification';
import { failureHeaders, FaultBook, waitOut } from '../dev-inbox/faults';

export interface Arrival {
  /** The webhook-id. */
  id: string;
  recipient: string;
  headers: IncomingHttpHeaders;
  /** The raw body. */
  body: string;
  /** Which of the recipient's active secrets (by index) each verify the signature. */
  verifiedBy: number[];
  /** The status answered; 0 while open, or when the connection was cut or the sender went away first. */
  status: number;
}

export interface ReceivedMessage {
  /** The webhook-id: the outbox row's id. */
  id: string;
  /** The recipient the URL named. */
  recipient: string;
  /** The verified envelope of the first arrival. */
  body: { type: string; timestamp: string; data: Record<string, unknown> & { message_id?: unknown; recipient?: unknown } };
  /** How many times it arrived with a valid signature (a retry after a lost or failed answer adds one). */
  arrivals: number;
  /** How many of those arrivals got their answer written out in full. */
  answered: number;
  /** Arrivals whose request is still open (delayed, held). */
  open: number;
  /** Whether an arrival was answered 2xx: the recipient took it and acts on it, once. */
  accepted: boolean;
  /** Whether a later arrival's `data` differed from the first's: the same id must carry the same message. */
  changed: boolean;
}

export interface WebhookReceiver {
  readonly origin: string;
  /** A recipient's webhook URL: the development inbox's path under the origin. */
  urlOf(recipient: string): string;
  /** Verified messages by webhook-id: the receiver's deduplication. */
  readonly messages: ReadonlyMap<string, ReceivedMessage>;
  /** Every verified arrival in order, repeats included. */
  readonly arrivals: readonly Arrival[];
  /** Requests refused: unknown path, missing headers, no active secret verifies them, or not JSON. */
  readonly rejected: { recipient: string; reason: string }[];
  /** Requests refused with 503 because the recipient's secrets could not be read (the database was away): the sender retries. */
  lookupErrors(): number;
  /** Times a message arrived while an earlier arrival of the same id was still open: two senders at once. */
  overlaps(): number;
  /** Changed at any time; an arrival keeps the action it was given when it came. */
  readonly faults: FaultBook;
  /** Forgets every message, arrival, count and fault. */
  reset(): void;
  close(): Promise<void>;
}

export interface WebhookReceiverOptions {
  /** The clock the timestamps are checked against: the services' clock when a test moves it. */
  clock?: Clock;
}

/** The recipient's active secrets, read from the app's database on every arrival (a rotation shows at once). */
export type SecretsOf = (recipient: string) => Promise<readonly string[]>;

const webhookPath = /^\/dev-inbox\/recipients\/([a-z0-9._-]+)\/webhook$/;

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function parsed(payload: string): ReceivedMessage['body'] | null {
  try {
    const body: unknown = JSON.parse(payload);
    return typeof body === 'object' && body !== null ? (body as ReceivedMessage['body']) : null;
  } catch {
    return null;
  }
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export async function startWebhookReceiver(secretsOf: SecretsOf, { clock = systemClock }: WebhookReceiverOptions = {}): Promise<WebhookReceiver> {
  const messages = new Map<string, ReceivedMessage>();
  const arrivals: Arrival[] = [];
  const rejected: WebhookReceiver['rejected'] = [];
  const faults = new FaultBook();
  const held = new Set<() => void>();
  let lookupErrors = 0;
  let overlaps = 0;

  const refuse = (response: ServerResponse, status: number, recipient: string, reason: string) => {
    rejected.push({ recipient, reason });
    response.writeHead(status).end();
  };

  /** Records a verified arrival under its id, with the message's open/answered accounting. */
  function record(arrival: Arrival, body: ReceivedMessage['body'], response: ServerResponse): ReceivedMessage {
    arrivals.push(arrival);
    let message = messages.get(arrival.id);
    if (message) {
      message.arrivals += 1;
      message.changed ||= !sameJson(message.body.data, body.data) || message.recipient !== arrival.recipient;
      if (message.open > 0) overlaps += 1;
    } else {
      message = { id: arrival.id, recipient: arrival.recipient, body, arrivals: 1, answered: 0, open: 0, accepted: false, changed: false };
      messages.set(arrival.id, message);
    }
    const entry = message;
    entry.open += 1;
    // 'close' comes once either way: after the answer, or when the sender went away first.
    response.once('close', () => (entry.open -= 1));
    response.once('finish', () => (entry.answered += 1));
    return entry;
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const recipient = request.method === 'POST' ? webhookPath.exec(request.url ?? '')?.[1] : undefined;
    const payload = await readBody(request);
    if (!recipient) return refuse(response, 404, request.url ?? '', 'path');
    const headers = webhookHeadersOf(request.headers);
    if (!headers) return refuse(response, 401, recipient, 'headers');
    let secrets: readonly string[];
    try {
      secrets = await secretsOf(recipient);
    } catch {
      // Not the sender's fault: a real receiver would answer 503 and be asked again.
      lookupErrors += 1;
      response.writeHead(503).end();
      return;
    }
    const verifiedBy = secrets.flatMap((secret, index) => (verifyWebhook([secret], payload, headers, clock.now()) ? [index] : []));
    if (verifiedBy.length === 0) return refuse(response, 401, recipient, 'signature');
    const body = parsed(payload);
    if (!body) return refuse(response, 400, recipient, 'json');

    const arrival: Arrival = { id: headers.id, recipient, headers: request.headers, body: payload, verifiedBy, status: 0 };
    const message = record(arrival, body, response);
    const action = faults.next(recipient);
    await waitOut(action, response, held);
    // The sender may have gone (killed, or timed out) while we waited.
    if (response.destroyed) return;
    if (action.kind === 'drop') {
      request.socket.destroy();
      return;
    }
    const answer =
      action.kind === 'take'
        ? { status: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ received: true, arrivals: message.arrivals }) }
        : action.kind === 'fail'
          ? { status: action.status, headers: failureHeaders(action), body: '' }
          : { status: 503, headers: {}, body: '' };
    arrival.status = answer.status;
    message.accepted ||= answer.status >= 200 && answer.status < 300;
    response.writeHead(answer.status, answer.headers).end(answer.body);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent && !response.destroyed) response.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    urlOf: (recipient) => `${origin}/dev-inbox/recipients/${recipient}/webhook`,
    messages,
    arrivals,
    rejected,
    lookupErrors: () => lookupErrors,
    overlaps: () => overlaps,
    faults,
    reset() {
      messages.clear();
      arrivals.length = 0;
      rejected.length = 0;
      lookupErrors = 0;
      overlaps = 0;
      faults.clear();
    },
    async close() {
      // Requests still open (delayed, held) would otherwise keep the server open; a held one is
      // let go by its response's 'close'.
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
