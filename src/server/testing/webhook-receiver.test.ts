// The tests' receiver must itself be right, or their proof is empty: it accepts only a message
// signed with one of the recipient's secrets within the clock's window, counts a repeat under its
// id, sees two arrivals of one id at once, and shows the development inbox's faults as told.
import { randomUUID } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, test } from 'vitest';
import { newWebhookSecret } from '../deliveries/recipient-secrets';
import { everyRecipient } from '../dev-inbox/faults';
import { FakeClock } from './fake-clock';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver';

const recipient = 'municipality.131016';
const secret = newWebhookSecret();

interface Post {
  signWith?: string;
  data?: Record<string, unknown>;
  at?: Date;
  signal?: AbortSignal;
}

function post(receiver: WebhookReceiver, id: string, { signWith = secret, data = {}, at = new Date(), signal }: Post = {}) {
  const body = JSON.stringify({ type: 'application.submitted', timestamp: at.toISOString(), data: { message_id: id, recipient, ...data } });
  return fetch(receiver.urlOf(recipient), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'webhook-id': id,
      'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
      // A rotation overlap: one stale signature beside the valid one.
      'webhook-signature': `${new Webhook(newWebhookSecret()).sign(id, at, body)} ${new Webhook(signWith).sign(id, at, body)}`,
    },
    body,
    ...(signal && { signal }),
  });
}

describe('the tests’ webhook receiver', () => {
  let receiver: WebhookReceiver | undefined;
  afterEach(async () => receiver?.close());

  test('accepts a message signed with an active secret, and counts a repeat under its id', async () => {
    receiver = await startWebhookReceiver(async (id) => (id === recipient ? [newWebhookSecret(), secret] : []));
    const id = randomUUID();
    expect(await (await post(receiver, id)).json()).toEqual({ received: true, arrivals: 1 });
    expect(await (await post(receiver, id)).json()).toEqual({ received: true, arrivals: 2 });
    expect(receiver.messages.get(id)).toMatchObject({ recipient, arrivals: 2, answered: 2, open: 0, accepted: true, changed: false });
    expect(receiver.arrivals.map((arrival) => [arrival.id, arrival.status, arrival.verifiedBy])).toEqual([
      [id, 200, [1]],
      [id, 200, [1]],
    ]);
    expect((await post(receiver, id, { data: { reception_number: 'other' } })).status).toBe(200);
    expect(receiver.messages.get(id)?.changed).toBe(true);
    expect(receiver.rejected).toEqual([]);
  });

  test('refuses another secret’s signature or a stale timestamp on its clock, and answers 503 when the secrets cannot be read', async () => {
    let down = false;
    const clock = new FakeClock();
    clock.advance(Date.now() - clock.now().getTime());
    receiver = await startWebhookReceiver(
      async () => {
        if (down) throw new Error('connection terminated');
        return [secret];
      },
      { clock },
    );
    expect((await post(receiver, randomUUID(), { signWith: newWebhookSecret() })).status).toBe(401);
    clock.advance(10 * 60_000);
    expect((await post(receiver, randomUUID())).status).toBe(401);
    expect((await post(receiver, randomUUID(), { at: clock.now() })).status).toBe(200);
    expect(receiver.rejected).toEqual([
      { recipient, reason: 'signature' },
      { recipient, reason: 'signature' },
    ]);
    down = true;
    expect((await post(receiver, randomUUID(), { at: clock.now() })).status).toBe(503);
    expect(receiver.lookupErrors()).toBe(1);
    expect(receiver.messages.size).toBe(1);
  });

  test('sees a second send of one id while the first is still open', async () => {
    receiver = await startWebhookReceiver(async () => [secret]);
    receiver.faults.set(everyRecipient, { delayMs: 300 });
    const id = randomUUID();
    await Promise.all([post(receiver, id), post(receiver, id)]);
    expect(receiver.overlaps()).toBe(1);
    await post(receiver, id);
    expect(receiver.overlaps()).toBe(1);
  });

  test('fails, adds Retry-After, delays, holds and drops as told, and takes each message once', async () => {
    receiver = await startWebhookReceiver(async () => [secret]);
    receiver.faults.set(recipient, { failNext: 2, failStatus: 429, retryAfterSeconds: 3 });
    const id = randomUUID();
    const limited = await post(receiver, id);
    expect([limited.status, limited.headers.get('retry-after')]).toEqual([429, '3']);
    expect((await post(receiver, id)).status).toBe(429);
    expect((await post(receiver, id)).status).toBe(200);
    expect(receiver.messages.get(id)).toMatchObject({ arrivals: 3, accepted: true });

    receiver.faults.set(recipient, { alwaysFail: true, failStatus: 500 });
    expect((await post(receiver, randomUUID())).status).toBe(500);
    receiver.faults.set(recipient, { alwaysFail: false, delayMs: 300 });
    const started = Date.now();
    expect((await post(receiver, randomUUID())).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);

    receiver.faults.set(recipient, { delayMs: 0, hold: true });
    await expect(post(receiver, randomUUID(), { signal: AbortSignal.timeout(300) })).rejects.toThrow();
    receiver.faults.set(recipient, { hold: false, drop: true });
    await expect(post(receiver, randomUUID())).rejects.toThrow();
    receiver.faults.clear();
    expect([...receiver.messages.values()].filter((message) => message.accepted)).toHaveLength(2);
    expect(receiver.arrivals.map((arrival) => arrival.status)).toEqual([429, 429, 200, 500, 200, 0, 0]);
  });
});
