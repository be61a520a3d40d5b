// Submitting an addition (phase 2, decision 020) over real HTTP on the real app: not signed, the
// confirmed digest binds the submit, a retry or concurrent submits make one application linked to
// the original, the outbox gets one message per added business, the draft closes, and the
// businesses it notified cannot be added again.
import { randomUUID } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { postCallback, recipientSecretsOf, setRecipientStatus } from '../../deliveries/testing/delivered-application';
import { submissionMessages } from '../../submission/submission-service';
import { alreadyNotifiedMessage, noAdditionOriginMessage } from '../../flows/addition/addition-origin';
import { isValidReceptionNumber } from '../../submission/reception-number';
import { validApplicant } from '#shared/forms/testing/valid-values';
import { addingResident, confirmedAddition, storeNormalApplication } from '../../submission/testing/addition-client';
import { fixClock, knownKeys } from '../../submission/testing/submission-client';
import { useTestServer } from '../../testing/test-server';

const keys = knownKeys();

describe('submitting an addition', () => {
  const server = useTestServer({ env: keys.env });
  const resident = (index: number) => addingResident(server(), keys, index);
  const query = (sql: string, params: unknown[]) => server().database.query(sql, params);
  beforeAll(() => fixClock(server()));
  beforeEach(async () => {
    await query('delete from rate_limits', []);
  });

  it('starts without a signature, submits once under retries and races, writes the outbox and closes the draft', async () => {
    const suzuki = await resident(1);
    const original = await storeNormalApplication(server(), keys, suzuki.userId);
    const digest = await confirmedAddition(suzuki);

    const wrong = await suzuki.startAddition('A'.repeat(43));
    expect(wrong.status).toBe(400);
    expect(wrong.body.status?.message).toBe(submissionMessages.changed);
    const started = await suzuki.startAddition(digest);
    expect(started.status).toBe(200);
    expect(started.body).toEqual({ document_digest: digest, original_reception_number: original.receptionNumber });

    expect((await suzuki.submitAddition('A'.repeat(43))).status).toBe(400);
    const key = randomUUID();
    const first = await suzuki.submitAddition(digest, key);
    expect(first.status).toBe(200);
    expect(isValidReceptionNumber(first.body.reception_number)).toBe(true);
    expect((await suzuki.submitAddition(digest, key)).body).toEqual(first.body);
    // Concurrent submits, with the same key or new ones, all answer the first application.
    const raced = await Promise.all([suzuki.submitAddition(digest, key), suzuki.submitAddition(digest), suzuki.submitAddition(digest), suzuki.submitAddition(digest)]);
    expect(raced.map((reply) => reply.body)).toEqual([first.body, first.body, first.body, first.body]);

    const { rows } = await query(
      'select id, phase, signature_request_id, original_application_id, reception_number from applications where user_id = $1 and phase = 2',
      [suzuki.userId],
    );
    expect(rows).toEqual([
      { id: first.body.application_id, phase: 2, signature_request_id: null, original_application_id: original.id, reception_number: first.body.reception_number },
    ]);
    const recipients = await query('select position, kind, business_id, status from application_recipients where application_id = $1 order by position', [first.body.application_id]);
    expect(recipients.rows).toEqual([
      { position: 0, kind: 'business', business_id: 'soyokaze-hikari', status: 'pending' },
      { position: 1, kind: 'business', business_id: 'aozora-shimbun', status: 'pending' },
    ]);
    const outbox = await query('select recipient_position, message_kind from deliveries where application_id = $1 order by recipient_position', [first.body.application_id]);
    expect(outbox.rows).toEqual([
      { recipient_position: 0, message_kind: 'application' },
      { recipient_position: 1, message_kind: 'application' },
    ]);

    const saved = await suzuki.saveAdditionReception(first.body.reception_number);
    expect(saved.status).toBe(200);
    expect((await suzuki.readAddition()).status).toBe(404);
    // A retry after the draft closed still answers the first result.
    expect((await suzuki.submitAddition(digest, key)).body).toEqual(first.body);
    // The normal flow's reception_id_save does not close an addition.
    expect((await suzuki.receptionIdSave(first.body.reception_number)).status).toBe(404);

    // What this addition notified is notified: a new addition cannot add it again.
    expect((await suzuki.initialize()).status).toBe(200);
    expect((await suzuki.addBusiness('soyokaze-hikari')).status).toBe(404);
  });

  it('binds a key to its flow and confirmed digest, and never notifies a business twice from a draft left open', async () => {
    const kato = await resident(4);
    await storeNormalApplication(server(), keys, kato.userId);
    const digest = await confirmedAddition(kato);
    const key = randomUUID();
    const first = await kato.submitAddition(digest, key);
    expect(first.status).toBe(200);

    // The normal flow's submit with the addition's key does not answer the addition.
    const crossFlow = await kato.submit(randomUUID(), key);
    expect(crossFlow.status).toBe(400);
    expect(crossFlow.body.status?.message).toBe(submissionMessages.keyUsedElsewhere);

    // reception_id_save never ran: the draft is still open. An edit gives a new confirmation...
    const edited = await kato.updateAddition({ mode: 1, values: { ...validApplicant, phone: '090-9999-8888' } });
    expect(edited.status).toBe(200);
    const changed = await kato.confirmAddition();
    expect(changed.status).toBe(200);
    const newDigest = changed.body.document_digest;
    expect(newDigest).not.toBe(digest);
    // ...which the first key does not answer with the first application,
    const sameKey = await kato.submitAddition(newDigest, key);
    expect(sameKey.status).toBe(400);
    expect(sameKey.body.status?.message).toBe(submissionMessages.keyUsedElsewhere);
    // and which neither starts nor submits: its businesses are notified already.
    for (const refused of [await kato.startAddition(newDigest), await kato.submitAddition(newDigest)]) {
      expect(refused.status).toBe(400);
      expect(refused.body.status).toEqual({ code: 'BAD_REQUEST', message: alreadyNotifiedMessage });
    }
    const { rows } = await query('select count(*)::int as n from applications where user_id = $1 and phase = 2', [kato.userId]);
    expect(rows[0]?.n).toBe(1);
  });

  it('is NOT_FOUND at the start once the original application is gone, and the submit needs a confirmed draft', async () => {
    const aoki = await resident(0);
    const original = await storeNormalApplication(server(), keys, aoki.userId);
    const digest = await confirmedAddition(aoki);
    await query('delete from applications where id = $1', [original.id]);
    const started = await aoki.startAddition(digest);
    expect(started.status).toBe(404);
    expect(started.body.status).toEqual({ code: 'NOT_FOUND', message: noAdditionOriginMessage });

    const other = await resident(2);
    expect((await other.submitAddition(digest)).status).toBe(400);
    expect((await other.startAddition(digest)).status).toBe(400);
  });

  it('lists the addition under its original application on マイページ, and its recipients report through the same callback', async () => {
    const sato = await resident(3);
    const original = await storeNormalApplication(server(), keys, sato.userId);
    const submitted = await sato.submitAddition(await confirmedAddition(sato));
    expect(submitted.status).toBe(200);

    const listed = await sato.applications();
    expect(listed.status).toBe(200);
    expect(listed.body.applications.map((application) => application.application_id)).toEqual([original.id]);
    const [shown] = listed.body.applications;
    expect(shown?.recipients.map((recipient) => recipient.name)).toEqual(['千代田区', '横浜市中区', 'ひかり電力', 'さくらガス']);
    expect(shown?.additions).toEqual([
      {
        application_id: submitted.body.application_id,
        reception_number: submitted.body.reception_number,
        submitted_at: submitted.body.submitted_at,
        recipients: [
          { id: expect.any(String), kind: 'business', procedure: 'businesses', name: 'そよかぜ光', status: 'pending', status_at: submitted.body.submitted_at },
          { id: expect.any(String), kind: 'business', procedure: 'businesses', name: 'あおぞら新聞', status: 'pending', status_at: submitted.body.submitted_at },
        ],
      },
    ]);

    const { rows } = await query('select id from deliveries where application_id = $1 and recipient_position = 0', [submitted.body.application_id]);
    await setRecipientStatus(server(), submitted.body.application_id, 0, 'delivered');
    const recipient = 'business.soyokaze-hikari';
    const secrets = await recipientSecretsOf(server(), keys).ensure(recipient);
    const received = await postCallback(server(), recipient, { message_id: String(rows[0]?.id), status: 'received' }, { secrets });
    expect(received).toMatchObject({ status: 200, body: { status: 'received' } });
    const after = await sato.applications();
    expect(after.body.applications[0]?.additions[0]?.recipients[0]).toMatchObject({ name: 'そよかぜ光', status: 'received' });
  });
});
