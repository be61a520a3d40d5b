// Our check agrees with the library's own Webhook.verify wherever the two can be compared (the
// library reads the real time, ours the app's clock), and it reads the timestamp window from
// the clock it is given.
import { describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { newWebhookSecret } from './recipient-secrets';
import { signWebhook, verifyWebhook, WEBHOOK_TOLERANCE_MS } from './webhook-verification';

const libraryAccepts = (secret: string, payload: string, headers: { id: string; timestamp: string; signature: string }) => {
  try {
    new Webhook(secret).verify(payload, { 'webhook-id': headers.id, 'webhook-timestamp': headers.timestamp, 'webhook-signature': headers.signature });
    return true;
  } catch {
    return false;
  }
};

describe('verifyWebhook', () => {
  const secret = newWebhookSecret();
  const other = newWebhookSecret();
  const payload = '{"message_id":"3f1c2a9e-8b7d-4c6e-9a51-2d4f6b8e0c13", "status":"completed"}';

  it('agrees with Webhook.verify on good, forged, tampered, stale and multi-signature messages', () => {
    const now = new Date();
    const cases = [
      { headers: signWebhook([secret], 'msg_1', now, payload), body: payload },
      { headers: signWebhook([other], 'msg_2', now, payload), body: payload },
      { headers: signWebhook([secret], 'msg_3', now, payload), body: payload.replace('completed', 'received') },
      { headers: signWebhook([secret], 'msg_4', new Date(now.getTime() - 10 * 60_000), payload), body: payload },
      { headers: signWebhook([secret], 'msg_5', new Date(now.getTime() + 10 * 60_000), payload), body: payload },
      { headers: signWebhook([other, secret], 'msg_6', now, payload), body: payload },
      { headers: { ...signWebhook([secret], 'msg_7', now, payload), id: 'msg_other' }, body: payload },
    ];
    const ours = cases.map(({ headers, body }) => verifyWebhook([secret], body, headers, now));
    expect(ours).toEqual(cases.map(({ headers, body }) => libraryAccepts(secret, body, headers)));
    expect(ours).toEqual([true, false, false, false, false, true, false]);
  });

  it('accepts any of several active secrets, and measures the window on the given clock', () => {
    const signedAt = new Date('2026-11-20T03:00:00Z');
    const headers = signWebhook([other], 'msg', signedAt, payload);
    expect(verifyWebhook([secret, other], payload, headers, signedAt)).toBe(true);
    expect(verifyWebhook([secret, other], payload, headers, new Date(signedAt.getTime() + WEBHOOK_TOLERANCE_MS))).toBe(true);
    expect(verifyWebhook([secret, other], payload, headers, new Date(signedAt.getTime() + WEBHOOK_TOLERANCE_MS + 1000))).toBe(false);
    expect(verifyWebhook([], payload, headers, signedAt)).toBe(false);
    expect(verifyWebhook([other], payload, { ...headers, timestamp: 'soon' }, signedAt)).toBe(false);
  });
});
