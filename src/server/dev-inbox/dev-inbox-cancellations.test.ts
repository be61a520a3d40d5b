// Cancellations in the development inbox (decision 021) over real HTTP on the real app: the
// delivery job sends a stored revocation's cancellations to the inbox's receivers; the clerk's
// page lists them apart from the applications, with the 受付番号 each cancels and the reason when
// one came; 「取消しを受理する」 and 「取り消せない（手続き完了済み）」 send real signed callbacks that
// move the revocation's rows, never the procedures' own.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDeliveryServices } from '../deliveries/testing/delivery-services';
import {
  outboxRecipientsOf,
  recipientRow,
  revokeProcedures,
  submitApplication,
  type SubmittedApplication,
  type SubmittedRevocation,
} from '../deliveries/testing/delivered-application';
import { validApplicant } from '#shared/forms/testing/valid-values';
import { runDeliveries } from '../jobs/delivery-job';
import type { Services } from '../services';
import { fixClock, knownKeys } from '../submission/testing/submission-client';
import { TestBrowser } from '../testing/test-browser';
import { useTestServer } from '../testing/test-server';
import { cancellationActions, endedProcedureNote } from './inbox-pages';

const keys = knownKeys();

describe('cancellations in the development inbox', () => {
  const server = useTestServer({ env: keys.env });
  let services: Services;
  let cleanUp: () => Promise<void>;
  let application: SubmittedApplication;
  let revocation: SubmittedRevocation;
  const reason = '転居の予定がなくなったため。';
  const clerk = () => new TestBrowser(server().baseUrl);
  const pageOf = (recipient: string) => `/dev-inbox/recipients/${recipient}`;

  /** The delivery job, as a process with jobs runs it, until nothing of this application waits. */
  async function deliverAll(applicationId: string) {
    await runDeliveries({ db: server().database.db, now: server().clock.now(), data: null, services });
    const { rows } = await server().database.query('select state from deliveries where application_id = $1', [applicationId]);
    expect(rows.map((row) => row.state)).toEqual(rows.map(() => 'delivered'));
  }
  /** The clerk presses a button of a row, as the page's form posts it, and reads the page it is sent back to. */
  async function answer(recipient: string, messageId: string, form: Record<string, string>) {
    const browser = clerk();
    const posted = await browser.request(`${pageOf(recipient)}/messages/${messageId}/status`, { form, headers: { origin: server().baseUrl } });
    expect(posted.response.status).toBe(303);
    return (await browser.request(posted.response.headers.get('location') ?? '')).body;
  }

  beforeAll(async () => {
    fixClock(server());
    ({ services, cleanUp } = await createDeliveryServices(server().database, server().clock, { ...keys.env, PUBLIC_URL: server().baseUrl }));
    application = await submitApplication(server(), keys);
    await deliverAll(application.applicationId);
    // The 転出届 (its municipality requires the reason) and one lifeline notice.
    revocation = await revokeProcedures(server(), keys, application, [0, 2], reason);
    await deliverAll(revocation.revocationId);
  });
  afterAll(async () => cleanUp());
  beforeEach(async () => {
    await server().database.query('delete from rate_limits');
  });

  it('lists a cancellation apart from the applications, with the 受付番号 it cancels; the reason only where it is required', async () => {
    const [moveOut, business] = revocation.cancellations;
    const businessPage = (await clerk().request(pageOf(business!.recipient))).body;
    expect(businessPage).toContain('<h2>取消し</h2>');
    expect(businessPage).toContain('<caption>届いた取消し（新しい順）</caption>');
    const cancellationRow = rowWith(businessPage, `<th scope="row">${revocation.receptionNumber}</th>`);
    expect(cancellationRow).toContain(`<td>${application.receptionNumber}</td>`);
    expect(cancellationRow).toContain('<td>ライフラインの手続き</td>');
    expect(cancellationRow).toContain('<td>到着</td>');
    expect(cancellationRow).not.toContain(reason);
    expect(cancellationRow).toContain(`>${cancellationActions.accept}</button>`);
    expect(cancellationRow).toContain(`>${cancellationActions.refuse}</button>`);
    expect(cancellationRow).toContain(`<label for="cancel-reason-${business!.messageId}">${cancellationActions.refusalReasonLabel}</label>`);
    // The application it cancels stays in the applications' table, noting that a cancellation came.
    const applicationRow = rowWith(businessPage, `<th scope="row">${application.receptionNumber}</th>`);
    expect(applicationRow).toContain(`取消しが届いています（取消しの受付番号：${revocation.receptionNumber}）`);
    expect(applicationRow).toContain('>差戻し</button>');
    expect(applicationRow).not.toContain(cancellationActions.accept);
    // The applicant's name as the messages carry it (姓・名).
    const { last, first } = validApplicant.name;
    for (const row of [applicationRow, cancellationRow]) expect(row).toContain(`<td>${last} ${first}</td>`);

    const municipalityRow = rowWith((await clerk().request(pageOf(moveOut!.recipient))).body, `<th scope="row">${revocation.receptionNumber}</th>`);
    expect(municipalityRow).toContain('<td>転出届</td>');
    expect(municipalityRow).toContain(`<td>${reason}</td>`);

    // A recipient that got no cancellation shows no such table.
    expect((await clerk().request(pageOf(application.recipients[3]!.recipient))).body).not.toContain('届いた取消し');
  });

  it('「取消しを受理する」 moves the cancellation to 完了 (取消済み) and leaves the procedure as it was', async () => {
    const business = revocation.cancellations[1]!;
    const page = await answer(business.recipient, business.messageId, { status: 'completed' });
    expect(page).toContain('role="status"');
    expect(page).toContain(`${revocation.receptionNumber} 「取消受理」をうつるへ知らせました。`);
    expect(rowWith(page, `<th scope="row">${revocation.receptionNumber}</th>`)).toContain('<td>取消受理</td>');
    expect((await recipientRow(server(), revocation.revocationId, business.position)).status).toBe('completed');
    // The cancelled procedure has ended (decision 025): its row offers no answer any more.
    const applicationRow = rowWith(page, `<th scope="row">${application.receptionNumber}</th>`);
    expect(applicationRow).toContain(endedProcedureNote);
    for (const button of ['>受付</button>', '>完了</button>', '>差戻し</button>']) expect(applicationRow).not.toContain(button);
    expect((await recipientRow(server(), application.applicationId, business.cancels.position)).status).toBe('delivered');
  });

  it('「取り消せない（手続き完了済み）」 sends `returned` with the reason, which the clerk must give', async () => {
    const moveOut = revocation.cancellations[0]!;
    const missing = await answer(moveOut.recipient, moveOut.messageId, { status: 'returned', reason: ' ' });
    expect(missing).toContain('取り消せない理由を入力してください。');
    expect((await recipientRow(server(), revocation.revocationId, moveOut.position)).status).toBe('delivered');

    const page = await answer(moveOut.recipient, moveOut.messageId, { status: 'returned', reason: cancellationActions.refusalReason });
    expect(page).toContain(`${revocation.receptionNumber} 「取消不可」をうつるへ知らせました。`);
    expect(rowWith(page, `<th scope="row">${revocation.receptionNumber}</th>`)).toContain('<td>取消不可</td>');
    const row = await recipientRow(server(), revocation.revocationId, moveOut.position);
    expect(row.status).toBe('returned');
    expect(row.status_reason).toBeInstanceOf(Uint8Array);
    // The cancelled procedure itself keeps its own status.
    expect((await recipientRow(server(), application.applicationId, moveOut.cancels.position)).status).toBe('delivered');
    // Its application row is answered separately, with the application's buttons.
    expect((await outboxRecipientsOf(server(), application.applicationId)).map((r) => r.messageId)).toContain(moveOut.cancels.messageId);
  });
});

/** The table row of a page that contains `marker`. */
function rowWith(html: string, marker: string): string {
  const at = html.indexOf(marker);
  if (at < 0) throw new Error(`no row with ${marker}`);
  return html.slice(html.lastIndexOf('<tr>', at), html.indexOf('</tr>', at));
}
