// マイページ's 「これまでの経過」 over real HTTP (issue 27): a resident files an application, the
// delivery job sends it, a recipient reports 受付, an addition and a cancellation are filed, and
// GET /applications gives the move's timeline in order, each filing with its own 受付番号 (the
// cancellation's too). Another resident never sees any of it.
import { beforeEach, describe, expect, it } from 'vitest';
import { outboxRecipientsOf, postCallback, recipientSecretsOf } from '../../deliveries/testing/delivered-application';
import { useDeliveringServer } from '../../deliveries/testing/delivery-services';
import { recordMoveEvent } from '../../events/move-events';
import { runDeliveries } from '../../jobs/delivery-job';
import { addingResident, confirmedAddition, storeNormalApplication } from '../../submission/testing/addition-client';
import { revokingResident, signedRevocation } from '../../submission/testing/revocation-client';
import { knownKeys, signedRequest } from '../../submission/testing/submission-client';

const keys = knownKeys();

describe("マイページ's timeline", () => {
  const { server, services } = useDeliveringServer({ env: keys.env });
  beforeEach(async () => {
    await server().database.query('delete from rate_limits');
  });
  /** Each step a minute after the one before, so the timeline's order is the order of the steps. */
  const nextMinute = () => server().clock.advance(60_000);

  it('lists the filing, the statuses, the addition and the cancellation with its own 受付番号, in order, to its owner only', async () => {
    const suzuki = await revokingResident(server(), keys, 1);
    await suzuki.writeCompleteDraft();
    const { id } = await signedRequest(suzuki);
    await suzuki.inquiry(id);
    const filed = await suzuki.submit(id);
    expect(filed.status).toBe(200);
    const { application_id: applicationId, reception_number: receptionNumber } = filed.body;

    nextMinute();
    await runDeliveries({ db: server().database.db, now: server().clock.now(), data: null, services: services() });
    nextMinute();
    const [moveOut] = await outboxRecipientsOf(server(), applicationId);
    if (!moveOut) throw new Error('no 転出届');
    const secrets = await recipientSecretsOf(server(), keys).ensure(moveOut.recipient);
    expect((await postCallback(server(), moveOut.recipient, { message_id: moveOut.messageId, status: 'received' }, { secrets })).status).toBe(200);

    nextMinute();
    const adding = await addingResident(server(), keys, 1);
    const addition = await adding.submitAddition(await confirmedAddition(adding));
    expect(addition.status).toBe(200);

    nextMinute();
    await suzuki.initializeRevocation(receptionNumber);
    const gas = (await suzuki.cancellable()).body.items.find((item) => item.recipient_name === 'さくらガス');
    if (!gas) throw new Error('no さくらガス to cancel');
    const confirmed = await suzuki.cancelConfirm([gas.id]);
    expect(confirmed.status).toBe(200);
    const revocation = await suzuki.cancel(await signedRevocation(suzuki, confirmed.body.document_digest));
    expect(revocation.status).toBe(200);
    const cancellationNumber = revocation.body.reception_number;
    nextMinute();
    await runDeliveries({ db: server().database.db, now: server().clock.now(), data: null, services: services() });

    // The mail and the receipt, as their producers journal them.
    nextMinute();
    const db = server().database.db;
    await recordMoveEvent(db, { userId: suzuki.userId, applicationId: revocation.body.application_id, kind: 'mail_sent', data: { template: 'cancellation_filed' }, at: server().clock.now() });
    nextMinute();
    await recordMoveEvent(db, { userId: suzuki.userId, applicationId, kind: 'receipt_issued', at: server().clock.now() });

    const listed = (await suzuki.applications()).body.applications;
    expect(listed).toHaveLength(1);
    const [move] = listed;
    const additionNumber = addition.body.reception_number;
    const compact = move?.timeline.map((entry) => [entry.kind, entry.reception_number, entry.recipient?.name ?? entry.mail_template ?? entry.visit?.date ?? null, entry.status ?? null]);
    expect(compact).toEqual([
      ['filed', receptionNumber, null, null],
      ['visit_reserved', receptionNumber, '横浜市中区', null],
      ['recipient_status', receptionNumber, '千代田区', 'delivered'],
      ['recipient_status', receptionNumber, '横浜市中区', 'delivered'],
      ['recipient_status', receptionNumber, 'ひかり電力', 'delivered'],
      ['recipient_status', receptionNumber, 'さくらガス', 'delivered'],
      ['recipient_status', receptionNumber, '千代田区', 'received'],
      ['filed', additionNumber, null, null],
      ['filed', cancellationNumber, null, null],
      // One run of the job sends the addition's businesses and the cancellation: filing order, then recipient order.
      ['recipient_status', additionNumber, 'そよかぜ光', 'delivered'],
      ['recipient_status', additionNumber, 'あおぞら新聞', 'delivered'],
      ['recipient_status', cancellationNumber, 'さくらガス', 'delivered'],
      ['mail_sent', cancellationNumber, 'cancellation_filed', null],
      ['receipt_issued', receptionNumber, null, null],
    ]);
    const at = move?.timeline.map((entry) => entry.at) ?? [];
    expect(at).toEqual([...at].sort());
    expect(move?.timeline[1]).toMatchObject({ recipient: { name: '横浜市中区', procedure: 'move_in' }, visit: { date: expect.any(String) } });
    expect(move?.timeline.find((entry) => entry.reception_number === cancellationNumber && entry.kind === 'filed')).toMatchObject({ phase: 3 });
    expect(move?.timeline.find((entry) => entry.reception_number === additionNumber && entry.kind === 'filed')).toMatchObject({ phase: 2 });
    // The procedure's row names its cancellation's own 受付番号 as well.
    expect(move?.recipients.find((recipient) => recipient.name === 'さくらガス')?.cancellation?.reception_number).toBe(cancellationNumber);

    // Another resident, with a move of their own, sees only theirs.
    const aoki = await revokingResident(server(), keys, 2);
    const own = await storeNormalApplication(server(), keys, aoki.userId);
    const theirs = (await aoki.applications()).body.applications;
    const numbers = new Set(theirs.flatMap((application) => application.timeline.map((entry) => entry.reception_number)));
    expect([...numbers]).toEqual([own.receptionNumber]);
    expect(JSON.stringify(theirs)).not.toContain(receptionNumber);
    expect(JSON.stringify(theirs)).not.toContain(cancellationNumber);
  });
});
