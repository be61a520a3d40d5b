// The mail settings and the transport (issue 27): production needs SMTP_URL and MAIL_FROM; DKIM
// is all-or-none, and when set every mail leaves signed; SMTP replies become codes without the
// reply's text (which can quote an address).
import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../errors/config-error';
import { classifySmtpError, createMailTransport } from './mail-transport';
import { readMailConfig, requireProductionMail } from './mail-config';
import { startTestMailbox, type TestMailbox } from './testing/test-mailbox';

const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

describe('mail settings', () => {
  it('has development defaults and refuses a malformed SMTP_URL or number', () => {
    const config = readMailConfig({});
    expect(config).toMatchObject({ smtpUrl: undefined, from: 'うつる <no-reply@utsuru.localhost>', dkim: undefined, devSmtpPort: 0, maxAttempts: 8 });
    expect(readMailConfig({ SMTP_URL: 'smtps://user:pass@mail.example.jp:465' }).smtpUrl).toBe('smtps://user:pass@mail.example.jp:465');
    expect(() => readMailConfig({ SMTP_URL: 'http://mail.example.jp' })).toThrow(ConfigError);
    expect(() => readMailConfig({ MAIL_MAX_ATTEMPTS: '0' })).toThrow('MAIL_MAX_ATTEMPTS must be a positive whole number');
  });

  it('takes DKIM only whole: domain, selector and key', () => {
    expect(() => readMailConfig({ DKIM_DOMAIN: 'example.jp' })).toThrow('DKIM needs all of DKIM_DOMAIN, DKIM_SELECTOR, DKIM_PRIVATE_KEY_PEM; missing DKIM_SELECTOR, DKIM_PRIVATE_KEY_PEM');
    const escaped = pem.replace(/\n/g, '\\n');
    expect(readMailConfig({ DKIM_DOMAIN: 'example.jp', DKIM_SELECTOR: 'utsuru', DKIM_PRIVATE_KEY_PEM: escaped }).dkim).toEqual({ domainName: 'example.jp', keySelector: 'utsuru', privateKey: pem });
    expect(() => readMailConfig({ DKIM_DOMAIN: 'example.jp', DKIM_SELECTOR: 'utsuru', DKIM_PRIVATE_KEY_PEM: '/no/such/key.pem' })).toThrow('DKIM_PRIVATE_KEY_PEM must be a PEM private key or the path of one');
  });

  it('requires a relay and a sender in production only', () => {
    expect(() => requireProductionMail({}, false)).not.toThrow();
    expect(() => requireProductionMail({}, true)).toThrow('production requires SMTP_URL, MAIL_FROM (mail to residents)');
    expect(() => requireProductionMail({ SMTP_URL: 'smtp://mail.example.jp' }, true)).toThrow('production requires MAIL_FROM (mail to residents)');
    expect(() => requireProductionMail({ SMTP_URL: 'smtp://mail.example.jp', MAIL_FROM: 'うつる <no-reply@example.jp>' }, true)).not.toThrow();
  });
});

describe('the transport', () => {
  let mailbox: TestMailbox;
  beforeAll(async () => {
    mailbox = await startTestMailbox();
  });
  afterAll(async () => mailbox?.close());

  it('sends over SMTP with the given Message-ID, DKIM-signed when DKIM is set', async () => {
    const config = readMailConfig({ SMTP_URL: mailbox.url, MAIL_FROM: 'うつる <no-reply@example.jp>', DKIM_DOMAIN: 'example.jp', DKIM_SELECTOR: 'utsuru', DKIM_PRIVATE_KEY_PEM: pem });
    const transport = createMailTransport({ config });
    expect(transport.messageIdDomain).toBe('example.jp');
    const outcome = await transport.send({ to: 'hanako@example.jp', subject: '【うつる】テスト', text: '本文', html: '<p>本文</p>', messageId: '<abc@example.jp>' });
    expect(outcome).toEqual({ kind: 'sent' });
    const [mail] = await mailbox.mails();
    expect(mail).toMatchObject({ subject: '【うつる】テスト', to: 'hanako@example.jp', messageId: '<abc@example.jp>' });
    expect(mail?.raw).toMatch(/^DKIM-Signature: v=1; a=rsa-sha256; c=relaxed\/relaxed; d=example\.jp;[\s\S]*s=utsuru;/m);
  });

  it('says a refusal and an unreachable relay as codes', async () => {
    mailbox.refuseNext(1, { code: 452, message: 'Requested action not taken: insufficient storage for hanako@example.jp' });
    const transport = createMailTransport({ config: readMailConfig({ SMTP_URL: mailbox.url }) });
    expect(await transport.send({ to: 'hanako@example.jp', subject: 's', text: 't', html: '<p>t</p>', messageId: '<x@utsuru.localhost>' })).toEqual({ kind: 'retry', error: 'smtp_452' });
    const nowhere = createMailTransport({ config: readMailConfig({ SMTP_URL: 'smtp://127.0.0.1:9', MAIL_TIMEOUT_MS: '2000' }) });
    expect(await nowhere.send({ to: 'hanako@example.jp', subject: 's', text: 't', html: '<p>t</p>', messageId: '<y@utsuru.localhost>' })).toEqual({ kind: 'retry', error: expect.stringMatching(/^smtp_e(socket|connection)$/) });
    expect(classifySmtpError(Object.assign(new Error('550 no such user hanako@example.jp'), { responseCode: 550 }))).toEqual({ kind: 'permanent', error: 'smtp_550' });
  });
});
