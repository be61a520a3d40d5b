// A recipient's HTTP receiver for the delivery tests, on a loopback port: it verifies each
// message's Standard Webhooks signature with the recipient's secrets, as a real receiver must,
// deduplicates by `webhook-id`, and answers as the test scripts it (fail N times, 429 with
// Retry-After, 400…). It serves the development inbox's paths, so PUBLIC_URL pointed at it
// routes every seeded recipient here.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface Arrival {
  recipient: string;
  webhookId: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** Which of the recipient's secrets (by index) each verified the signature. */
  verifiedBy: number[];
  /** What the receiver answered. */
  status: number;
}

export interface Answer {
  /** 0 drops the connection without an answer (a network error at the sender). */
  status: number;
  headers?: Record<string, string>;
}

export interface TestReceiver {
  /** Its origin, e.g. http://127.0.0.1:41234: PUBLIC_URL for the services whose deliveries it receives. */
  origin: string;
  arrivals: Arrival[];
  /** The messages accepted once each (by recipient and webhook-id): what the recipient acted on. */
  accepted: Map<string, Arrival>;
  /** How the next arrivals are answered (the default accepts every verified message). */
  answer: (arrival: Omit<Arrival, 'status'>) => Answer;
  close(): Promise<void>;
}

const path = /^\/dev-inbox\/recipients\/([a-z0-9.-]+)\/webhook$/;

export async function startTestReceiver(secretsOf: (recipient: string) => Promise<string[]>): Promise<TestReceiver> {
  const receiver: TestReceiver = {
    origin: '',
    arrivals: [],
    accepted: new Map(),
    answer: () => ({ status: 204 }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void (async () => {
        const recipient = path.exec(request.url ?? '')?.[1];
        if (request.method !== 'POST' || !recipient) {
          response.writeHead(404).end();
          return;
        }
        const body = Buffer.concat(chunks).toString('utf8');
        const headers = Object.fromEntries(Object.entries(request.headers).map(([key, value]) => [key, String(value)]));
        const secrets = await secretsOf(recipient);
        const verifiedBy = secrets.flatMap((secret, index) => {
          try {
            new Webhook(secret).verify(body, headers);
            return [index];
          } catch {
            return [];
          }
        });
        const webhookId = headers['webhook-id'] ?? '';
        const seen = { recipient, webhookId, headers: request.headers, body, verifiedBy };
        const answer = verifiedBy.length === 0 ? { status: 401 } : receiver.answer(seen);
        receiver.arrivals.push({ ...seen, status: answer.status });
        if (answer.status >= 200 && answer.status < 300) {
          const key = `${recipient} ${webhookId}`;
          if (!receiver.accepted.has(key)) receiver.accepted.set(key, { ...seen, status: answer.status });
        }
        if (answer.status === 0) request.socket.destroy();
        else response.writeHead(answer.status, answer.headers).end();
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return receiver;
}

/** Answers each message `failures` times with `failing`, then accepts it. */
export function failFirst(failures: number, failing: Answer = { status: 503 }): TestReceiver['answer'] {
  const seen = new Map<string, number>();
  return ({ webhookId }) => {
    const count = (seen.get(webhookId) ?? 0) + 1;
    seen.set(webhookId, count);
    return count <= failures ? failing : { status: 200 };
  };
}
