// The recipients' status callback over real HTTP on the real app and database (decision 019,
// issue 12 point 4, proof 8.6): a signed report moves the recipient's row along the typed
// machine; every refused report (forged, stale, replayed, unknown, another recipient's, or a
// move the machine does not allow) leaves the row and the replay log exactly as they were.
import { randomUUID } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiBasePath } from '#shared/config/brand';
import { newWebhookSecret } from '../../deliveries/recipient-secrets';
import { signWebhook } from '../../deliveries/webhook-verification';
import {
  postCallback,
  recipientRow,
  recipientSecretsOf,
  setRecipientStatus,
  submitApplication,
  type SubmittedApplication,
} from '../../deliveries/testing/delivered-application';
import { fixClock, knownKeys } from '../../submission/testing/submission-client';
import { useTestServer } from '../../testing/test-server';

const keys = knownKeys();

describe('the status callback', () => {
  const server = useTestServer({ env: keys.env });
  let application: SubmittedApplication;
  const secretsOf = (recipient: Parameters<ReturnType<typeof recipientSecretsOf>['ensure']>[0]) => recipientSecretsOf(server(), keys).ensure(recipient);
  const recipientAt = (position: number) => {
    const found = application.recipients[position];
    if (!found) throw new Error(`no recipient at ${position}`);
    return found;
  };
  const callbacks = async () => (await server().database.query('select recipient, webhook_id from recipient_callbacks order by received_at, webhook_id')).rows;

  beforeAll(async () => {
    fixClock(server());
    application = await submitApplication(server(), keys);
  });
  beforeEach(async () => {
    await server().database.query('delete from rate_limits');
  });

  it('moves a delivered recipient to 受付, then 完了, and マイページ shows it', async () => {
    const { recipient, messageId, position } = recipientAt(0);
    const secrets = await secretsOf(recipient);
    await setRecipientStatus(server(), application.applicationId, position, 'delivered');

    const received = await postCallback(server(), recipient, { message_id: messageId, status: 'received' }, { secrets });
    expect(received).toMatchObject({ status: 200, body: { status: 'received' } });
    expect((await recipientRow(server(), application.applicationId, position)).status).toBe('received');

    server().clock.advance(60_000);
    const completed = await postCallback(server(), recipient, { message_id: messageId, status: 'completed', occurred_at: server().clock.now().toISOString() }, { secrets });
    expect(completed).toMatchObject({ status: 200, body: { status: 'completed' } });
    const row = await recipientRow(server(), application.applicationId, position);
    expect(row.status).toBe('completed');
    expect(row.updated_at.getTime()).toBe(server().clock.now().getTime());

    const listed = (await application.resident.applications()).body.applications.find((a) => a.application_id === application.applicationId);
    expect(listed?.recipients[position]).toMatchObject({ status: 'completed', status_at: server().clock.now().toISOString() });
    expect(await callbacks()).toEqual(expect.arrayContaining([{ recipient, webhook_id: received.webhookId }, { recipient, webhook_id: completed.webhookId }]));
  });

  it('stores a 差戻し reason encrypted, and shows it to the owner', async () => {
    const { recipient, messageId, position } = recipientAt(2);
    expect(recipient).toMatch(/^business\./);
    const secrets = await secretsOf(recipient);
    await setRecipientStatus(server(), application.applicationId, position, 'delivered');
    const reason = 'お客さま番号が確認できませんでした。';

    // The reason is required with returned.
    expect((await postCallback(server(), recipient, { message_id: messageId, status: 'returned' }, { secrets })).status).toBe(400);
    const returned = await postCallback(server(), recipient, { message_id: messageId, status: 'returned', reason }, { secrets });
    expect(returned).toMatchObject({ status: 200, body: { status: 'returned' } });

    const row = await recipientRow(server(), application.applicationId, position);
    expect(row.status).toBe('returned');
    expect(row.status_reason).toBeInstanceOf(Uint8Array);
    expect(Buffer.from(row.status_reason ?? []).toString('utf8')).not.toContain('確認');
    const listed = (await application.resident.applications()).body.applications.find((a) => a.application_id === application.applicationId);
    expect(listed?.recipients[position]).toMatchObject({ status: 'returned', reason });
  });

  it.each(['pending', 'sending', 'failed'] as const)(
    'takes a report on a message still %s as proof that it arrived: the outbox stops, the recipient moves on',
    async (stored) => {
      const { recipient, messageId, position } = recipientAt(2);
      const secrets = await secretsOf(recipient);
      await setRecipientStatus(server(), application.applicationId, position, stored);
      await server().database.query(`update deliveries set state = $2, lease_until = now() + interval '1 minute', last_error = 'timeout' where id = $1`, [
        messageId,
        stored,
      ]);

      const reported = await postCallback(server(), recipient, { message_id: messageId, status: 'received' }, { secrets });
      expect(reported).toMatchObject({ status: 200, body: { status: 'received' } });
      expect((await recipientRow(server(), application.applicationId, position)).status).toBe('received');
      const { rows } = await server().database.query('select state, lease_until, last_error, delivered_at from deliveries where id = $1', [messageId]);
      expect(rows[0]).toMatchObject({ state: 'delivered', lease_until: null, last_error: null, delivered_at: expect.any(Date) });

      // The same status again, under a new id: accepted, nothing changes.
      const before = await recipientRow(server(), application.applicationId, position);
      const repeated = await postCallback(server(), recipient, { message_id: messageId, status: 'received' }, { secrets });
      expect(repeated).toMatchObject({ status: 200, body: { status: 'received' } });
      expect(await recipientRow(server(), application.applicationId, position)).toEqual(before);
    },
  );

  it('refuses forged, stale, replayed, unknown and misdirected reports and disallowed moves, changing nothing', async () => {
    const { recipient, messageId, position } = recipientAt(1);
    const secrets = await secretsOf(recipient);
    await setRecipientStatus(server(), application.applicationId, position, 'delivered');
    const before = await recipientRow(server(), application.applicationId, position);
    const logBefore = await callbacks();
    const report = { message_id: messageId, status: 'completed' } as const;
    const unchanged = async () => {
      expect(await recipientRow(server(), application.applicationId, position)).toEqual(before);
      expect(await callbacks()).toEqual(logBefore);
    };

    const refusals = [
      // Signed with a secret that is not the recipient's.
      await postCallback(server(), recipient, report, { secrets: [newWebhookSecret()] }),
      // A signature header that is not even one.
      await postCallback(server(), recipient, report, { secrets, signature: 'v1,AAAA' }),
      // Signed 10 minutes ago (the window is 5), and 10 minutes ahead.
      await postCallback(server(), recipient, report, { secrets, at: new Date(server().clock.now().getTime() - 10 * 60_000) }),
      await postCallback(server(), recipient, report, { secrets, at: new Date(server().clock.now().getTime() + 10 * 60_000) }),
      // A recipient that does not exist, and a name that is not a recipient id.
      await postCallback(server(), 'municipality.999999', report, { secrets }),
      await postCallback(server(), 'nobody', report, { secrets }),
    ];
    for (const refused of refusals) expect(refused).toMatchObject({ status: 401, body: { status: { code: 'UNAUTHORIZED' } } });
    // A body changed after signing (the signature is over the raw bytes).
    const signedFor = JSON.stringify(report);
    const tampered = await fetchWithSignatureOf(signedFor, JSON.stringify({ ...report, status: 'received' }), recipient, secrets);
    expect(tampered).toBe(401);
    await unchanged();

    // Another recipient's message, reported by a recipient that signs correctly.
    const other = recipientAt(3);
    const otherSecrets = await secretsOf(other.recipient);
    const misdirected = await postCallback(server(), other.recipient, report, { secrets: otherSecrets });
    expect(misdirected).toMatchObject({ status: 404, body: { status: { code: 'NOT_FOUND' } } });
    // A message id that does not exist at all.
    expect((await postCallback(server(), recipient, { ...report, message_id: randomUUID() }, { secrets })).status).toBe(404);
    await unchanged();

    // The good report, then its replay (same webhook-id), then a move back from 完了.
    const webhookId = randomUUID();
    expect((await postCallback(server(), recipient, report, { secrets, webhookId })).status).toBe(200);
    const after = await recipientRow(server(), application.applicationId, position);
    const logAfter = await callbacks();
    server().clock.advance(1000);
    const replay = await postCallback(server(), recipient, { message_id: messageId, status: 'returned', reason: '再送' }, { secrets, webhookId });
    expect(replay).toMatchObject({ status: 409, body: { status: { message: 'この通知はすでに受け付けています。' } } });
    const back = await postCallback(server(), recipient, { message_id: messageId, status: 'received' }, { secrets });
    expect(back).toMatchObject({ status: 409, body: { status: { message: '現在の状況（完了）からは「受付」にできません。' } } });
    expect(await recipientRow(server(), application.applicationId, position)).toEqual(after);
    expect(await callbacks()).toEqual(logAfter);

    async function fetchWithSignatureOf(signed: string, sent: string, to: string, signingSecrets: readonly string[]) {
      const headers = signWebhook(signingSecrets, randomUUID(), server().clock.now(), signed);
      const response = await fetch(`${server().baseUrl}${apiBasePath}/recipients/${to}/status`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'webhook-id': headers.id, 'webhook-timestamp': headers.timestamp, 'webhook-signature': headers.signature },
        body: sent,
      });
      return response.status;
    }
  });

  it('verifies the bytes as sent (any spacing), and applies one of two racing copies of a report', async () => {
    const { recipient, messageId, position } = recipientAt(3);
    const secrets = await secretsOf(recipient);
    await setRecipientStatus(server(), application.applicationId, position, 'delivered');
    // Spacing and key order that JSON.stringify would not reproduce.
    const raw = `{ "status" : "received",\n  "message_id": "${messageId}" }`;
    const webhookId = randomUUID();
    const raced = await Promise.all([postCallback(server(), recipient, raw, { secrets, webhookId }), postCallback(server(), recipient, raw, { secrets, webhookId })]);
    expect(raced.map((reply) => reply.status).sort()).toEqual([200, 409]);
    expect((await recipientRow(server(), application.applicationId, position)).status).toBe('received');
    expect((await callbacks()).filter((row) => row.webhook_id === webhookId)).toHaveLength(1);
  });

  it('needs no session or CSRF token, while the SPA\'s POSTs still do', async () => {
    const { recipient, messageId } = recipientAt(3);
    // No cookie and no X-CSRF-TOKEN: the refusal is the signature's (401), never CSRF's (403).
    expect((await postCallback(server(), recipient, { message_id: messageId, status: 'completed' }, { secrets: [newWebhookSecret()] })).status).toBe(401);
    const logout = await fetch(`${server().baseUrl}${apiBasePath}/logout`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(logout.status).toBe(403);
    expect(await logout.json()).toMatchObject({ status: { code: 'INVALID_CSRF_TOKEN' } });
    const tmpSave = await fetch(`${server().baseUrl}${apiBasePath}/user_session_tmp_save`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(tmpSave.status).toBe(403);
  });
});
