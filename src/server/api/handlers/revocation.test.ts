// The revocation flow (phase 3, decision 021) over real HTTP on the real app, signed at the real
// /dev-idp signing page: a revocation from the first call to マイページ, the idempotent and
// race-safe cancel_application with one cancellation message per procedure in the outbox, the
// procedures of additions, and the two flows' signing requests and keys kept apart. The rules of
// what can be cancelled, when and by whom are in revocation-rules.test.ts.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { notCancellableReason, reasonMissingMessage } from '#shared/cancellation';
import { isValidReceptionNumber } from '../../submission/reception-number';
import { submissionMessages } from '../../submission/submission-service';
import { addingResident, confirmedAddition } from '../../submission/testing/addition-client';
import { receivedApplication, signedRevocation, useRevocationServer } from '../../submission/testing/revocation-client';
import { knownKeys, signedRequest } from '../../submission/testing/submission-client';

const keys = knownKeys();
const REASON = '引越しの予定がなくなったため';
describe('the revocation flow (phase 3)', () => {
  const { server, resident, query } = useRevocationServer(keys);

  it('cancels the 転出届 with its visit reservation, signed, once under retries, with one cancellation message each, and マイページ shows it', async () => {
    const suzuki = await resident(1);
    const original = await receivedApplication(server(), keys, suzuki.userId);
    const { ids } = original;

    const started = await suzuki.initializeRevocation();
    expect(started.status).toBe(200);
    expect(started.body.phase).toBe(3);
    expect((await suzuki.readRevocation()).body.uuid).toBe(started.body.uuid);
    const summaries = () => suzuki.browser.getApi<{ drafts: { phase: number; step2_complete: boolean }[] }>('user_session_summaries');
    expect((await summaries()).body.drafts).toEqual([expect.objectContaining({ phase: 3, step1_complete: true, step2_complete: false })]);

    const cancellable = await suzuki.cancellable();
    expect(cancellable.status).toBe(200);
    expect(cancellable.body).toEqual({
      reception_number: original.receptionNumber,
      move_date: '2026/12/01',
      items: [
        { id: ids.moveOut, reception_number: original.receptionNumber, code: 'move_out', recipient_kind: 'municipality', recipient_name: '千代田区', cancellable: true, not_cancellable_reason: null, reason_required: true, depends_on: null, selected: false },
        { id: ids.moveIn, reception_number: original.receptionNumber, code: 'move_in', recipient_kind: 'municipality', recipient_name: '横浜市中区', cancellable: true, not_cancellable_reason: null, reason_required: true, depends_on: ids.moveOut, selected: false },
        { id: ids.electricity, reception_number: original.receptionNumber, code: 'businesses', recipient_kind: 'business', recipient_name: 'ひかり電力', cancellable: true, not_cancellable_reason: null, reason_required: false, depends_on: null, selected: false },
        { id: ids.gas, reception_number: original.receptionNumber, code: 'businesses', recipient_kind: 'business', recipient_name: 'さくらガス', cancellable: true, not_cancellable_reason: null, reason_required: false, depends_on: null, selected: false },
      ],
      reason: null,
    });

    // The municipalities require a reason; an unknown id is refused.
    const noReason = await suzuki.cancelConfirm([ids.moveOut], '  ');
    expect(noReason.status).toBe(400);
    expect(noReason.body.status).toEqual({ code: 'BAD_REQUEST', message: reasonMissingMessage });
    expect((await suzuki.cancelConfirm([randomUUID()], REASON)).status).toBe(400);

    // Choosing the 転出届 also chooses the 転入予定連絡 that depends on it.
    const confirmed = await suzuki.cancelConfirm([ids.moveOut], REASON);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.uuid).toBe(started.body.uuid);
    const digest = confirmed.body.document_digest;
    expect(digest).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const input = await suzuki.cancelInput();
    expect(input.status).toBe(200);
    expect(input.body.reason).toBe(REASON);
    expect(input.body.items.map((item) => item.selected)).toEqual([true, true, false, false]);
    expect((await summaries()).body.drafts).toEqual([expect.objectContaining({ phase: 3, step2_complete: true })]);
    expect((await suzuki.cancelSave('/revocation/step/promptauth')).status).toBe(200);
    expect((await suzuki.cancelSave('/no/such/page')).status).toBe(400);

    expect((await suzuki.cancelStart('A'.repeat(43))).body.status).toEqual({ code: 'BAD_REQUEST', message: submissionMessages.changed });
    const signatureRequestId = await signedRevocation(suzuki, digest);

    const key = randomUUID();
    const first = await suzuki.cancel(signatureRequestId, key);
    expect(first.status).toBe(200);
    expect(isValidReceptionNumber(first.body.reception_number)).toBe(true);
    expect((await suzuki.cancel(signatureRequestId, key)).body).toEqual(first.body);

    const revocation = first.body.application_id;
    const stored = await query('select phase, original_application_id, signature_request_id from applications where id = $1', [revocation]);
    expect(stored.rows).toEqual([{ phase: 3, original_application_id: original.id, signature_request_id: signatureRequestId }]);
    const rows = await query('select position, kind, procedure, name, jis_code, status, cancels_recipient_id from application_recipients where application_id = $1 order by position', [
      revocation,
    ]);
    expect(rows.rows).toEqual([
      { position: 0, kind: 'municipality', procedure: 'move_out', name: '千代田区', jis_code: '131016', status: 'pending', cancels_recipient_id: ids.moveOut },
      { position: 1, kind: 'municipality', procedure: 'move_in', name: '横浜市中区', jis_code: '141046', status: 'pending', cancels_recipient_id: ids.moveIn },
    ]);
    const outbox = await query('select recipient_position, message_kind, state from deliveries where application_id = $1 order by recipient_position', [revocation]);
    expect(outbox.rows).toEqual([
      { recipient_position: 0, message_kind: 'cancellation', state: 'pending' },
      { recipient_position: 1, message_kind: 'cancellation', state: 'pending' },
    ]);

    // The thanks page closes the draft; a retry still answers the first revocation.
    expect((await suzuki.saveRevocationReception(first.body.reception_number)).status).toBe(200);
    expect((await suzuki.readRevocation()).status).toBe(404);
    expect((await suzuki.cancel(signatureRequestId, key)).body).toEqual(first.body);

    const listed = await suzuki.applications();
    expect(listed.body.applications.map((application) => application.application_id)).toEqual([original.id]);
    const [summary] = listed.body.applications;
    const requested = { status: 'requested', status_at: first.body.submitted_at, reception_number: first.body.reception_number, application_id: revocation };
    expect(summary?.recipients.map((recipient) => recipient.cancellation)).toEqual([requested, requested, undefined, undefined]);
    expect(summary?.recipients.map((recipient) => recipient.status)).toEqual(['delivered', 'delivered', 'delivered', 'delivered']);
    expect(summary?.cancellable).toBe(true);

    // The recipient acknowledges the cancellation: 取消済み; what is being cancelled cannot be chosen again.
    await query(`update application_recipients set status = 'completed' where application_id = $1 and position = 0`, [revocation]);
    expect((await suzuki.applications()).body.applications[0]?.recipients[0]?.cancellation?.status).toBe('cancelled');
    await suzuki.initializeRevocation(original.receptionNumber);
    const again = await suzuki.cancellable();
    expect(again.body.items.map((item) => item.not_cancellable_reason)).toEqual([
      notCancellableReason('cancelled', '千代田区'),
      notCancellableReason('requested', '横浜市中区'),
      null,
      null,
    ]);
    const refused = await suzuki.cancelConfirm([ids.moveIn], REASON);
    expect(refused.status).toBe(400);
    expect(refused.body.status?.message).toBe(notCancellableReason('requested', '横浜市中区'));
  });

  it('makes one revocation and one cancellation per procedure from four concurrent submits', async () => {
    const aoki = await resident(0);
    const { ids } = await receivedApplication(server(), keys, aoki.userId);
    await aoki.initializeRevocation();
    const confirmed = await aoki.cancelConfirm([ids.gas, ids.electricity]);
    expect(confirmed.status).toBe(200);
    const signatureRequestId = await signedRevocation(aoki, confirmed.body.document_digest);

    const key = randomUUID();
    const sameKey = await Promise.all([1, 2, 3, 4].map(() => aoki.cancel(signatureRequestId, key)));
    expect(sameKey.map((reply) => reply.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(sameKey.map((reply) => reply.body.application_id)).size).toBe(1);
    // New keys with the same signing request: a second revocation, which that signature cannot make.
    const newKeys = await Promise.all([1, 2, 3, 4].map(() => aoki.cancel(signatureRequestId)));
    expect(newKeys.map((reply) => reply.status)).toEqual([400, 400, 400, 400]);

    const revocations = await query('select id from applications where user_id = $1 and phase = 3', [aoki.userId]);
    expect(revocations.rows).toEqual([{ id: sameKey[0]?.body.application_id }]);
    const cancellations = await query(
      `select r.cancels_recipient_id, d.message_kind from application_recipients r join deliveries d on d.application_id = r.application_id and d.recipient_position = r.position
        where r.cancels_recipient_id in ($1, $2) order by r.position`,
      [ids.electricity, ids.gas],
    );
    // In the order the resident saw them, whatever order they were chosen in.
    expect(cancellations.rows).toEqual([
      { cancels_recipient_id: ids.electricity, message_kind: 'cancellation' },
      { cancels_recipient_id: ids.gas, message_kind: 'cancellation' },
    ]);

    // The key, reused with another signing request, is another submission: refused.
    await aoki.initializeRevocation();
    expect((await aoki.cancelConfirm([ids.gas])).status).toBe(400);
    const other = await aoki.cancelConfirm([ids.moveOut], REASON);
    const otherRequest = await signedRevocation(aoki, other.body.document_digest);
    const reused = await aoki.cancel(otherRequest, key);
    expect(reused.status).toBe(400);
    expect(reused.body.status?.message).toBe(submissionMessages.keyUsedElsewhere);
  });

  it('makes one revocation from one confirmation signed in two tabs and submitted at once', async () => {
    const yamada = await resident(14);
    const { ids } = await receivedApplication(server(), keys, yamada.userId);
    await yamada.initializeRevocation();
    const confirmed = await yamada.cancelConfirm([ids.moveIn, ids.gas], REASON);
    const one = await signedRevocation(yamada, confirmed.body.document_digest);
    const two = await signedRevocation(yamada, confirmed.body.document_digest);
    const [a, b] = await Promise.all([yamada.cancel(one), yamada.cancel(two)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.body).toEqual(a.body);
    const { rows } = await query('select count(*)::int as n from application_recipients where cancels_recipient_id in ($1, $2)', [ids.moveIn, ids.gas]);
    expect(rows[0]?.n).toBe(2);
  });

  it('cancels a procedure of an addition, listed with the addition\'s 受付番号, and the application still takes additions', async () => {
    const ishikawa = await resident(21);
    const original = await receivedApplication(server(), keys, ishikawa.userId);
    const adding = await addingResident(server(), keys, 21);
    const added = await adding.submitAddition(await confirmedAddition(adding));
    expect(added.status).toBe(200);
    await query(`update application_recipients set status = 'received' where application_id = $1`, [added.body.application_id]);

    await ishikawa.initializeRevocation(original.receptionNumber);
    const items = (await ishikawa.cancellable()).body.items;
    expect(items.map((item) => [item.recipient_name, item.reception_number])).toEqual([
      ['千代田区', original.receptionNumber],
      ['横浜市中区', original.receptionNumber],
      ['ひかり電力', original.receptionNumber],
      ['さくらガス', original.receptionNumber],
      ['そよかぜ光', added.body.reception_number],
      ['あおぞら新聞', added.body.reception_number],
    ]);
    const soyokaze = items[4]?.id ?? '';
    const confirmed = await ishikawa.cancelConfirm([soyokaze]);
    expect(confirmed.status).toBe(200);
    const cancelled = await ishikawa.cancel(await signedRevocation(ishikawa, confirmed.body.document_digest));
    expect(cancelled.status).toBe(200);

    const [summary] = (await ishikawa.applications()).body.applications;
    expect(summary?.additions.map((addition) => addition.application_id)).toEqual([added.body.application_id]);
    expect(summary?.additions[0]?.recipients.map((recipient) => recipient.cancellation?.status)).toEqual(['requested', undefined]);
    // A revocation names its application like an addition, but notifies no business: a new addition still starts.
    expect((await adding.initialize()).status).toBe(200);
  });

  it('lets an addition notify again a business whose notice was cancelled (取消済み), not one whose cancellation is under way', async () => {
    const yamaguchi = await resident(16);
    const { ids } = await receivedApplication(server(), keys, yamaguchi.userId);
    await yamaguchi.initializeRevocation();
    const confirmed = await yamaguchi.cancelConfirm([ids.gas]);
    const revocation = await yamaguchi.cancel(await signedRevocation(yamaguchi, confirmed.body.document_digest));
    expect(revocation.status).toBe(200);

    const adding = await addingResident(server(), keys, 16);
    expect((await adding.initialize()).status).toBe(200);
    // 取消処理中: さくらガス still has the notice.
    expect((await adding.addBusiness('sakura-gas')).status).toBe(404);
    await query(`update application_recipients set status = 'completed' where application_id = $1`, [revocation.body.application_id]);
    expect((await adding.addBusiness('sakura-gas')).status).toBe(200);
    expect((await adding.addBusiness('hikari-denryoku')).status).toBe(404);
  });

  it("refuses one flow's signing request in the other flow, and one idempotency key across the flows", async () => {
    const hayashi = await resident(11);
    const { ids } = await receivedApplication(server(), keys, hayashi.userId);
    await hayashi.writeCompleteDraft();
    const normal = await signedRequest(hayashi);
    expect((await hayashi.inquiry(normal.id)).body.state).toBe('signed');
    await hayashi.initializeRevocation();
    const confirmed = await hayashi.cancelConfirm([ids.gas]);
    const revocationRequest = await signedRevocation(hayashi, confirmed.body.document_digest);

    // A signed phase-1 request cannot cancel, nor a signed phase-3 request apply.
    for (const refused of [await hayashi.cancel(normal.id), await hayashi.submit(revocationRequest)]) {
      expect(refused.status).toBe(400);
      expect(refused.body.status).toEqual({ code: 'BAD_REQUEST', message: submissionMessages.notSigned });
    }
    expect((await query('select count(*)::int as n from applications where user_id = $1', [hayashi.userId])).rows[0]?.n).toBe(1);

    // The key of the revocation, reused by the application: another submission, refused.
    const key = randomUUID();
    expect((await hayashi.cancel(revocationRequest, key)).status).toBe(200);
    const reused = await hayashi.submit(normal.id, key);
    expect(reused.status).toBe(400);
    expect(reused.body.status).toEqual({ code: 'BAD_REQUEST', message: submissionMessages.keyUsedElsewhere });
    expect((await hayashi.submit(normal.id)).status).toBe(200);
  });
});
