// The development mailbox (issue 27): outside production, with no SMTP_URL, the app's mails go
// over real SMTP to the embedded receiver on loopback, which stores them sealed; /dev-mail lists
// them newest first and shows each as it arrived (headers, text, the HTML as escaped source and,
// on its own page, sandboxed). In production there is no /dev-mail at all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeliveryServices } from '../deliveries/testing/delivery-services';
import { submitApplication } from '../deliveries/testing/delivered-application';
import { runMails } from '../jobs/mail-job';
import type { Services } from '../services';
import { fixClock, knownKeys } from '../submission/testing/submission-client';
import { productionEnv } from '../testing/production-env';
import { useTestServer } from '../testing/test-server';

const keys = knownKeys();

describe('the development mailbox', () => {
  const server = useTestServer({ env: keys.env });
  let services: Services;
  let cleanUp: () => Promise<void>;
  beforeAll(async () => {
    fixClock(server());
    ({ services, cleanUp } = await createDeliveryServices(server().database, server().clock, { ...keys.env, PUBLIC_URL: server().baseUrl }));
  });
  afterAll(async () => cleanUp?.());

  it('receives the mails over SMTP, stores them sealed, and shows them as they arrived', async () => {
    expect(services.config.mail.smtpUrl).toBeUndefined();
    const empty = await fetch(`${server().baseUrl}/dev-mail`);
    expect(empty.status).toBe(200);
    expect(await empty.text()).toContain('まだメールは届いていません。');

    const application = await submitApplication(server(), keys, 1);
    await runMails({ db: server().database.db, now: server().clock.now(), data: null, services });

    const { rows } = await server().database.query('select id, message_id, raw from dev_mail_messages order by received_at');
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(String(row.message_id)).toMatch(/^<[0-9a-f-]{36}@utsuru\.localhost>$/);
      // Sealed: neither the address nor the 受付番号 is readable in the stored bytes.
      const stored = Buffer.from(row.raw as Uint8Array).toString('latin1');
      expect(stored).not.toContain('taro@example.jp');
      expect(stored).not.toContain(application.receptionNumber);
    }

    const list = await fetch(`${server().baseUrl}/dev-mail`);
    expect(list.headers.get('content-security-policy')).toContain("default-src 'none'");
    const listed = await list.text();
    expect(listed).toContain(`申請を受け付けました（受付番号 ${application.receptionNumber}）`);
    expect(listed).toContain('taro@example.jp');
    const links = [...listed.matchAll(/href="(\/dev-mail\/messages\/[0-9a-f-]{36})"/g)].map((match) => match[1]);
    expect(links).toHaveLength(2);

    const filedLink = /href="(\/dev-mail\/messages\/[0-9a-f-]{36})">【うつる】申請を受け付けました/.exec(listed)?.[1];
    expect(filedLink).toBeDefined();
    const page = await (await fetch(`${server().baseUrl}${filedLink}`)).text();
    expect(page).toContain('<h2>テキストの本文</h2>');
    expect(page).toContain(application.receptionNumber);
    expect(page).toContain('&lt;!DOCTYPE html&gt;');
    expect(page).toContain('<dt>Message-ID</dt>');
    expect(page).not.toContain('<script');

    const html = await fetch(`${server().baseUrl}${filedLink}/html`);
    expect(html.status).toBe(200);
    expect(html.headers.get('content-security-policy')).toMatch(/^sandbox; default-src 'none'/);
    expect(await html.text()).toContain(application.receptionNumber);

    expect((await fetch(`${server().baseUrl}/dev-mail/messages/not-a-mail`)).status).toBe(404);
  });
});

describe('the development mailbox in production', () => {
  const server = useTestServer({ env: { ...productionEnv, SMTP_URL: 'smtp://mail.example.jp:587', MAIL_FROM: 'うつる <no-reply@example.jp>' } });
  it('does not exist', async () => {
    for (const path of ['/dev-mail', '/dev-mail/assets/mail.css', '/dev-mail/messages/00000000-0000-4000-8000-000000000000']) {
      expect((await fetch(`${server().baseUrl}${path}`)).status).toBe(404);
    }
  });
});
