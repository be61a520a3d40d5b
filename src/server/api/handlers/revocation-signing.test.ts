// Signing a revocation (phase 3, decision 021) that cannot be signed, over real HTTP on the real
// app at the real /dev-idp signing page (issue 14): an expired signing certificate and a locked
// 署名用パスワード give the resident the same failure reasons and messages as the normal flow, and
// cancel_application refuses the request, so nothing is cancelled. The wrong-PIN counters live in
// the server process, so this file's own server keeps them from the other files' residents.
import { describe, expect, it } from 'vitest';
import { flows, stepPathsOf } from '#shared/flows';
import { signatureFailureMessages } from '../../signing/failure-messages';
import { submissionMessages } from '../../submission/submission-service';
import { receivedApplication, useRevocationServer, type RevokingResident } from '../../submission/testing/revocation-client';
import { enterSigningPin, knownKeys, openSigningPage, signedRequest } from '../../submission/testing/submission-client';

const keys = knownKeys();
// residents.json: 青木 陽斗 (an adult living alone), 高橋 由美 (expired signing certificate), 伊藤 翔 (one wrong try from the lock).
const residents = { adult: 0, expired: 2, nearlyLocked: 3 } as const;
const PIN = 'ABCD1234';
const REASON = '引越しの予定がなくなったため';
const LOCKED_TITLE = '<h1>署名用パスワードがロックされています</h1>';

describe('signing a revocation that cannot be signed (issue 14)', () => {
  const { server, resident, query } = useRevocationServer(keys);

  /** A received application and a confirmed revocation of its 転出届 (with its 転入予定連絡) and さくらガス. */
  async function confirmedRevocation(revoking: RevokingResident) {
    const original = await receivedApplication(server(), keys, revoking.userId);
    expect((await revoking.initializeRevocation()).status).toBe(200);
    const confirmed = await revoking.cancelConfirm([original.ids.moveOut, original.ids.gas], REASON);
    expect(confirmed.status).toBe(200);
    const started = await revoking.cancelStart(confirmed.body.document_digest);
    expect(started.status).toBe(200);
    expect(new URL(started.body.signing_url).pathname).toMatch(/^\/dev-idp\/sign\/[0-9a-f-]{36}$/);
    return { original, started: started.body };
  }

  /** cancel_application with the failed request is refused as not signed, and nothing of the application is cancelled. */
  async function expectNothingCancelled(revoking: RevokingResident, original: Awaited<ReturnType<typeof receivedApplication>>, signatureRequestId: string) {
    const refused = await revoking.cancel(signatureRequestId);
    expect(refused.status).toBe(400);
    expect(refused.body.status).toEqual({ code: 'BAD_REQUEST', message: submissionMessages.notSigned });
    // Refused again under a retry: still nothing.
    expect((await revoking.cancel(signatureRequestId)).status).toBe(400);

    expect((await query('select count(*)::int as n from applications where user_id = $1 and phase = 3', [revoking.userId])).rows[0]?.n).toBe(0);
    const recipientIds = Object.values(original.ids);
    const cancellations = await query('select count(*)::int as n from application_recipients where cancels_recipient_id = any($1::uuid[])', [recipientIds]);
    expect(cancellations.rows[0]?.n).toBe(0);
    const outbox = await query(
      `select count(*)::int as n from deliveries d join applications a on a.id = d.application_id where a.user_id = $1 and d.message_kind = 'cancellation'`,
      [revoking.userId],
    );
    expect(outbox.rows[0]?.n).toBe(0);
    const [summary] = (await revoking.applications()).body.applications;
    expect(summary?.application_id).toBe(original.id);
    expect(summary?.recipients.map((recipient) => recipient.cancellation ?? null)).toEqual([null, null, null, null]);
    // The revocation is still there to sign again once the counter has helped.
    expect((await revoking.readRevocation()).status).toBe(200);
  }

  it('answers certificate_expired with the normal flow’s message for 高橋 由美, and cancels nothing', async () => {
    const takahashi = await resident(residents.expired);
    const { original, started } = await confirmedRevocation(takahashi);
    const id = started.signature_request_id;

    // The card signs (the PIN is right); the server finds the certificate expired when it verifies.
    const { browser, page } = await openSigningPage(started.signing_url);
    expect(page.body).toContain('高橋 由美');
    const afterPin = await enterSigningPin(browser, page, PIN);
    expect(afterPin.body).toContain('<h1>署名しました</h1>');
    expect(afterPin.body).toContain(`href="${server().baseUrl}${stepPathsOf(flows.revocation).promptauth ?? ''}"`);

    const inquiry = await takahashi.inquiry(id);
    expect(inquiry.status).toBe(200);
    expect(inquiry.body).toEqual({ signature_request_id: id, state: 'failed', reason: 'certificate_expired', message: signatureFailureMessages.certificate_expired });
    expect(inquiry.body.message).toBe('署名用電子証明書の有効期限が切れています。お住まいの市区町村の窓口で電子証明書を更新してから、もう一度お手続きください。');

    await expectNothingCancelled(takahashi, original, id);

    // The normal flow answers her the same reason and message.
    await takahashi.writeCompleteDraft();
    const normal = await signedRequest(takahashi, PIN);
    const { signature_request_id: _normalId, ...normalAnswer } = (await takahashi.inquiry(normal.id)).body;
    const { signature_request_id: _revocationId, ...revocationAnswer } = inquiry.body;
    expect(revocationAnswer).toEqual(normalAnswer);
  });

  it('locks 伊藤 翔’s card at his next wrong entry with the normal flow’s page and message, and cancels nothing', async () => {
    const ito = await resident(residents.nearlyLocked);
    const { original, started } = await confirmedRevocation(ito);
    const id = started.signature_request_id;

    const { browser, page } = await openSigningPage(started.signing_url);
    expect(page.body).toContain('（ロックまであと1回）');
    const locked = await enterSigningPin(browser, page, 'WRONG123');
    expect(locked.body).toContain(LOCKED_TITLE);
    expect(locked.body).toContain(signatureFailureMessages.pin_locked);

    const inquiry = await ito.inquiry(id);
    expect(inquiry.body).toEqual({ signature_request_id: id, state: 'failed', reason: 'pin_locked', message: signatureFailureMessages.pin_locked });
    await expectNothingCancelled(ito, original, id);

    // The card stays locked in both flows: the right PIN is refused on a new revocation request and in the normal flow, with the same answer.
    const again = await ito.cancelStart((await ito.cancelConfirm([original.ids.gas])).body.document_digest);
    const retry = await openSigningPage(again.body.signing_url);
    const refusedRight = await enterSigningPin(retry.browser, retry.page, PIN);
    expect(refusedRight.body).toContain(LOCKED_TITLE);
    expect(refusedRight.body).toContain(signatureFailureMessages.pin_locked);
    expect((await ito.inquiry(again.body.signature_request_id)).body).toMatchObject({ state: 'failed', reason: 'pin_locked', message: signatureFailureMessages.pin_locked });
    expect((await ito.cancel(again.body.signature_request_id)).status).toBe(400);

    await ito.writeCompleteDraft();
    const normal = await signedRequest(ito, PIN);
    expect(normal.afterPin.body).toContain(LOCKED_TITLE);
    const { signature_request_id: _normalId, ...normalAnswer } = (await ito.inquiry(normal.id)).body;
    const { signature_request_id: _revocationId, ...revocationAnswer } = inquiry.body;
    expect(revocationAnswer).toEqual(normalAnswer);
  });

  it('locks the signing password after five wrong entries in a revocation, saying how many tries are left as the normal flow does', async () => {
    const aoki = await resident(residents.adult);
    const { original, started } = await confirmedRevocation(aoki);
    const id = started.signature_request_id;
    const { browser, page } = await openSigningPage(started.signing_url);
    expect(page.body).toContain('（ロックまであと5回）');

    // A malformed entry never reaches the card.
    const malformed = await enterSigningPin(browser, page, 'abc');
    expect(malformed.body).toContain('＊署名用パスワードは、英字（大文字）と数字の6〜16文字で入力してください。');
    expect(malformed.body).toContain('<title>エラー：電子署名（開発用）</title>');
    let current = malformed;
    for (const remaining of [4, 3, 2, 1]) {
      current = await enterSigningPin(browser, current, 'WRONG123');
      expect(current.body).toContain(`＊署名用パスワードが正しくありません。あと${remaining}回間違えるとロックされます。`);
      expect((await aoki.inquiry(id)).body.state).toBe('pending');
      // Not signed yet: the revocation cannot be sent.
      expect((await aoki.cancel(id)).status).toBe(400);
    }
    const locked = await enterSigningPin(browser, current, 'WRONG123');
    expect(locked.body).toContain(LOCKED_TITLE);
    expect(locked.body).toContain(signatureFailureMessages.pin_locked);
    expect((await aoki.inquiry(id)).body).toEqual({
      signature_request_id: id,
      state: 'failed',
      reason: 'pin_locked',
      message: '署名用パスワードが5回続けて誤って入力されたため、ロックされています。お住まいの市区町村の窓口でロックを解除してから、もう一度お手続きください。',
    });
    await expectNothingCancelled(aoki, original, id);
  });
});
