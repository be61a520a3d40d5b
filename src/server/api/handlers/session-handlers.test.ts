// The resident's drafts over real HTTP on the real app: create, read, section writes with the
// shared rules of spec §5, the resume point, owner isolation, and drafts outliving the login.
import { randomBytes } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { components } from '#shared/api/schema';
import { createDocumentCipher } from '../../crypto/document-cipher';
import type { StoredDraft } from '../../drafts/session-data';
import { createDraftRepository } from '../../repositories/draft-repository';
import { validApplicant, validMoving, validProcedures } from '#shared/forms/testing/valid-values';
import { loginThroughDevIdp } from '../../testing/dev-idp-login';
import { signInResident, type SignedInResident } from '../../testing/signed-in-resident';
import { TestBrowser } from '../../testing/test-browser';
import { useTestServer } from '../../testing/test-server';

type SessionData = components['schemas']['SessionData'];
type UpdateAnswer = components['schemas']['UserSessionFormUpdateResponse'];
type ErrorBody = components['schemas']['ErrorBody'];

/** Test resident #0 of residents.json, as the dev IdP verifies them. */
const aoki = {
  name: { last: '青木', first: '陽斗' },
  name_kana: { last: 'アオキ', first: 'ハルト' },
  birth_date: '1990/06/15',
  gender: 'male',
  email: 'aoki.haruto@example.com',
} as const;

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const create = (r: SignedInResident) => r.browser.postApi<SessionData>('user_session_form_create', {}, r.csrf);
const read = (r: SignedInResident | TestBrowser, phase = 1) => ('browser' in r ? r.browser : r).getApi<SessionData & ErrorBody>(`user_session/${phase}`);
const update = (r: SignedInResident, body: object) => r.browser.postApi<UpdateAnswer & ErrorBody>('user_session_form_update', body, r.csrf);

describe('session data (drafts)', () => {
  // The key is known to the test, so it can open what the server stored.
  const documentKey = randomBytes(32);
  const server = useTestServer({ env: { DOCUMENT_ENCRYPTION_KEY: documentKey.toString('base64') } });
  // Every test starts without drafts: they belong to the residents, who are shared by the tests.
  beforeEach(async () => {
    await server().database.query('delete from drafts');
  });

  it('has no draft before one is created, and creates one prefilled from the verified identity', async () => {
    const resident = await signInResident(server().baseUrl, { residentIndex: 0 });
    expect(await read(resident)).toEqual({ status: 404, body: { status: { code: 'NOT_FOUND', message: '申請中のデータが見つかりません。' } } });

    const created = await create(resident);
    expect(created.status).toBe(200);
    const draft = created.body;
    expect(draft.uuid).toMatch(UUID_V4);
    expect(draft.phase).toBe(1);
    expect(draft.attributes).toEqual({
      applicant: { status: 1, active_form: { persons_name: aoki.name }, values: { ...aoki, phone: '' } },
      moving: { status: 1, moving_type: null, values: null },
      procedures: { status: 1, values: null },
      possibility: { status: 0, moving: [], possible_statuses: [] },
      municipality: { status: 0, applications: [] },
      businesses: { status: 0, applications: [] },
    });
    expect(Date.parse(draft.updated_at)).not.toBeNaN();

    expect(await read(resident)).toEqual({ status: 200, body: draft });
    // Idempotent: a second create answers the same draft and changes nothing.
    expect(await create(resident)).toEqual({ status: 200, body: draft });
    expect((await read(resident)).body).toEqual(draft);
  });

  it('saves a valid section as complete (2) and reads it back', async () => {
    const resident = await signInResident(server().baseUrl, { residentIndex: 0 });
    await create(resident);
    const values = { ...validApplicant, name: aoki.name };
    const answer = await update(resident, { phase: 1, mode: 1, values });
    expect(answer.status).toBe(200);
    expect(answer.body.field_errors).toEqual([]);
    expect(answer.body.session.attributes.applicant).toEqual({ status: 2, active_form: { persons_name: aoki.name }, values });
    expect(await read(resident)).toEqual({ status: 200, body: answer.body.session });
  });

  it('keeps values that break a rule, with status 3 and the spec’s message on the field', async () => {
    const resident = await signInResident(server().baseUrl, { residentIndex: 0 });
    await create(resident);
    const values = { ...validApplicant, phone: '090-1234-56789' };
    const answer = await update(resident, { phase: 1, mode: 1, values });
    expect(answer.status).toBe(200);
    expect(answer.body.field_errors).toEqual([{ field: 'phone', message: '電話番号を正しく入力してください。' }]);
    expect(answer.body.session.attributes.applicant.status).toBe(3);
    expect((await read(resident)).body.attributes.applicant.values).toEqual(values);

    const fixed = await update(resident, { phase: 1, mode: 1, values: validApplicant });
    expect(fixed.body.field_errors).toEqual([]);
    expect(fixed.body.session.attributes.applicant.status).toBe(2);
  });

  it('reports a 7-digit zip code with no towns as 不正な郵便番号です。', async () => {
    const resident = await signInResident(server().baseUrl, { residentIndex: 0 });
    await create(resident);
    const values = { ...validMoving, from: { ...validMoving.from, zipcode: '0000000' } };
    const answer = await update(resident, { phase: 1, mode: 2, values });
    expect(answer.status).toBe(200);
    expect(answer.body.field_errors).toEqual([{ field: 'from.zipcode', message: '不正な郵便番号です。' }]);
    expect(answer.body.session.attributes.moving).toEqual({ status: 3, moving_type: 'other_municipality', values });
  });

  it('saves the moving and procedures sections, and computes possibility and step 2 from them', async () => {
    // 2026/11/22 in Japan: validMoving's move on 2026/12/01 is inside the 転出届 window.
    server().clock.advance(Date.parse('2026-11-22T03:00:00Z') - server().clock.now().getTime());
    const resident = await signInResident(server().baseUrl, { residentIndex: 0 });
    await create(resident);
    const moving = await update(resident, { phase: 1, mode: 2, values: validMoving });
    expect(moving.body.field_errors).toEqual([]);
    expect(moving.body.session.attributes.moving).toEqual({ status: 2, moving_type: 'other_municipality', values: validMoving });
    expect(moving.body.session.attributes.possibility).toEqual({ status: 0, moving: [], possible_statuses: [] });

    const empty = await update(resident, { phase: 1, mode: 3, values: { procedures: [], business_ids: [] } });
    expect(empty.body.field_errors).toEqual([{ field: 'procedures', message: '選択してください。' }]);
    expect(empty.body.session.attributes.procedures.status).toBe(3);
    expect(empty.body.session.attributes.possibility.status).toBe(0);

    const procedures = await update(resident, { phase: 1, mode: 3, values: validProcedures });
    expect(procedures.body.field_errors).toEqual([]);
    const { attributes } = procedures.body.session;
    expect(attributes.procedures).toEqual({ status: 2, values: validProcedures });
    expect(attributes.possibility.status).toBe(2);
    expect(attributes.possibility.possible_statuses.map((entry) => [entry.code, entry.status])).toEqual([
      ['move_out', 1],
      ['move_in', 1],
      ['businesses', 1],
    ]);
    expect(attributes.municipality.applications.map((entry) => [entry.procedure, entry.municipality_name])).toEqual([
      ['move_out', '千代田区'],
      ['move_in', '横浜市中区'],
    ]);
    expect(attributes.businesses.applications.map((entry) => entry.business_id)).toEqual(['hikari-denryoku']);
    expect(await read(resident)).toEqual({ status: 200, body: procedures.body.session });
  });

  it('answers 404 for a municipality application or business the draft does not have', async () => {
    const resident = await signInResident(server().baseUrl, { residentIndex: 0 });
    const before = (await create(resident)).body;
    const notFound = { status: 404, body: { status: { code: 'NOT_FOUND', message: '申請先が見つかりません。' } } };
    const municipality = { visit_date: null, contact_phone: '090-1234-5678', notes: '' };
    expect(await update(resident, { phase: 1, mode: 4, application_id: '78865d13-1edb-44af-bdf3-0063316bdc08', values: municipality })).toEqual(notFound);
    const lifeline = { customer_number: null, stop_date: null, start_date: null, attendance_date: null, attendance_time_slot: null, payment: null, contact_phone: '' };
    expect(await update(resident, { phase: 1, mode: 5, business_id: 'sakura-gas', values: lifeline })).toEqual(notFound);
    expect((await read(resident)).body.updated_at).toBe(before.updated_at);
  });

  it('answers 404 for a flow without a draft, and 400 for values of the wrong structure', async () => {
    const resident = await signInResident(server().baseUrl, { residentIndex: 0 });
    await create(resident);
    expect((await update(resident, { phase: 2, mode: 1, values: validApplicant })).status).toBe(404);
    expect((await read(resident, 3)).status).toBe(404);
    const badGender = await update(resident, { phase: 1, mode: 1, values: { ...validApplicant, gender: 'unknown' } });
    expect(badGender.status).toBe(400);
    expect(badGender.body.status.code).toBe('BAD_REQUEST');
  });

  it('records where to resume, for a flow that has a draft and a route of the SPA', async () => {
    const resident = await signInResident(server().baseUrl, { residentIndex: 0 });
    const save = (body: object) => resident.browser.postApi<{ uuid: string; saved_at: string } & ErrorBody>('user_session_tmp_save', body, resident.csrf);
    expect((await save({ phase: 1, return_to: '/step/promptauth' })).status).toBe(404);
    const draft = (await create(resident)).body;
    const saved = await save({ phase: 1, return_to: '/step/promptauth' });
    expect(saved.status).toBe(200);
    expect(saved.body.uuid).toBe(draft.uuid);
    expect(Date.parse(saved.body.saved_at)).not.toBeNaN();
    const { rows } = await server().database.query('select user_id from drafts');
    const stored = await createDraftRepository(server().database.db, { cipher: createDocumentCipher(documentKey) }).loadDraft<StoredDraft>(String(rows[0]?.user_id), 1);
    expect(stored).toEqual({ session: draft, resume: { return_to: '/step/promptauth', saved_at: saved.body.saved_at } });
    const unknown = await save({ phase: 1, return_to: '/nowhere' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.status.code).toBe('BAD_REQUEST');
    expect((await save({ phase: 2, return_to: '/after/step/confirm' })).status).toBe(404);
  });

  it("keeps each resident's draft to themselves", async () => {
    const owner = await signInResident(server().baseUrl, { residentIndex: 0 });
    const draft = (await create(owner)).body;
    await update(owner, { phase: 1, mode: 1, values: validApplicant });
    const ownerView = (await read(owner)).body;

    const other = await signInResident(server().baseUrl, { residentIndex: 1 });
    expect((await read(other)).status).toBe(404);
    expect((await update(other, { phase: 1, mode: 1, values: { ...validApplicant, phone: '03-0000-0000' } })).status).toBe(404);
    const otherDraft = (await create(other)).body;
    expect(otherDraft.uuid).not.toBe(draft.uuid);
    expect(otherDraft.attributes.applicant.values?.name).toEqual({ last: '鈴木', first: '大輔' });
    expect((await read(owner)).body).toEqual(ownerView);
  });

  it('refuses every draft operation without a login', async () => {
    const anonymous = new TestBrowser(server().baseUrl);
    const csrf = await anonymous.csrfToken();
    const authRequired = { code: 'AUTH_REQUIRED', message: 'ログインが必要です。' };
    expect(await anonymous.getApi('user_session/1')).toEqual({ status: 401, body: { status: authRequired } });
    for (const [path, body] of [
      ['user_session_form_create', {}],
      ['user_session_form_update', { phase: 1, mode: 1, values: validApplicant }],
      ['user_session_tmp_save', { phase: 1, return_to: '/step' }],
    ] as const) {
      expect(await anonymous.postApi(path, body, csrf), path).toEqual({ status: 401, body: { status: authRequired } });
    }
  });

  it('keeps the draft across logout and the next login: it belongs to the resident', async () => {
    const resident = await signInResident(server().baseUrl, { residentIndex: 0 });
    await create(resident);
    const saved = (await update(resident, { phase: 1, mode: 2, values: validMoving })).body.session;
    expect((await resident.browser.postApi('logout', {}, resident.csrf)).status).toBe(200);
    expect((await read(resident)).status).toBe(401);

    await loginThroughDevIdp(resident.browser, { residentIndex: 0 });
    expect(await read(resident)).toEqual({ status: 200, body: saved });
  });

  it('lets two section writes at once both land', async () => {
    const resident = await signInResident(server().baseUrl, { residentIndex: 0 });
    await create(resident);
    await Promise.all([update(resident, { phase: 1, mode: 1, values: validApplicant }), update(resident, { phase: 1, mode: 3, values: validProcedures })]);
    const { attributes } = (await read(resident)).body;
    expect([attributes.applicant.status, attributes.procedures.status]).toEqual([2, 2]);
  });

  it('stores the draft without any of its plaintext', async () => {
    const resident = await signInResident(server().baseUrl, { residentIndex: 0 });
    await create(resident);
    await update(resident, { phase: 1, mode: 1, values: { ...validApplicant, name: aoki.name, phone: '090-8765-4321', email: aoki.email } });
    const secrets = ['青木', '陽斗', 'アオキ', 'ハルト', '1990/06/15', '090-8765-4321', aoki.email];
    const { rows } = await server().database.query('select document, t::text as row_text from drafts t');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const stored = Buffer.from(row.document as Uint8Array);
      for (const secret of secrets) {
        expect(stored.includes(Buffer.from(secret, 'utf8'))).toBe(false);
        expect(String(row.row_text)).not.toContain(secret);
      }
    }
  });
});
