// The revocation rules (phase 3, decision 021, brief §5) over real HTTP on the real app: the
// move-date boundary by the server's clock in Japan at every step, which procedures cannot be
// cancelled and why (and the 転出届 waiting for its visit reservation), the reason kept from the
// businesses, the start without a subject, and every row its owner's only.
import { describe, expect, it } from 'vitest';
import { nothingToCancelMessage, notCancellableReason, pastMoveDateServerMessage } from '#shared/cancellation';
import { pastMoveDateMessage } from '#shared/errors/error-catalogue';
import { createDocumentCipher } from '../../crypto/document-cipher';
import { createApplicationRepository } from '../../repositories/application-repository';
import { createUserRepository } from '../../repositories/user-repository';
import type { StoredRevocation } from '../../applications/stored-application';
import { receivedApplication, signedRevocation, useRevocationServer } from '../../submission/testing/revocation-client';
import { fixClock, knownKeys } from '../../submission/testing/submission-client';
import { noRevocableMessage } from '../../flows/revocation/revocation-server-flow';

const keys = knownKeys();
const REASON = '引越しの予定がなくなったため';
describe('the revocation rules (phase 3)', () => {
  const { server, resident, query } = useRevocationServer(keys);

  it('allows the move date itself and refuses the day after at every step, by the server clock in Japan', async () => {
    // 23:59 on the move date in Japan.
    fixClock(server(), '2026-12-01T14:59:00Z');
    const kato = await resident(6);
    const { ids } = await receivedApplication(server(), keys, kato.userId);
    await kato.initializeRevocation();
    expect((await kato.cancellable()).status).toBe(200);
    const confirmed = await kato.cancelConfirm([ids.gas]);
    expect(confirmed.status).toBe(200);
    const signatureRequestId = await signedRevocation(kato, confirmed.body.document_digest);

    // Midnight in Japan: the day after the move date.
    server().clock.advance(60_000);
    const past = await kato.cancellable();
    expect(past.status).toBe(400);
    expect(past.body.status).toEqual({ code: 'BAD_REQUEST', message: pastMoveDateServerMessage });
    expect(past.body.status?.message).toContain(pastMoveDateMessage);
    for (const refused of [
      await kato.cancelInput(),
      await kato.cancelConfirm([ids.gas]),
      await kato.cancelStart(confirmed.body.document_digest),
      await kato.cancel(signatureRequestId),
    ]) {
      expect(refused.status).toBe(400);
      expect(refused.body.status?.message).toBe(pastMoveDateServerMessage);
    }
    expect((await query('select count(*)::int as n from applications where user_id = $1 and phase = 3', [kato.userId])).rows[0]?.n).toBe(0);
    expect((await kato.applications()).body.applications[0]?.cancellable).toBe(false);
  });

  it('submits a revocation at 23:59 in Japan on the move date', async () => {
    fixClock(server(), '2026-12-01T14:59:00Z');
    const watanabe = await resident(13);
    const { ids } = await receivedApplication(server(), keys, watanabe.userId);
    await watanabe.initializeRevocation();
    const confirmed = await watanabe.cancelConfirm([ids.electricity]);
    expect(confirmed.status).toBe(200);
    const submitted = await watanabe.cancel(await signedRevocation(watanabe, confirmed.body.document_digest));
    expect(submitted.status).toBe(200);
    expect(submitted.body.submitted_at).toBe('2026-12-01T14:59:00.000Z');
  });

  it('says why a procedure cannot be cancelled, refuses choosing it, and re-checks at the start and at submit', async () => {
    const yamamoto = await resident(7);
    const { id, ids } = await receivedApplication(server(), keys, yamamoto.userId);
    const setStatus = (position: number, status: string) => query('update application_recipients set status = $3 where application_id = $1 and position = $2', [id, position, status]);
    await setStatus(1, 'completed');
    await setStatus(2, 'failed');
    await setStatus(3, 'sending');
    await yamamoto.initializeRevocation();
    const answered = await yamamoto.cancellable();
    expect(answered.status).toBe(200);
    expect(answered.body.items.map((item) => [item.cancellable, item.not_cancellable_reason])).toEqual([
      [true, null],
      [false, notCancellableReason('completed', '横浜市中区')],
      [false, notCancellableReason('delivery-failed', 'ひかり電力')],
      [false, notCancellableReason('sending', 'さくらガス')],
    ]);
    const completed = await yamamoto.cancelConfirm([ids.moveIn], REASON);
    expect(completed.status).toBe(400);
    expect(completed.body.status?.message).toBe(notCancellableReason('completed', '横浜市中区'));

    // The 転出届 alone: its visit reservation was completed, so it is not added.
    const confirmed = await yamamoto.cancelConfirm([ids.moveOut], REASON);
    expect(confirmed.status).toBe(200);
    expect((await yamamoto.cancelInput()).body.items.map((item) => item.selected)).toEqual([true, false, false, false]);
    const signatureRequestId = await signedRevocation(yamamoto, confirmed.body.document_digest);

    // 千代田区 completes the 転出届 before the cancellation is sent: the start and the submit refuse it.
    await setStatus(0, 'completed');
    const start = await yamamoto.cancelStart(confirmed.body.document_digest);
    expect(start.status).toBe(400);
    expect(start.body.status?.message).toBe(notCancellableReason('completed', '千代田区'));
    const submit = await yamamoto.cancel(signatureRequestId);
    expect(submit.status).toBe(400);
    expect(submit.body.status?.message).toBe(notCancellableReason('completed', '千代田区'));
    expect((await query('select count(*)::int as n from application_recipients where cancels_recipient_id = $1', [ids.moveOut])).rows[0]?.n).toBe(0);
    // Nothing is left to cancel: マイページ does not offer it, and the cancellable confirm still answers every reason.
    expect((await yamamoto.applications()).body.applications[0]?.cancellable).toBe(false);
    expect((await yamamoto.cancellable()).body.items.every((item) => !item.cancellable)).toBe(true);
  });

  it('keeps the 転出届 while its 転入予定連絡 is still being sent: not offered, refused at the confirm and at the start', async () => {
    const kimura = await resident(10);
    const { id, ids } = await receivedApplication(server(), keys, kimura.userId);
    const setStatus = (position: number, status: string) => query('update application_recipients set status = $3 where application_id = $1 and position = $2', [id, position, status]);
    await setStatus(1, 'sending');
    await kimura.initializeRevocation();
    const reason = notCancellableReason('move-in-sending', '千代田区');
    expect(reason).toContain('転入予定連絡の送信が終わってから、もう一度お試しください。');
    expect((await kimura.cancellable()).body.items.map((item) => [item.cancellable, item.not_cancellable_reason])).toEqual([
      [false, reason],
      [false, notCancellableReason('sending', '横浜市中区')],
      [true, null],
      [true, null],
    ]);
    const refused = await kimura.cancelConfirm([ids.moveOut], REASON);
    expect(refused.status).toBe(400);
    expect(refused.body.status).toEqual({ code: 'BAD_REQUEST', message: reason });

    // Confirmed once it arrived; the start re-checks where the 転入予定連絡 stands.
    await setStatus(1, 'delivered');
    const confirmed = await kimura.cancelConfirm([ids.moveOut], REASON);
    expect(confirmed.status).toBe(200);
    await setStatus(1, 'pending');
    const start = await kimura.cancelStart(confirmed.body.document_digest);
    expect(start.status).toBe(400);
    expect(start.body.status?.message).toBe(reason);
  });

  it('keeps the reason out of a revocation of business notices only, and still shows the resident what was typed', async () => {
    const sato = await resident(12);
    const { ids } = await receivedApplication(server(), keys, sato.userId);
    await sato.initializeRevocation();
    const confirmed = await sato.cancelConfirm([ids.gas], REASON);
    expect(confirmed.status).toBe(200);
    expect((await sato.cancelInput()).body.reason).toBe(REASON);
    const submitted = await sato.cancel(await signedRevocation(sato, confirmed.body.document_digest));
    expect(submitted.status).toBe(200);
    const applications = createApplicationRepository(server().database.db, { cipher: createDocumentCipher(keys.documentKey) });
    const stored = await applications.findForDelivery<StoredRevocation>(submitted.body.application_id);
    expect(stored?.document.document.items.map((item) => item.recipient_id)).toEqual([ids.gas]);
    expect(stored?.document.document.reason).toBeNull();
  });

  it('answers UNAUTHORIZED at the start when the login kept no subject to sign as (the client shows 404)', async () => {
    const sasaki = await resident(15);
    const { ids } = await receivedApplication(server(), keys, sasaki.userId);
    await sasaki.initializeRevocation();
    const confirmed = await sasaki.cancelConfirm([ids.gas]);
    const users = createUserRepository(server().database.db, { cipher: createDocumentCipher(keys.documentKey) });
    const { subject: _subject, ...profile } = (await users.findProfile<{ subject?: string }>(sasaki.userId)) ?? {};
    await users.replaceProfile(sasaki.userId, profile);
    const started = await sasaki.cancelStart(confirmed.body.document_digest);
    expect(started.status).toBe(401);
    expect(started.body.status?.code).toBe('UNAUTHORIZED');
  });

  it("keeps each resident to their own applications: another resident's cannot be seen, chosen or cancelled", async () => {
    const owner = await resident(8);
    const original = await receivedApplication(server(), keys, owner.userId);
    await owner.initializeRevocation();
    const confirmed = await owner.cancelConfirm([original.ids.gas]);
    const signatureRequestId = await signedRevocation(owner, confirmed.body.document_digest);

    const other = await resident(9);
    // Without an application of their own, neither the newest nor the owner's number starts a revocation.
    for (const refused of [await other.initializeRevocation(), await other.initializeRevocation(original.receptionNumber)]) {
      expect(refused.status).toBe(404);
      expect(refused.body.status).toEqual({ code: 'NOT_FOUND', message: noRevocableMessage });
    }
    const nothing = await other.cancellable();
    expect(nothing.status).toBe(400);
    expect(nothing.body.status).toEqual({ code: 'BAD_REQUEST', message: nothingToCancelMessage });
    expect((await other.cancelInput()).status).toBe(404);
    expect((await other.cancelConfirm([original.ids.gas])).status).toBe(404);

    // With an application of their own, the owner's procedures are not items of it.
    const own = await receivedApplication(server(), keys, other.userId);
    expect((await other.initializeRevocation(original.receptionNumber)).status).toBe(404);
    expect((await other.initializeRevocation(own.receptionNumber)).status).toBe(200);
    expect((await other.cancellable()).body.items.map((item) => item.id)).toEqual(Object.values(own.ids));
    expect((await other.cancelConfirm([original.ids.gas])).status).toBe(400);
    // The owner's signing request cannot submit for them.
    const stolen = await other.cancel(signatureRequestId);
    expect(stolen.status).toBe(400);
    expect((await query('select count(*)::int as n from applications where phase = 3 and user_id in ($1, $2)', [owner.userId, other.userId])).rows[0]?.n).toBe(0);
    expect((await other.applications()).body.applications.map((application) => application.application_id)).toEqual([own.id]);

    expect((await owner.cancel(signatureRequestId)).status).toBe(200);
  });
});
