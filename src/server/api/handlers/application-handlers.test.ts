// The normal application from confirm to マイページ over real HTTP on the real app, signed at the
// real /dev-idp signing page (brief §4, §5, §6): digest, signing request, verification, idempotent
// submission with one reception number, reception_id_save, GET applications, owner isolation,
// and every way signing can fail with the message that says what to do.
import { randomUUID } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signatureFailureMessages } from '../../signing/failure-messages';
import { isValidReceptionNumber } from '../../submission/reception-number';
import {
  declineSigning,
  enterSigningPin,
  fixClock,
  knownKeys,
  openSigningPage,
  signedRequest,
  submittingResident,
} from '../../submission/testing/submission-client';
import { useTestServer } from '../../testing/test-server';

const keys = knownKeys();
const residents = { adult: 0, household: 1, expired: 2, nearlyLocked: 3 } as const;
const PIN = 'ABCD1234';

describe('signing and submitting the normal application', () => {
  const server = useTestServer({ env: keys.env });
  const resident = (index: number) => submittingResident(server(), keys, index);
  beforeAll(() => fixClock(server()));
  // The submission routes are rate-limited per client address; every test here is one client.
  beforeEach(async () => {
    await server().database.query('delete from rate_limits');
  });

  it('confirms, signs at the dev IdP, submits once under retries and races, and lists the application', async () => {
    const suzuki = await resident(residents.household);
    await suzuki.writeCompleteDraft();

    const confirmed = await suzuki.inputConfirm();
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.document_digest).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Nothing changed, nothing moves: confirming again gives the same digest.
    expect((await suzuki.inputConfirm()).body.document_digest).toBe(confirmed.body.document_digest);

    const started = await suzuki.applicationStart(confirmed.body.document_digest);
    expect(started.status).toBe(200);
    const signingUrl = new URL(started.body.signing_url);
    expect(signingUrl.pathname).toMatch(/^\/dev-idp\/sign\/[0-9a-f-]{36}$/);
    expect(started.body.new_tab).toBe(true);
    expect(Date.parse(started.body.expires_at) - server().clock.now().getTime()).toBe(10 * 60 * 1000);

    const id = started.body.signature_request_id;
    expect((await suzuki.inquiry(id)).body).toEqual({ signature_request_id: id, state: 'pending', reason: null, message: null });

    const { browser, page } = await openSigningPage(started.body.signing_url);
    expect(page.response.status).toBe(200);
    expect(page.body).toContain('<title>電子署名（開発用）</title>');
    expect(page.body).toContain('鈴木 大輔');
    expect(page.body).toContain(confirmed.body.document_digest);
    // What is signed, named from the confirmed document (issue 24): an application and its procedures.
    expect(page.body).toContain('引越しの手続きの申請に電子署名をします。');
    expect(page.body).toContain('申請内容のハッシュ値（SHA-256）');
    expect(page.body).toContain('<dt id="signed-procedures">申請する手続き</dt>');
    expect(page.body).toMatch(/<li>[^<]+（転出届）<\/li>/);
    expect(page.body).toContain('>署名する</button>');
    expect(page.body).toContain('>署名しない</button>');
    const done = await enterSigningPin(browser, page, PIN);
    expect(done.body).toContain('<h1>署名しました</h1>');
    expect(done.body).toContain(`href="${server().baseUrl}/step/promptauth"`);

    expect((await suzuki.inquiry(id)).body).toEqual({ signature_request_id: id, state: 'signed', reason: null, message: null });

    const key = randomUUID();
    const first = await suzuki.submit(id, key);
    expect(first.status).toBe(200);
    expect(isValidReceptionNumber(first.body.reception_number)).toBe(true);
    const retry = await suzuki.submit(id, key);
    expect(retry.body).toEqual(first.body);
    const raceKey = randomUUID();
    const raced = await Promise.all([suzuki.submit(id, raceKey), suzuki.submit(id, raceKey)]);
    // A new key with a used signature is a second submission, which the signature cannot make.
    expect(raced.map((reply) => reply.status)).toEqual([400, 400]);
    const { rows } = await server().database.query('select count(*)::int as n from applications where user_id = $1', [suzuki.userId]);
    expect(rows[0]?.n).toBe(1);

    const listed = await suzuki.applications();
    expect(listed.status).toBe(200);
    expect(listed.body.applications).toEqual([
      {
        application_id: first.body.application_id,
        phase: 1,
        reception_number: first.body.reception_number,
        submitted_at: first.body.submitted_at,
        move_date: '2026/12/01',
        recipients: [
          { id: expect.any(String), kind: 'municipality', procedure: 'move_out', name: '千代田区', status: 'pending', status_at: first.body.submitted_at },
          { id: expect.any(String), kind: 'municipality', procedure: 'move_in', name: '横浜市中区', status: 'pending', status_at: first.body.submitted_at },
          { id: expect.any(String), kind: 'business', procedure: 'businesses', name: 'ひかり電力', status: 'pending', status_at: first.body.submitted_at },
          { id: expect.any(String), kind: 'business', procedure: 'businesses', name: 'さくらガス', status: 'pending', status_at: first.body.submitted_at },
        ],
        additions: [],
        // Nothing has reached its recipient yet: nothing to cancel (decision 021).
        cancellable: false,
        past_move_date: false,
        timeline: expect.arrayContaining([{ at: first.body.submitted_at, kind: 'filed', reception_number: first.body.reception_number, phase: 1 }]),
        // The 転入予定連絡's visit (issue 27): 横浜市中区 takes a date only.
        visit: expect.objectContaining({ procedure: 'move_in', date: '2026/12/03', time: null, state: 'reserved', past: false }),
      },
    ]);

    const saved = await suzuki.receptionIdSave(first.body.reception_number);
    expect(saved.status).toBe(200);
    expect(saved.body.reception_number).toBe(first.body.reception_number);
    expect((await suzuki.browser.getApi('user_session/1')).status).toBe(404);
    // The thanks page may call it again (a reload); the draft stays closed and the answer the same.
    expect((await suzuki.receptionIdSave(first.body.reception_number)).status).toBe(200);
    // A retry after the draft is closed still returns the first result.
    expect((await suzuki.submit(id, key)).body).toEqual(first.body);
  });

  it('submits two concurrent requests with one key as one application with one reception number', async () => {
    const suzuki = await resident(residents.household);
    await suzuki.writeCompleteDraft();
    const { id } = await signedRequest(suzuki);
    expect((await suzuki.inquiry(id)).body.state).toBe('signed');
    const key = randomUUID();
    const [a, b] = await Promise.all([suzuki.submit(id, key), suzuki.submit(id, key)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body).toEqual(b.body);
    const { rows } = await server().database.query('select reception_number from applications where signature_request_id = $1', [id]);
    expect(rows).toEqual([{ reception_number: a.body.reception_number }]);
  });

  it('makes one application from one confirmation signed twice and submitted twice (issue 10)', async () => {
    const suzuki = await resident(residents.household);
    await suzuki.writeCompleteDraft();
    // Two tabs: each signs the same confirmed draft and submits with its own key.
    const one = await signedRequest(suzuki);
    const two = await signedRequest(suzuki);
    expect(two.digest).toBe(one.digest);
    expect(two.id).not.toBe(one.id);
    expect((await suzuki.inquiry(one.id)).body.state).toBe('signed');
    expect((await suzuki.inquiry(two.id)).body.state).toBe('signed');

    const first = await suzuki.submit(one.id, randomUUID());
    const second = await suzuki.submit(two.id, randomUUID());
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    // The second submission of the same confirmation answers the first application.
    expect(second.body).toEqual(first.body);
    const { rows } = await server().database.query('select count(*)::int as n from applications where user_id = $1 and signature_request_id in ($2, $3)', [
      suzuki.userId,
      one.id,
      two.id,
    ]);
    expect(rows[0]?.n).toBe(1);
    const listed = (await suzuki.applications()).body.applications.filter((a) => a.reception_number === first.body.reception_number);
    expect(listed).toHaveLength(1);

    // A new draft with the same answers is a new confirmation: it makes its own application.
    await suzuki.writeCompleteDraft();
    const three = await signedRequest(suzuki);
    await suzuki.inquiry(three.id);
    const third = await suzuki.submit(three.id, randomUUID());
    expect(third.status).toBe(200);
    expect(third.body.reception_number).not.toBe(first.body.reception_number);
  });

  it("keeps each recipient's status in plain columns that the listing reads, without rewriting the application", async () => {
    const suzuki = await resident(residents.household);
    await suzuki.writeCompleteDraft();
    const { id } = await signedRequest(suzuki);
    await suzuki.inquiry(id);
    const submitted = await suzuki.submit(id);
    const applicationId = submitted.body.application_id;
    const { rows: recipients } = await server().database.query(
      'select position, kind, procedure, name, jis_code, business_id, status from application_recipients where application_id = $1 order by position',
      [applicationId],
    );
    expect(recipients).toEqual([
      { position: 0, kind: 'municipality', procedure: 'move_out', name: '千代田区', jis_code: '131016', business_id: null, status: 'pending' },
      { position: 1, kind: 'municipality', procedure: 'move_in', name: '横浜市中区', jis_code: expect.any(String), business_id: null, status: 'pending' },
      { position: 2, kind: 'business', procedure: 'businesses', name: 'ひかり電力', jis_code: null, business_id: expect.any(String), status: 'pending' },
      { position: 3, kind: 'business', procedure: 'businesses', name: 'さくらガス', jis_code: null, business_id: expect.any(String), status: 'pending' },
    ]);
    const documentBefore = await server().database.query('select document, updated_at from applications where id = $1', [applicationId]);

    // The outbox holds one message per recipient, written with the application (decision 019).
    const { rows: outbox } = await server().database.query(
      'select recipient_position, message_kind, state, attempts from deliveries where application_id = $1 order by recipient_position',
      [applicationId],
    );
    expect(outbox).toEqual([0, 1, 2, 3].map((position) => ({ recipient_position: position, message_kind: 'application', state: 'pending', attempts: 0 })));

    // What a delivery job does to one recipient: one row, one column.
    await server().database.query(`update application_recipients set status = 'delivered' where application_id = $1 and position = 2`, [applicationId]);
    const listed = (await suzuki.applications()).body.applications.find((a) => a.application_id === applicationId);
    expect(listed?.recipients.map((r) => r.status)).toEqual(['pending', 'pending', 'delivered', 'pending']);
    expect((await server().database.query('select document, updated_at from applications where id = $1', [applicationId])).rows).toEqual(documentBefore.rows);

    // A status outside the shared vocabulary is refused by the database.
    await expect(
      server().database.query(`update application_recipients set status = 'lost' where application_id = $1 and position = 0`, [applicationId]),
    ).rejects.toThrow();
  });

  it('stores the submitted document, digest and JWS encrypted, never in clear', async () => {
    const suzuki = await resident(residents.household);
    await suzuki.writeCompleteDraft();
    const { id } = await signedRequest(suzuki);
    await suzuki.inquiry(id);
    const submitted = await suzuki.submit(id);
    const { rows } = await server().database.query(
      `select a.document as application, s.jws as signature, d.jws as provider_copy
         from applications a join signature_requests s on s.id = a.signature_request_id
         join dev_signing_requests d on d.id::text = s.provider_request_id
        where a.id = $1`,
      [submitted.body.application_id],
    );
    const stored = rows[0] ?? {};
    for (const column of ['application', 'signature', 'provider_copy']) {
      const bytes = Buffer.from(stored[column] as Uint8Array).toString('latin1');
      expect(bytes.length).toBeGreaterThan(100);
      // A JWS or its base64url JSON in clear; random ciphertext holds "eyJ" now and then, never
      // followed by 16 more base64url characters (a chance of 4^-16 per place).
      expect(bytes).not.toMatch(/eyJ[\w-]{16}/);
      expect(Buffer.from(stored[column] as Uint8Array).toString('utf8')).not.toContain('鈴木');
    }
  });

  it('keeps each resident to their own signing requests and applications', async () => {
    const suzuki = await resident(residents.household);
    await suzuki.writeCompleteDraft();
    const { id } = await signedRequest(suzuki);
    expect((await suzuki.inquiry(id)).body.state).toBe('signed');

    const aoki = await resident(residents.adult);
    await aoki.writeCompleteDraft();
    expect(await aoki.inquiry(id)).toEqual({ status: 404, body: { status: { code: 'NOT_FOUND', message: '署名の要求が見つかりません。' } } });
    const stolen = await aoki.submit(id);
    expect(stolen.status).toBe(400);
    expect(stolen.body.status?.code).toBe('BAD_REQUEST');

    const submitted = await suzuki.submit(id);
    expect(submitted.status).toBe(200);
    expect((await aoki.applications()).body).toEqual({ applications: [] });
    expect((await aoki.receptionIdSave(submitted.body.reception_number)).status).toBe(404);
    // Aoki's own draft is untouched by Suzuki's submission.
    expect((await aoki.inputConfirm()).status).toBe(200);
  });

  it('refuses to sign a draft that changed after input_confirm (re-entry needed)', async () => {
    const suzuki = await resident(residents.household);
    await suzuki.writeCompleteDraft();
    const confirmed = await suzuki.inputConfirm();
    const changed = await suzuki.browser.postApi(
      'user_session_form_update',
      {
        phase: 1,
        mode: 1,
        values: { name: { last: '山田', first: '太郎' }, name_kana: { last: 'ヤマダ', first: 'タロウ' }, birth_date: '1990/04/01', gender: 'male', phone: '03-1111-2222', email: null },
      },
      suzuki.csrf,
    );
    expect(changed.status).toBe(200);
    const started = await suzuki.applicationStart(confirmed.body.document_digest);
    expect(started.status).toBe(400);
    expect(started.body.status?.code).toBe('BAD_REQUEST');
    expect(started.body.status?.message).toContain('入力内容を確認してから');
  });

  it('refuses to sign or confirm an incomplete draft, and to confirm without one', async () => {
    const aoki = await resident(residents.adult);
    await server().database.query('delete from drafts where user_id = $1', [aoki.userId]);
    expect((await aoki.inputConfirm()).status).toBe(404);
    const created = await aoki.browser.postApi('user_session_form_create', {}, aoki.csrf);
    expect(created.status).toBe(200);
    const confirm = await aoki.inputConfirm();
    expect(confirm.status).toBe(400);
    expect(confirm.body.status?.code).toBe('BAD_REQUEST');
    expect((await aoki.applicationStart('A'.repeat(43))).status).toBe(400);
  });

  it('answers SESSION_DESERIALIZE when the stored draft cannot be read', async () => {
    const aoki = await resident(residents.adult);
    await aoki.writeCompleteDraft();
    await server().database.query(`update drafts set document = '\\x00'::bytea where user_id = $1`, [aoki.userId]);
    const confirm = await aoki.inputConfirm();
    expect(confirm.status).toBe(500);
    expect(confirm.body.status?.code).toBe('SESSION_DESERIALIZE');
  });

  it('refuses a submission without a signed request, or after the draft changed since signing', async () => {
    const suzuki = await resident(residents.household);
    await suzuki.writeCompleteDraft();
    expect((await suzuki.submit(randomUUID())).status).toBe(400);

    const confirmed = await suzuki.inputConfirm();
    const started = await suzuki.applicationStart(confirmed.body.document_digest);
    const pending = await suzuki.submit(started.body.signature_request_id);
    expect(pending.status).toBe(400);
    expect(pending.body.status).toEqual({ code: 'BAD_REQUEST', message: '電子署名が完了していません。署名してから送信してください。' });

    const { id } = await signedRequest(suzuki);
    await suzuki.inquiry(id);
    await suzuki.browser.postApi('user_session_form_update', { phase: 1, mode: 3, values: { procedures: ['move_out'], business_ids: [] } }, suzuki.csrf);
    const afterChange = await suzuki.submit(id);
    expect(afterChange.status).toBe(400);
    expect(afterChange.body.status?.message).toContain('入力内容が変更されています');
  });

  it('locks the signing PIN after five wrong entries, with the message that says to visit the counter', async () => {
    const aoki = await resident(residents.adult);
    await aoki.writeCompleteDraft();
    const confirmed = await aoki.inputConfirm();
    const started = await aoki.applicationStart(confirmed.body.document_digest);
    const { browser, page } = await openSigningPage(started.body.signing_url);

    const malformed = await enterSigningPin(browser, page, 'abc');
    expect(malformed.body).toContain('＊署名用パスワードは、英字（大文字）と数字の6〜16文字で入力してください。');
    expect(malformed.body).toContain('<title>エラー：電子署名（開発用）</title>');
    expect(malformed.body).toContain('aria-invalid="true"');
    let current = malformed;
    for (const remaining of [4, 3, 2, 1]) {
      current = await enterSigningPin(browser, current, 'WRONG123');
      expect(current.body).toContain(`＊署名用パスワードが正しくありません。あと${remaining}回間違えるとロックされます。`);
      expect((await aoki.inquiry(started.body.signature_request_id)).body.state).toBe('pending');
    }
    const locked = await enterSigningPin(browser, current, 'WRONG123');
    expect(locked.body).toContain('<h1>署名用パスワードがロックされています</h1>');
    expect(locked.body).toContain(signatureFailureMessages.pin_locked);

    expect((await aoki.inquiry(started.body.signature_request_id)).body).toEqual({
      signature_request_id: started.body.signature_request_id,
      state: 'failed',
      reason: 'pin_locked',
      message: '署名用パスワードが5回続けて誤って入力されたため、ロックされています。お住まいの市区町村の窓口でロックを解除してから、もう一度お手続きください。',
    });
    // The card stays locked: the right PIN on a new request is refused too.
    const again = await signedRequest(aoki, PIN);
    expect(again.afterPin.body).toContain('<h1>署名用パスワードがロックされています</h1>');
    expect((await aoki.inquiry(again.id)).body.reason).toBe('pin_locked');
    expect((await aoki.submit(again.id)).status).toBe(400);
  });

  it('locks the nearly locked card at its next wrong entry', async () => {
    const ito = await resident(residents.nearlyLocked);
    await ito.writeCompleteDraft();
    const confirmed = await ito.inputConfirm();
    const started = await ito.applicationStart(confirmed.body.document_digest);
    const { browser, page } = await openSigningPage(started.body.signing_url);
    expect(page.body).toContain('（ロックまであと1回）');
    const locked = await enterSigningPin(browser, page, 'WRONG123');
    expect(locked.body).toContain('<h1>署名用パスワードがロックされています</h1>');
    expect((await ito.inquiry(started.body.signature_request_id)).body.reason).toBe('pin_locked');
  });

  it('answers certificate_expired for a resident whose signing certificate has expired', async () => {
    const takahashi = await resident(residents.expired);
    await takahashi.writeCompleteDraft();
    const { id, afterPin } = await signedRequest(takahashi);
    expect(afterPin.body).toContain('<h1>署名しました</h1>');
    expect((await takahashi.inquiry(id)).body).toEqual({
      signature_request_id: id,
      state: 'failed',
      reason: 'certificate_expired',
      message: '署名用電子証明書の有効期限が切れています。お住まいの市区町村の窓口で電子証明書を更新してから、もう一度お手続きください。',
    });
    expect((await takahashi.submit(id)).status).toBe(400);
  });

  it('answers cancelled when the resident presses 署名しない', async () => {
    const suzuki = await resident(residents.household);
    await suzuki.writeCompleteDraft();
    const confirmed = await suzuki.inputConfirm();
    const started = await suzuki.applicationStart(confirmed.body.document_digest);
    const { browser, page } = await openSigningPage(started.body.signing_url);
    const declined = await declineSigning(browser, page);
    expect(declined.body).toContain('<h1>署名を取りやめました</h1>');
    expect((await suzuki.inquiry(started.body.signature_request_id)).body).toMatchObject({ state: 'failed', reason: 'cancelled', message: signatureFailureMessages.cancelled });
    // The page cannot be signed any more.
    const reopened = await browser.request(started.body.signing_url);
    expect(reopened.body).toContain('<h1>署名を取りやめました</h1>');
  });

  it('expires a request that is not signed within ten minutes', async () => {
    const suzuki = await resident(residents.household);
    await suzuki.writeCompleteDraft();
    const confirmed = await suzuki.inputConfirm();
    const started = await suzuki.applicationStart(confirmed.body.document_digest);
    server().clock.advance(10 * 60 * 1000 + 1000);
    expect((await suzuki.inquiry(started.body.signature_request_id)).body).toMatchObject({ state: 'failed', reason: 'request_expired' });
    const { page } = await openSigningPage(started.body.signing_url);
    expect(page.body).toContain('<h1>署名の受付期限を過ぎました</h1>');
  });

  it('shows an unknown signing request as not found', async () => {
    const { page } = await openSigningPage(`${server().baseUrl}/dev-idp/sign/${randomUUID()}`);
    expect(page.response.status).toBe(404);
    expect(page.body).toContain('<h1>署名の要求が見つかりません</h1>');
    expect(page.response.headers.get('content-security-policy')).toContain("default-src 'none'");
  });
});
