// The development inbox's receiver started alone on loopback, for tests of the sender and of
// delivery faults: real HTTP, real signature checks, memory storage, faults set from the test.
import Fastify from 'fastify';
import { systemClock, type Clock } from '../clock';
import type { RecipientId } from '../deliveries/recipient-id';
import { FaultBook } from './faults';
import { memoryInboxStore, type InboxMessage } from './inbox-store';
import { webhookReceiver } from './receiver';

export interface StandaloneReceiverOptions {
  secretsOf(recipient: RecipientId): Promise<readonly string[]>;
  /** 0 (the default) picks a free port. */
  port?: number;
  clock?: Clock;
}

export interface StandaloneReceiver {
  /** e.g. http://127.0.0.1:40123 */
  baseUrl: string;
  /** The webhook URL of one recipient. */
  urlOf(recipient: RecipientId): string;
  /** Everything taken so far, newest first, each with its arrivals count. */
  received(): InboxMessage[];
  faults: FaultBook;
  close(): Promise<void>;
}

export async function startStandaloneReceiver({ secretsOf, port = 0, clock = systemClock }: StandaloneReceiverOptions): Promise<StandaloneReceiver> {
  const app = Fastify({ logger: false });
  const store = memoryInboxStore(clock);
  const faults = new FaultBook();
  await app.register(webhookReceiver, { secretsOf, store, faults, clock });
  const baseUrl = await app.listen({ port, host: '127.0.0.1' });
  return {
    baseUrl,
    urlOf: (recipient) => `${baseUrl}/recipients/${recipient}/webhook`,
    received: () => store.all(),
    faults,
    close: () => app.close(),
  };
}
