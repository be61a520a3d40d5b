// Mail at every step (issue 27), read from a real SMTP receiver on loopback: a submission through
// the HTTP API mails the confirmation and the fraud alert once; the development inbox's 受付 and
// 差戻し (real signed callbacks) mail 受付済み and 差戻し with its reason; an addition and a
// cancellation each mail their own 受付番号; a mail the resident turned off is not sent, the
// fraud alert always is. The job's handler is run by the test, on the services the app has.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDeliveryServices } from '../deliveries/testing/delivery-services';
import { submitApplication, type SubmittedApplication } from '../deliveries/testing/delivered-application';
import { runDeliveries } from '../jobs/delivery-job';
import { runMails } from '../jobs/mail-job';
import type { Services } from '../services';
import { addingResident, confirmedAddition, storeNormalApplication } from '../submission/testing/addition-client';
import { receivedApplication, revokingResident, signedRevocation } from '../submission/testing/revocation-client';
import { fixClock, knownKeys } from '../submission/testing/submission-client';
import { TestBrowser } from '../testing/test-browser';
import { useTestServer } from '../testing/test-server';
import { startTestMailbox, type ArrivedMail, type TestMailbox } from './testing/test-mailbox';

const keys = knownKeys();
const address = 'taro@example.jp';
const filedSubject = (receptionNumber: string) => `【うつる】申請を受け付けました（受付番号 ${receptionNumber}）`;
const fraudAlert = /^【うつる】.*がありました（心当たりがない場合はご連絡ください）$/;

describe('mail at every step', () => {
  const server = useTestServer({ env: keys.env });
  let mailbox: TestMailbox;
  let services: Services;
  let cleanUp: () => Promise<void>;

  beforeAll(async () => {
    fixClock(server());
    mailbox = await startTestMailbox();
    ({ services, cleanUp } = await createDeliveryServices(server().database, server().clock, {
      ...keys.env,
      PUBLIC_URL: server().baseUrl,
      SMTP_URL: mailbox.url,
      MAIL_RETRY_BASE_MS: '10',
      MAIL_RETRY_CAP_MS: '40',
    }));
  });
  afterAll(async () => {
    await mailbox?.close();
    await cleanUp?.();
  });
  beforeEach(async () => {
    mailbox.clear();
    await server().database.query('delete from rate_limits');
  });

  const context = () => ({ db: server().database.db, now: server().clock.now(), data: null, services });
  const sendMails = () => runMails(context());
  const mailsOf = async (receptionNumber: string): Promise<ArrivedMail[]> => (await mailbox.mails()).filter((mail) => mail.text.includes(receptionNumber));
  const rowsOf = async (applicationId: string) =>
    (await server().database.query('select id, template, state, attempts, message_id from mail_messages where application_id = $1 order by template', [applicationId])).rows;

  /** The clerk of the recipient answers the delivered message from the development inbox's page. */
  async function answer(application: SubmittedApplication, index: number, form: Record<string, string>) {
    const target = application.recipients[index];
    if (!target) throw new Error('no such recipient');
    const clerk = new TestBrowser(server().baseUrl);
    const done = await clerk.request(`/dev-inbox/recipients/${target.recipient}/messages/${target.messageId}/status`, { form, headers: { origin: server().baseUrl } });
    expect(done.response.status).toBe(303);
  }

  it('mails the confirmation and the fraud alert of a submission once, with a Message-ID of the mail row, and journals them', async () => {
    const application = await submitApplication(server(), keys, 1);
    await sendMails();
    const mails = await mailsOf(application.receptionNumber);
    expect(mails.map((mail) => mail.subject).sort()).toEqual([filedSubject(application.receptionNumber), expect.stringMatching(fraudAlert)].sort());
    for (const mail of mails) {
      expect(mail.to).toBe(address);
      expect(mail.from).toContain('utsuru.localhost');
      expect(mail.html).toContain(application.receptionNumber);
    }
    const rows = await rowsOf(application.applicationId);
    expect(rows.map((row) => [row.template, row.state, row.attempts])).toEqual([
      ['filed', 'sent', 1],
      ['fraud_alert', 'sent', 1],
    ]);
    expect(mails.map((mail) => mail.messageId).sort()).toEqual(rows.map((row) => `<${String(row.id)}@utsuru.localhost>`).sort());

    // Another run (another process, a retried job) sends nothing again.
    await sendMails();
    expect(await mailsOf(application.receptionNumber)).toHaveLength(2);
    const { rows: journal } = await server().database.query(`select data from move_events where application_id = $1 and kind = 'mail_sent' order by data->>'template'`, [application.applicationId]);
    expect(journal.map((row) => row.data)).toEqual([{ template: 'filed' }, { template: 'fraud_alert' }]);
  });

  it("mails 受付済み after the development inbox's 受付, and 差戻し with the clerk's reason", async () => {
    const application = await submitApplication(server(), keys, 1);
    await runDeliveries(context());
    await sendMails();
    mailbox.clear();

    await answer(application, 0, { status: 'received' });
    await sendMails();
    const received = await mailsOf(application.receptionNumber);
    expect(received.map((mail) => mail.subject)).toEqual([expect.stringMatching(/^【うつる】.+が「受付済み」になりました$/)]);
    expect(received[0]?.text).toContain(application.receptionNumber);

    const reason = '転出先の住所の番地が確認できませんでした。';
    await answer(application, 1, { status: 'returned', reason });
    await sendMails();
    const returned = (await mailsOf(application.receptionNumber)).filter((mail) => mail.subject.includes('差戻し'));
    expect(returned).toHaveLength(1);
    expect(returned[0]?.text).toContain(reason);
    expect(returned[0]?.html).toContain(reason);
  });

  it('mails an addition and a cancellation each with its own 受付番号 and the fraud alert', async () => {
    const adding = await addingResident(server(), keys, 3);
    const original = await storeNormalApplication(server(), keys, adding.userId);
    const digest = await confirmedAddition(adding);
    expect((await adding.startAddition(digest)).status).toBe(200);
    const addition = await adding.submitAddition(digest, randomUUID());
    expect(addition.status).toBe(200);
    await sendMails();
    const additionMails = await mailsOf(addition.body.reception_number);
    expect(additionMails.map((mail) => mail.subject)).toContain(`【うつる】追加の申込みを受け付けました（受付番号 ${addition.body.reception_number}）`);
    expect(additionMails.find((mail) => mail.subject.includes('追加の申込みを受け付けました'))?.text).toContain(original.receptionNumber);
    expect(additionMails.filter((mail) => fraudAlert.test(mail.subject))).toHaveLength(1);

    const revoking = await revokingResident(server(), keys, 4);
    const received = await receivedApplication(server(), keys, revoking.userId);
    await sendMails();
    mailbox.clear();
    expect((await revoking.initializeRevocation(received.receptionNumber)).status).toBe(200);
    const confirmed = await revoking.cancelConfirm([received.ids.electricity]);
    expect(confirmed.status).toBe(200);
    const cancelled = await revoking.cancel(await signedRevocation(revoking, confirmed.body.document_digest));
    expect(cancelled.status).toBe(200);
    await sendMails();
    const cancellationMails = await mailsOf(cancelled.body.reception_number);
    expect(cancellationMails.map((mail) => mail.subject).sort()).toEqual(
      [`【うつる】取消しの申込みを受け付けました（受付番号 ${cancelled.body.reception_number}）`, expect.stringMatching(fraudAlert)].sort(),
    );
    for (const mail of cancellationMails) expect(mail.text).toContain(received.receptionNumber);
  });

  it('does not send a mail the resident turned off on マイページ, and always sends the fraud alert', async () => {
    const resident = await addingResident(server(), keys, 5);
    const initial = await resident.browser.getApi<{ mails: { template: string; enabled: boolean; optional: boolean }[] }>('mail_preferences');
    expect(initial.status).toBe(200);
    expect(initial.body.mails.find((mail) => mail.template === 'fraud_alert')).toEqual(expect.objectContaining({ enabled: true, optional: false }));
    expect(initial.body.mails.every((mail) => mail.enabled)).toBe(true);

    // The fraud alert cannot be turned off; without the CSRF token nothing is saved.
    const refused = await resident.browser.postApi<{ status: { code: string; message: string } }>('mail_preferences', { disabled: ['fraud_alert'] }, resident.csrf);
    expect(refused.status).toBe(400);
    expect(refused.body.status.message).toBe('不正な申請に気づくためのメールのため、止めることはできません。');
    expect((await resident.browser.postApi('mail_preferences', { disabled: ['filed'] }, 'not-the-token')).status).toBe(403);
    const saved = await resident.browser.postApi<{ mails: { template: string; enabled: boolean }[] }>('mail_preferences', { disabled: ['filed', 'addition_filed'] }, resident.csrf);
    expect(saved.status).toBe(200);
    expect(saved.body.mails.filter((mail) => !mail.enabled).map((mail) => mail.template)).toEqual(['filed', 'addition_filed']);

    const original = await storeNormalApplication(server(), keys, resident.userId);
    await sendMails();
    const mails = await mailsOf(original.receptionNumber);
    expect(mails.map((mail) => mail.subject)).toEqual([expect.stringMatching(fraudAlert)]);
  });
});
