// What an answer means (issue 12 §2): 2xx delivered; 408, 429 and 5xx retried (after
// Retry-After when given); every other status permanent. And the signature header: one
// Standard Webhooks signature per secret.
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { newWebhookSecret } from './recipient-secrets';
import { classifyResponse, signedHeaders } from './sender';

const now = new Date('2026-11-20T03:00:00Z');

describe('classifyResponse', () => {
  it('delivers on 2xx, retries 408, 429 and 5xx, and gives up on other statuses', () => {
    expect(classifyResponse(200, null, now)).toEqual({ kind: 'delivered', status: 200 });
    expect(classifyResponse(204, null, now)).toEqual({ kind: 'delivered', status: 204 });
    for (const status of [408, 429, 500, 502, 503, 504]) expect(classifyResponse(status, null, now)).toEqual({ kind: 'retry', error: `http_${status}` });
    for (const status of [301, 400, 401, 403, 404, 409, 410, 413, 422]) expect(classifyResponse(status, null, now)).toEqual({ kind: 'permanent', error: `http_${status}` });
  });

  it('carries Retry-After on a retry, in seconds or as a date', () => {
    expect(classifyResponse(429, '30', now)).toEqual({ kind: 'retry', error: 'http_429', retryAfterMs: 30_000 });
    expect(classifyResponse(503, 'Fri, 20 Nov 2026 03:02:00 GMT', now)).toEqual({ kind: 'retry', error: 'http_503', retryAfterMs: 120_000 });
    expect(classifyResponse(400, '30', now)).toEqual({ kind: 'permanent', error: 'http_400' });
  });
});

describe('signedHeaders', () => {
  it('puts one signature per secret, each verifiable on its own', () => {
    const secrets = [newWebhookSecret(), newWebhookSecret()];
    const at = new Date();
    const headers = signedHeaders(secrets, 'msg-1', at, '{"a":1}');
    expect(headers['webhook-id']).toBe('msg-1');
    expect(headers['webhook-timestamp']).toBe(String(Math.floor(at.getTime() / 1000)));
    expect(headers['webhook-signature']?.split(' ')).toHaveLength(2);
    for (const secret of secrets) expect(new Webhook(secret).verify('{"a":1}', headers)).toEqual({ a: 1 });
    expect(() => new Webhook(newWebhookSecret()).verify('{"a":1}', headers)).toThrow();
    expect(() => new Webhook(secrets[0]!).verify('{"a":2}', headers)).toThrow();
  });
});
