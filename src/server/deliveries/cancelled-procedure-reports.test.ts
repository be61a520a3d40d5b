// Issue 26, the first defect: a procedure has one state machine. Once its recipient accepted its
// cancellation (取消済み), a signed 受付 or 完了 about the original message is refused with 409 and
// changes nothing, so マイページ never shows one business as 完了 and 取消済み at once. Before the
// cancellation is accepted, the original message still takes reports. Over real HTTP.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixClock, knownKeys } from '../submission/testing/submission-client';
import { useTestServer } from '../testing/test-server';
import {
  deliveredRevocation,
  postCallback,
  recipientRow,
  recipientSecretsOf,
  type SubmittedApplication,
  type SubmittedRevocation,
} from './testing/delivered-application';

const keys = knownKeys();

describe('reports about a cancelled procedure', () => {
  const server = useTestServer({ env: keys.env });
  let application: SubmittedApplication;
  let revocation: SubmittedRevocation;
  const secretsOf = (recipient: Parameters<ReturnType<typeof recipientSecretsOf>['ensure']>[0]) => recipientSecretsOf(server(), keys).ensure(recipient);
  const listed = async () => (await application.resident.applications()).body.applications.find((a) => a.application_id === application.applicationId);

  beforeAll(async () => {
    fixClock(server());
    // The two lifeline notices (positions 2 and 3) are cancelled; both cancellations arrived.
    ({ application, revocation } = await deliveredRevocation(server(), keys, [2, 3]));
  });
  beforeEach(async () => {
    await server().database.query('delete from rate_limits');
  });

  it('refuses 受付 and 完了 on the original message once the cancellation is accepted, and changes nothing', async () => {
    const [cancellation] = revocation.cancellations;
    if (!cancellation) throw new Error('no cancellation');
    const { recipient, messageId, position } = cancellation.cancels;
    const secrets = await secretsOf(recipient);

    const accepted = await postCallback(server(), recipient, { message_id: cancellation.messageId, status: 'completed' }, { secrets });
    expect(accepted).toMatchObject({ status: 200, body: { status: 'completed' } });
    const before = await recipientRow(server(), application.applicationId, position);
    const callbacksBefore = (await server().database.query('select count(*)::int as n from recipient_callbacks')).rows[0]?.n;

    for (const status of ['received', 'completed'] as const) {
      server().clock.advance(60_000);
      const report = await postCallback(server(), recipient, { message_id: messageId, status }, { secrets });
      expect(report).toEqual({
        status: 409,
        body: { status: { code: 'BAD_REQUEST', message: 'この手続きは取り消されています（取消受理）。状況は変更できません。' } },
        webhookId: report.webhookId,
      });
    }
    expect(await recipientRow(server(), application.applicationId, position)).toEqual(before);
    expect((await server().database.query('select count(*)::int as n from recipient_callbacks')).rows[0]?.n).toBe(callbacksBefore);
    expect((await listed())?.recipients[position]).toMatchObject({ status: 'delivered', cancellation: { status: 'cancelled' } });
  });

  it('still takes reports on a procedure whose cancellation is not answered yet', async () => {
    const [, pending] = revocation.cancellations;
    if (!pending) throw new Error('no second cancellation');
    const { recipient, messageId, position } = pending.cancels;
    const secrets = await secretsOf(recipient);

    const received = await postCallback(server(), recipient, { message_id: messageId, status: 'received' }, { secrets });
    expect(received).toMatchObject({ status: 200, body: { status: 'received' } });
    expect((await recipientRow(server(), application.applicationId, position)).status).toBe('received');
    expect((await listed())?.recipients[position]).toMatchObject({ status: 'received', cancellation: { status: 'requested' } });
  });
});
