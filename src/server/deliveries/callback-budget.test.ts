// Issue 26, the third defect: the status callback's limit keyed on the address and the recipient
// id as sent, so calls that each named a new recipient id all reached the signature check and
// each left a rate_limits row. Now an address has a few failures a minute, counted per address
// before any recipient is looked up; a signed caller keeps its budget per address and recipient.
// Over real HTTP on the real app and database.
import { randomUUID } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiBasePath } from '#shared/config/brand';
import { fixClock, knownKeys } from '../submission/testing/submission-client';
import { useTestServer } from '../testing/test-server';
import { CALLBACK_FAILURE_LIMIT, CALLBACK_LIMIT } from './callback-budget';
import { postCallback, recipientSecretsOf } from './testing/delivered-application';

const keys = knownKeys();
const tooManyRequests = { status: { code: 'TOO_MANY_REQUESTS', message: 'しばらく時間をおいてから、もう一度お試しください。' } };

describe('the status callback’s budget', () => {
  const server = useTestServer({ env: keys.env });
  const rateRows = async () => Number((await server().database.query('select count(*)::int as n from rate_limits')).rows[0]?.n);
  const unsigned = (recipient: string) =>
    fetch(`${server().baseUrl}${apiBasePath}/recipients/${recipient}/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'webhook-id': 'msg_x', 'webhook-timestamp': '1', 'webhook-signature': 'v1,AAAA' },
      body: JSON.stringify({ message_id: randomUUID(), status: 'received' }),
    });

  beforeAll(() => fixClock(server()));
  beforeEach(async () => {
    await server().database.query('delete from rate_limits');
  });

  it('refuses an address its failures, whatever recipient ids it invents, with one row for the address', async () => {
    for (let call = 1; call <= CALLBACK_FAILURE_LIMIT; call += 1) {
      expect((await unsigned(`business.invented-${call}`)).status, `call #${call}`).toBe(401);
    }
    for (let call = 1; call <= 20; call += 1) {
      const refused = await unsigned(`business.invented-more-${call}`);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual(tooManyRequests);
    }
    expect(await rateRows()).toBe(1);
  });

  it('refuses even a signed report from an address that used up its failures: the check comes before any recipient is read', async () => {
    const recipient = 'municipality.131016';
    const secrets = await recipientSecretsOf(server(), keys).ensure(recipient);
    for (let call = 1; call <= CALLBACK_FAILURE_LIMIT; call += 1) await unsigned(recipient);
    const signed = await postCallback(server(), recipient, { message_id: randomUUID(), status: 'received' }, { secrets });
    expect(signed).toMatchObject({ status: 429, body: tooManyRequests });
  });

  it('counts a signed caller per address and recipient, never against the failures', async () => {
    const recipient = 'municipality.131016';
    const other = 'municipality.131041';
    const secrets = await recipientSecretsOf(server(), keys).ensure(recipient);
    const otherSecrets = await recipientSecretsOf(server(), keys).ensure(other);
    // A message this recipient never got: signed, so it is counted, and answered 404.
    const report = (to: string, signedWith: typeof secrets) => postCallback(server(), to, { message_id: randomUUID(), status: 'received' }, { secrets: signedWith });
    for (let call = 1; call <= CALLBACK_LIMIT; call += 1) expect((await report(recipient, secrets)).status, `call #${call}`).toBe(404);
    expect(await report(recipient, secrets)).toMatchObject({ status: 429, body: tooManyRequests });
    expect((await report(other, otherSecrets)).status).toBe(404);
    expect((await unsigned(recipient)).status).toBe(401);
  });
});
