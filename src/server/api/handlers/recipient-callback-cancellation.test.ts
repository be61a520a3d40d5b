// The status callback about a cancellation message (decision 021, L1) over real HTTP: the same
// signed callback that reports on an application acknowledges a cancellation. `completed` moves
// the revocation's own recipient row (取消済み), `returned` with a reason refuses it (取消できません
// でした); a replay is refused; the cancelled procedure's row is never touched by either.
import { randomUUID } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  postCallback,
  recipientRow,
  recipientSecretsOf,
  revokeProcedures,
  setRecipientStatus,
  deliveredRevocation,
  type SubmittedApplication,
  type SubmittedRevocation,
} from '../../deliveries/testing/delivered-application';
import { fixClock, knownKeys } from '../../submission/testing/submission-client';
import { useTestServer } from '../../testing/test-server';

const keys = knownKeys();

describe('the status callback about a cancellation', () => {
  const server = useTestServer({ env: keys.env });
  let application: SubmittedApplication;
  let revocation: SubmittedRevocation;
  const reason = '転居の予定がなくなったため。';
  const secretsOf = (recipient: Parameters<ReturnType<typeof recipientSecretsOf>['ensure']>[0]) => recipientSecretsOf(server(), keys).ensure(recipient);
  const cancellationAt = (index: number) => {
    const found = revocation.cancellations[index];
    if (!found) throw new Error(`no cancellation ${index}`);
    return found;
  };
  const procedureRows = async () => Promise.all(application.recipients.map(({ position }) => recipientRow(server(), application.applicationId, position)));

  beforeAll(async () => {
    fixClock(server());
    // The 転出届 (a municipality: it needs the reason) and one lifeline notice.
    ({ application, revocation } = await deliveredRevocation(server(), keys, [0, 2], reason));
  });
  beforeEach(async () => {
    await server().database.query('delete from rate_limits');
  });

  it('gives each cancelled procedure its own cancellation message to its own recipient', () => {
    expect(revocation.cancellations.map((row) => row.recipient)).toEqual([application.recipients[0]!.recipient, application.recipients[2]!.recipient]);
    for (const row of revocation.cancellations) expect(row.messageId).not.toBe(row.cancels.messageId);
  });

  it('moves the cancellation to 完了 (取消済み) on `completed`, and leaves the procedure as it was', async () => {
    const { recipient, messageId, position } = cancellationAt(1);
    const before = await procedureRows();
    server().clock.advance(60_000);
    const reply = await postCallback(server(), recipient, { message_id: messageId, status: 'completed' }, { secrets: await secretsOf(recipient) });
    expect(reply).toMatchObject({ status: 200, body: { status: 'completed' } });
    const row = await recipientRow(server(), revocation.revocationId, position);
    expect(row.status).toBe('completed');
    expect(row.updated_at.getTime()).toBe(server().clock.now().getTime());
    expect(await procedureRows()).toEqual(before);

    // Answered: a later report is refused in the cancellation's own words.
    const later = await postCallback(server(), recipient, { message_id: messageId, status: 'received' }, { secrets: await secretsOf(recipient) });
    expect(later).toMatchObject({ status: 409, body: { status: { code: 'BAD_REQUEST', message: 'この取消しはすでに回答済みです（取消受理）。' } } });
  });

  it('refuses the cancellation on `returned` with its reason (sealed), and leaves the procedure as it was; without a reason it is refused', async () => {
    const { recipient, messageId, position } = cancellationAt(0);
    const secrets = await secretsOf(recipient);
    const before = await procedureRows();
    expect((await postCallback(server(), recipient, { message_id: messageId, status: 'returned' }, { secrets })).status).toBe(400);
    expect((await recipientRow(server(), revocation.revocationId, position)).status).toBe('delivered');

    const refusal = '手続きが完了していたため、取り消しできませんでした。';
    const reply = await postCallback(server(), recipient, { message_id: messageId, status: 'returned', reason: refusal }, { secrets });
    expect(reply).toMatchObject({ status: 200, body: { status: 'returned' } });
    const row = await recipientRow(server(), revocation.revocationId, position);
    expect(row.status).toBe('returned');
    expect(row.status_reason).toBeInstanceOf(Uint8Array);
    expect(Buffer.from(row.status_reason ?? []).toString('utf8')).not.toContain('完了');
    expect(await procedureRows()).toEqual(before);
  });

  it('refuses a replay of an acknowledgement, and a cancellation reported by another recipient, changing nothing', async () => {
    const extra = await revokeProcedures(server(), keys, application, [3]);
    const [cancellation] = extra.cancellations;
    if (!cancellation) throw new Error('no cancellation');
    const { recipient, messageId, position } = cancellation;
    await setRecipientStatus(server(), extra.revocationId, position, 'delivered');
    const secrets = await secretsOf(recipient);

    const webhookId = randomUUID();
    expect(await postCallback(server(), recipient, { message_id: messageId, status: 'completed' }, { secrets, webhookId })).toMatchObject({ status: 200 });
    const after = await recipientRow(server(), extra.revocationId, position);
    const before = await procedureRows();
    server().clock.advance(1000);
    const replay = await postCallback(server(), recipient, { message_id: messageId, status: 'returned', reason: '再送' }, { secrets, webhookId });
    expect(replay).toMatchObject({ status: 409, body: { status: { message: 'この通知はすでに受け付けています。' } } });
    // The other business may not acknowledge this one's cancellation.
    const other = application.recipients[2]!.recipient;
    const misdirected = await postCallback(server(), other, { message_id: messageId, status: 'completed' }, { secrets: await secretsOf(other) });
    expect(misdirected).toMatchObject({ status: 404, body: { status: { code: 'NOT_FOUND' } } });
    expect(await recipientRow(server(), extra.revocationId, position)).toEqual(after);
    expect(await procedureRows()).toEqual(before);
  });
});
