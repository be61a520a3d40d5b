// The fault tests' receiver must itself be right, or their proof is empty: it accepts only a
// message signed with one of the recipient's secrets, counts a repeat under its id, and sees two
// arrivals of one id at once.
import { randomUUID } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, test } from 'vitest';
import { newWebhookSecret } from '../deliveries/recipient-secrets';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver';

const recipient = 'municipality.131016';
const secret = newWebhookSecret();

function post(receiver: WebhookReceiver, id: string, { signWith = secret, data = {} as Record<string, unknown> } = {}) {
  const body = JSON.stringify({ type: 'application.submitted', timestamp: new Date().toISOString(), data: { message_id: id, recipient, ...data } });
  const at = new Date();
  return fetch(`${receiver.origin}/dev-inbox/recipients/${recipient}/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'webhook-id': id,
      'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
      // A rotation overlap: one stale signature beside the valid one.
      'webhook-signature': `${new Webhook(newWebhookSecret()).sign(id, at, body)} ${new Webhook(signWith).sign(id, at, body)}`,
    },
    body,
  });
}

describe('the fault tests’ webhook receiver', () => {
  let receiver: WebhookReceiver | undefined;
  afterEach(async () => receiver?.close());

  test('accepts a message signed with an active secret, and counts a repeat under its id', async () => {
    receiver = await startWebhookReceiver(async (id) => (id === recipient ? [secret] : []));
    const id = randomUUID();
    expect((await post(receiver, id)).status).toBe(204);
    expect((await post(receiver, id)).status).toBe(204);
    expect(receiver.messages.get(id)).toMatchObject({ recipient, arrivals: 2, answered: 2, open: 0, changed: false });
    expect((await post(receiver, id, { data: { reception_number: 'other' } })).status).toBe(204);
    expect(receiver.messages.get(id)?.changed).toBe(true);
    expect(receiver.rejected).toEqual([]);
  });

  test('refuses a signature of another secret, and answers 503 when the secrets cannot be read', async () => {
    let down = false;
    receiver = await startWebhookReceiver(async () => {
      if (down) throw new Error('connection terminated');
      return [secret];
    });
    expect((await post(receiver, randomUUID(), { signWith: newWebhookSecret() })).status).toBe(401);
    expect(receiver.rejected).toEqual([{ recipient, reason: 'signature' }]);
    down = true;
    expect((await post(receiver, randomUUID(), { signWith: newWebhookSecret() })).status).toBe(503);
    expect(receiver.lookupErrors()).toBe(1);
    expect(receiver.messages.size).toBe(0);
  });

  test('sees a second send of one id while the first is still open', async () => {
    receiver = await startWebhookReceiver(async () => [secret], { delayMs: 300 });
    const id = randomUUID();
    await Promise.all([post(receiver, id), post(receiver, id)]);
    expect(receiver.overlaps()).toBe(1);
    await post(receiver, id);
    expect(receiver.overlaps()).toBe(1);
  });
});
