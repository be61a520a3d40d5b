// The embedded development inbox (decision 019) over real HTTP on the real app: its receivers
// verify, deduplicate and store sealed; its clerk's buttons send real signed callbacks that move
// the recipient in うつる; its faults fail (with Retry-After); and it does not exist in production.
// The fault model itself (delay, hold, drop) is shown by testing/webhook-receiver.test.ts.
import { randomBytes, randomUUID } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { devInboxOn } from '../deliveries/recipient-directory';
import type { RecipientId } from '../applications/recipient-id';
import { newWebhookSecret } from '../deliveries/recipient-secrets';
import { recipientRow, recipientSecretsOf, setRecipientStatus, submitApplication } from '../deliveries/testing/delivered-application';
import { signWebhook } from '../deliveries/webhook-verification';
import { loadLifelineCatalogue } from '../domain/lifeline-catalogue';
import { loadParticipationTable } from '../domain/participation-table';
import { fixClock, knownKeys } from '../submission/testing/submission-client';
import { receiptSigningEnv } from '../testing/receipt-signing-env';
import { TestBrowser } from '../testing/test-browser';
import { useTestServer, type TestServer } from '../testing/test-server';

const keys = knownKeys();

/** POSTs a message to a receiver as the delivery job would: signed, with its webhook-id. */
async function deliver(url: string, secrets: readonly string[], webhookId: string, payload: unknown, at: Date, signal?: AbortSignal) {
  const body = JSON.stringify(payload);
  const signed = signWebhook(secrets, webhookId, at, body);
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'webhook-id': signed.id, 'webhook-timestamp': signed.timestamp, 'webhook-signature': signed.signature },
    body,
    ...(signal && { signal }),
  });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: (await response.json()) as Record<string, unknown> };
}

const envelope = (messageId: string, recipient: string, receptionNumber: string, name = '鈴木 大輔') => ({
  type: 'application.submitted',
  timestamp: new Date().toISOString(),
  data: { message_id: messageId, recipient, reception_number: receptionNumber, procedure: 'move_out', applicant: { name } },
});

describe('the development inbox', () => {
  const server = useTestServer({ env: keys.env });
  const secretsOf = (recipient: RecipientId) => recipientSecretsOf(server(), keys).ensure(recipient);
  const webhookUrl = (recipient: string) => `${server().baseUrl}/dev-inbox/recipients/${recipient}/webhook`;
  const inboxRows = async (recipient: string) =>
    (await server().database.query('select webhook_id, message_type, payload, arrivals from dev_inbox_messages where recipient = $1', [recipient])).rows;

  beforeAll(() => fixClock(server()));
  beforeEach(async () => {
    await server().database.query('delete from rate_limits');
  });

  it('takes a signed message once, counts a repeat, stores it sealed, and refuses a bad signature', async () => {
    const recipient = 'municipality.011011';
    const secrets = await secretsOf(recipient);
    const id = randomUUID();
    const message = envelope(id, recipient, 'AAAA-BBBB-CCCC', '山田 花子');

    expect(await deliver(webhookUrl(recipient), [newWebhookSecret()], id, message, server().clock.now())).toMatchObject({ status: 401 });
    expect(await deliver(webhookUrl(recipient), secrets, id, message, new Date(server().clock.now().getTime() - 10 * 60_000))).toMatchObject({ status: 401 });
    expect(await inboxRows(recipient)).toEqual([]);
    // A recipient the seeds do not have has no receiver (and gets no secret made for it).
    expect((await deliver(webhookUrl('municipality.999999'), secrets, id, message, server().clock.now())).status).toBe(404);
    expect((await server().database.query(`select count(*)::int as n from recipient_secrets where recipient = 'municipality.999999'`)).rows[0]?.n).toBe(0);

    expect(await deliver(webhookUrl(recipient), secrets, id, message, server().clock.now())).toMatchObject({ status: 200, body: { received: true, arrivals: 1 } });
    expect(await deliver(webhookUrl(recipient), secrets, id, message, server().clock.now())).toMatchObject({ status: 200, body: { received: true, arrivals: 2 } });
    const rows = await inboxRows(recipient);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ webhook_id: id, message_type: 'application.submitted', arrivals: 2 });
    expect(Buffer.from(rows[0]?.payload as Uint8Array).toString('utf8')).not.toContain('山田');

    const page = await fetch(`${server().baseUrl}/dev-inbox/recipients/${recipient}`);
    expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self'");
    // Not no-referrer: with it a browser posts the forms with `Origin: null`, which the check refuses.
    expect(page.headers.get('referrer-policy')).toBe('same-origin');
    expect((await fetch(`${server().baseUrl}/dev-inbox/assets/inbox.css`)).headers.get('content-type')).toMatch(/^text\/css/);
    const html = await page.text();
    expect(html).toContain('<h1>札幌市中央区の受信箱</h1>');
    expect(html).toContain('<th scope="row">AAAA-BBBB-CCCC</th>');
    expect(html).toContain('山田 花子');
    expect(html).toContain('転出届');
  });

  it('lists every seeded municipality and business with its count', async () => {
    const response = await fetch(`${server().baseUrl}/dev-inbox`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<h1>受信箱</h1>');
    expect(html).toContain('href="/dev-inbox/recipients/municipality.131016">千代田区</a>');
    expect(html).toMatch(/href="\/dev-inbox\/recipients\/business\.[a-z0-9-]+">ひかり電力<\/a>/);
    expect(html).toMatch(/札幌市中央区<\/a>（\d+件）/);
  });

  it("moves the recipient to 完了 with the clerk's button, over a real signed callback, and shows a refusal in Japanese", async () => {
    const application = await submitApplication(server(), keys);
    const target = application.recipients[0];
    if (!target) throw new Error('no recipient');
    await setRecipientStatus(server(), application.applicationId, target.position, 'delivered');
    const secrets = await secretsOf(target.recipient);
    const taken = await deliver(webhookUrl(target.recipient), secrets, target.messageId, envelope(target.messageId, target.recipient, application.receptionNumber), server().clock.now());
    expect(taken.status).toBe(200);

    const clerk = new TestBrowser(server().baseUrl);
    const pagePath = `/dev-inbox/recipients/${target.recipient}`;
    const page = await clerk.request(pagePath);
    expect(page.body).toContain(`<th scope="row">${application.receptionNumber}</th>`);
    expect(page.body).toContain('<td>到着</td>');
    const action = `${pagePath}/messages/${target.messageId}/status`;
    expect(page.body).toContain(`action="${action}"`);

    // A form posted from another site is refused and sends nothing.
    const forged = await clerk.request(action, { form: { status: 'completed' }, headers: { origin: 'https://evil.example' } });
    expect(forged.response.status).toBe(403);
    const bare = await clerk.request(action, { form: { status: 'completed' } });
    expect(bare.response.status).toBe(403);
    expect((await recipientRow(server(), application.applicationId, target.position)).status).toBe('delivered');

    const done = await clerk.request(action, { form: { status: 'completed' }, headers: { origin: server().baseUrl } });
    expect(done.response.status).toBe(303);
    const after = await clerk.request(done.response.headers.get('location') ?? '');
    expect(after.body).toContain('「完了」をうつるへ知らせました。');
    expect(after.body).toContain('role="status"');
    expect(after.body).toContain('<td>完了</td>');
    expect((await recipientRow(server(), application.applicationId, target.position)).status).toBe('completed');
    const listed = (await application.resident.applications()).body.applications.find((a) => a.application_id === application.applicationId);
    expect(listed?.recipients[target.position]?.status).toBe('completed');

    const refused = await clerk.request(action, { form: { status: 'received' }, headers: { origin: server().baseUrl } });
    const refusedPage = await clerk.request(refused.response.headers.get('location') ?? '');
    expect(refusedPage.body).toContain('role="alert"');
    expect(refusedPage.body).toContain('現在の状況（完了）からは「受付」にできません。');
    expect((await recipientRow(server(), application.applicationId, target.position)).status).toBe('completed');
  });

  it('fails the next N messages, then takes them again; set over JSON', async () => {
    const recipient = 'municipality.041017';
    const secrets = await secretsOf(recipient);
    const set = await fetch(`${server().baseUrl}/dev-inbox/recipients/${recipient}/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fail_next: 2, fail_status: 503, retry_after: 7 }),
    });
    expect(await set.json()).toMatchObject({ failNext: 2, failStatus: 503, retryAfterSeconds: 7 });
    const id = randomUUID();
    const send = () => deliver(webhookUrl(recipient), secrets, id, envelope(id, recipient, 'CCCC-DDDD-EEEE'), server().clock.now());
    expect(await send()).toMatchObject({ status: 503, retryAfter: '7' });
    expect((await send()).status).toBe(503);
    expect(await send()).toMatchObject({ status: 200, body: { arrivals: 1 } });
    await fetch(`${server().baseUrl}/dev-inbox/recipients/${recipient}/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"clear":true}' });
  });
});

describe('in production', () => {
  it('is off, and off without any seed delivered to it', async () => {
    const domain = { participation: await loadParticipationTable(), lifeline: await loadLifelineCatalogue() };
    expect(devInboxOn({ production: false }, domain)).toBe(true);
    expect(devInboxOn({ production: true }, domain)).toBe(false);
    const elsewhere = {
      participation: { ...domain.participation, all: domain.participation.all.map((m) => ({ ...m, delivery_endpoint: 'https://city.example.jp/inbox' })) },
      lifeline: { ...domain.lifeline, all: domain.lifeline.all.map((b) => ({ ...b, delivery_endpoint: 'https://biz.example.jp/inbox' })) },
    };
    expect(devInboxOn({ production: false }, elsewhere)).toBe(false);
  });

  describe('the app', () => {
    const key = () => randomBytes(32).toString('base64');
    const server = useTestServer({
      env: {
        NODE_ENV: 'production',
        IDP_PROVIDERS: JSON.stringify([{ id: '', issuer: 'https://idp.example.jp', client_id: 'c', client_secret: 's' }]),
        DOCUMENT_ENCRYPTION_KEY: key(),
        IDENTITY_HASH_KEY: key(),
        CSRF_TOKEN_KEY: key(),
        ...receiptSigningEnv,
      },
    });
    it('has no /dev-inbox at all', async () => {
      const s: TestServer = server();
      for (const path of ['/dev-inbox', '/dev-inbox/recipients/municipality.131016']) expect((await fetch(`${s.baseUrl}${path}`)).status).toBe(404);
      const post = await fetch(`${s.baseUrl}/dev-inbox/recipients/municipality.131016/webhook`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      expect(post.status).toBe(404);
    });
  });
});
