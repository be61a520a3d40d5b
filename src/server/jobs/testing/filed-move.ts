// A move filed and settled through the real paths, for the retention tests (issue 28): a resident's
// normal application carrying canary values (a household member's name, the new address, the phone,
// the e-mail address) is signed and submitted over HTTP, delivered by the delivery job to the
// development inbox, answered by its clerks (three 完了, one 差戻し with a canary reason), and
// mailed by the mail job to the embedded development mailbox. Every copy of the values the service
// keeps is then in the database, encrypted, where the retention purge must find it.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { createDocumentCipher } from '../../crypto/document-cipher';
import { outboxRecipientsOf } from '../../deliveries/testing/delivered-application';
import { writeDraft } from '../../repositories/test-fixtures';
import type { Services } from '../../services';
import { completeNormalDraft } from '../../submission/testing/complete-draft';
import { signedRequest, submittingResident, type Keys, type SubmittingResident } from '../../submission/testing/submission-client';
import { TestBrowser } from '../../testing/test-browser';
import type { TestServer } from '../../testing/test-server';
import { runDeliveries } from '../delivery-job';
import { runMails } from '../mail-job';

/** Values found nowhere else in the database: whatever still holds one holds the filing. */
export const canaries = {
  member: '鶲実',
  line: '7番地 カナリア荘902',
  phone: '090-4826-1937',
  email: 'hitaki.canary@example.jp',
  reason: '鶲実さんの生年月日が住民票と一致しませんでした。',
} as const;

/** The complete draft of the submission tests, with the canaries in place of its values. */
function canaryDraft(now: Date): unknown {
  const json = JSON.stringify(completeNormalDraft(randomUUID(), now))
    .replaceAll('"花子"', JSON.stringify(canaries.member))
    .replaceAll('1番地 うつるハイツ101', canaries.line)
    .replaceAll('090-1234-5678', canaries.phone)
    .replaceAll('taro@example.jp', canaries.email);
  return JSON.parse(json) as unknown;
}

export interface FiledMove {
  resident: SubmittingResident;
  applicationId: string;
  receptionNumber: string;
}

/** Files the canary move for the test resident `residentIndex` and (unless told not to) settles it; the server's clock stays where it was. */
export async function fileAndSettleMove(server: TestServer, services: Services, keys: Keys, residentIndex: number, { settle = true } = {}): Promise<FiledMove> {
  const resident = await submittingResident(server, keys, residentIndex);
  await writeDraft(server.database.db, createDocumentCipher(keys.documentKey), resident.userId, 1, canaryDraft(server.clock.now()));
  const { id } = await signedRequest(resident);
  const inquiry = await resident.inquiry(id);
  if (inquiry.body.state !== 'signed') throw new Error(`the signing failed: ${JSON.stringify(inquiry.body)}`);
  const submitted = await resident.submit(id);
  if (submitted.status !== 200) throw new Error(`the submission failed: ${submitted.status} ${JSON.stringify(submitted.body)}`);
  const applicationId = submitted.body.application_id;
  // The thanks page closes the draft the application was sent from.
  expect((await resident.receptionIdSave(submitted.body.reception_number)).status).toBe(200);
  const { rows: draftsLeft } = await server.database.query('select count(*)::int as n from drafts where user_id = $1', [resident.userId]);
  expect(Number(draftsLeft[0]?.n)).toBe(0);
  const context = () => ({ db: server.database.db, now: server.clock.now(), data: null, services });
  await runDeliveries(context());

  const recipients = await outboxRecipientsOf(server, applicationId);
  expect(recipients.length).toBeGreaterThanOrEqual(2);
  const clerk = new TestBrowser(server.baseUrl);
  for (const [index, target] of settle ? recipients.entries() : []) {
    const form: Record<string, string> = index === recipients.length - 1 ? { status: 'returned', reason: canaries.reason } : { status: 'completed' };
    const done = await clerk.request(`/dev-inbox/recipients/${target.recipient}/messages/${target.messageId}/status`, { form, headers: { origin: server.baseUrl } });
    expect(done.response.status).toBe(303);
  }
  await runMails(context());
  const { rows } = await server.database.query(`select count(*)::int as n from dev_mail_messages`);
  expect(Number(rows[0]?.n)).toBeGreaterThan(0);
  return { resident, applicationId, receptionNumber: submitted.body.reception_number };
}
