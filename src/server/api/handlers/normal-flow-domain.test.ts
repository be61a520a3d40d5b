// Brief §5's domain rules through the real endpoints, with the server's clock fixed: a resident
// signs in, fills step 1, finds possibility and step 2 computed, fills step 2 (the 来庁予定日
// rule included) and reaches step 2 complete; a move date outside the 転出届 window; and the
// household limit of 9.
import { describe, expect, it } from 'vitest';
import type { components } from '#shared/api/schema';
import { notPossibleMunicipality, readyToConfirm, sortedMunicipalityApplications, step1Complete, step2Complete } from '#shared/domain/completion';
import { possibilityReasons } from '#shared/domain/domain-messages';
import type { MovingValues } from '#shared/forms/definitions/moving-form';
import { householdMember, validApplicant, validLifeline, validMunicipality } from '#shared/forms/testing/valid-values';
import { signInResident, type SignedInResident } from '../../testing/signed-in-resident';
import { useTestServer } from '../../testing/test-server';

type SessionData = components['schemas']['SessionData'];
type UpdateAnswer = components['schemas']['UserSessionFormUpdateResponse'] & components['schemas']['ErrorBody'];

const kitaOsaka = { zipcode: '5300001', jis_code: '271276', pref: '大阪府', city: '大阪市北区', town: '梅田', line: '1-2-3' };
const chiyoda = { zipcode: '1010051', jis_code: '131016', pref: '東京都', city: '千代田区', town: '神田神保町', line: '2-3-4 うつるハイツ201' };

/** 鈴木 大輔 (dev resident #1) moves with his wife and son from 大阪市北区 to 千代田区 on 2026/12/01, a Tuesday. */
const moving: MovingValues = {
  moving_type: 'other_municipality',
  move_date: '2026/12/01',
  from: kitaOsaka,
  to: chiyoda,
  household: {
    head_name: { last: '鈴木', first: '大輔' },
    applicant_relationship: '本人',
    members: [
      { ...householdMember('美香', 'ミカ', '妻'), name: { last: '鈴木', first: '美香' }, name_kana: { last: 'スズキ', first: 'ミカ' }, birth_date: '1984/02/20' },
      { ...householdMember('蓮', 'レン', '子'), name: { last: '鈴木', first: '蓮' }, name_kana: { last: 'スズキ', first: 'レン' }, gender: 'male' },
    ],
  },
};
const applicant = { ...validApplicant, name: { last: '鈴木', first: '大輔' }, name_kana: { last: 'スズキ', first: 'ダイスケ' }, birth_date: '1982/11/03' };

describe('the normal flow’s domain rules over HTTP', () => {
  const server = useTestServer();
  /** Noon in Japan on `day` (YYYY-MM-DD), before signing in so the login session is made at that time. */
  const setToday = (day: string) => server().clock.advance(Date.parse(`${day}T03:00:00Z`) - server().clock.now().getTime());

  const create = (r: SignedInResident) => r.browser.postApi<SessionData>('user_session_form_create', {}, r.csrf);
  const update = async (r: SignedInResident, body: object) => {
    const reply = await r.browser.postApi<UpdateAnswer>('user_session_form_update', { phase: 1, ...body }, r.csrf);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body;
  };

  it('computes possibility and step 2 from step 1, and reaches step 2 complete', async () => {
    setToday('2026-11-20');
    const resident = await signInResident(server().baseUrl, { residentIndex: 1 });
    await server().database.query('delete from drafts');
    expect((await create(resident)).status).toBe(200);

    expect((await update(resident, { mode: 1, values: applicant })).field_errors).toEqual([]);
    expect((await update(resident, { mode: 2, values: moving })).field_errors).toEqual([]);
    const stepOne = await update(resident, { mode: 3, values: { procedures: ['move_out', 'move_in', 'businesses'], business_ids: ['sakura-gas', 'hikari-denryoku'] } });
    expect(stepOne.field_errors).toEqual([]);

    const attributes = stepOne.session.attributes;
    expect(attributes.possibility).toEqual({
      status: 2,
      moving: [
        { moving_type: 'from', address: { jis_code: '271276', pref: '大阪府', city: '大阪市北区' }, participating: true },
        { moving_type: 'to', address: { jis_code: '131016', pref: '東京都', city: '千代田区' }, participating: true },
      ],
      possible_statuses: [
        { code: 'move_out', status: 1, jis_code: '271276', reason: null },
        { code: 'move_in', status: 1, jis_code: '131016', reason: null },
        { code: 'businesses', status: 1, jis_code: null, reason: null },
      ],
    });
    expect(sortedMunicipalityApplications(attributes).map((a) => [a.procedure, a.municipality_name, a.sort, a.status])).toEqual([
      ['move_out', '大阪市北区', 1, 1],
      ['move_in', '千代田区', 2, 1],
    ]);
    expect(attributes.businesses.applications.map((b) => [b.business_id, b.category, b.sort, b.status])).toEqual([
      ['hikari-denryoku', 'electricity', 1, 1],
      ['sakura-gas', 'gas', 5, 1],
    ]);
    expect([step1Complete(attributes), step2Complete(attributes), notPossibleMunicipality(attributes)]).toEqual([true, false, false]);

    const [moveOut, moveIn] = sortedMunicipalityApplications(attributes);
    await update(resident, { mode: 4, application_id: moveOut!.id, values: validMunicipality.move_out });
    const saturday = await update(resident, { mode: 4, application_id: moveIn!.id, values: { ...validMunicipality.move_in, visit_date: '2026/12/05' } });
    expect(saturday.field_errors).toEqual([{ field: 'visit_date', message: '土曜日は窓口が閉庁しています。窓口が開いている日を入力してください。' }]);
    expect(saturday.session.attributes.municipality.status).toBe(3);
    const thursday = await update(resident, { mode: 4, application_id: moveIn!.id, values: { ...validMunicipality.move_in, visit_date: '2026/12/03' } });
    expect(thursday.field_errors).toEqual([]);
    expect(thursday.session.attributes.municipality.status).toBe(2);

    await update(resident, { mode: 5, business_id: 'hikari-denryoku', values: validLifeline.electricity });
    const done = await update(resident, { mode: 5, business_id: 'sakura-gas', values: validLifeline.gas });
    expect(done.field_errors).toEqual([]);
    expect(done.session.attributes.businesses.status).toBe(2);
    expect([step1Complete(done.session.attributes), step2Complete(done.session.attributes), readyToConfirm(done.session.attributes)]).toEqual([true, true, true]);
    expect((await resident.browser.getApi<SessionData>('user_session/1')).body).toEqual(done.session);
  });

  it('shows 転出届 as not possible, with the reason, for a move date outside the window', async () => {
    setToday('2026-11-20');
    const resident = await signInResident(server().baseUrl, { residentIndex: 1 });
    await server().database.query('delete from drafts');
    await create(resident);
    await update(resident, { mode: 2, values: { ...moving, move_date: '2027/01/05' } });
    const { session } = await update(resident, { mode: 3, values: { procedures: ['move_out', 'move_in'], business_ids: [] } });
    expect(session.attributes.possibility.possible_statuses).toEqual([
      { code: 'move_out', status: 2, jis_code: '271276', reason: possibilityReasons.moveOutTooEarly('2026/12/06') },
      { code: 'move_in', status: 1, jis_code: '131016', reason: null },
    ]);
    expect(notPossibleMunicipality(session.attributes)).toBe(true);
    expect(session.attributes.municipality.applications.map((a) => a.procedure)).toEqual(['move_in']);
    expect(session.attributes.businesses).toEqual({ status: 0, applications: [] });
  });

  it('judges possibility again when the draft is read on a later day', async () => {
    setToday('2026-11-20');
    const early = await signInResident(server().baseUrl, { residentIndex: 1 });
    await server().database.query('delete from drafts');
    await create(early);
    await update(early, { mode: 2, values: { ...moving, move_date: '2027/01/05' } });
    await update(early, { mode: 3, values: { procedures: ['move_out', 'move_in'], business_ids: [] } });

    // The window opens on 2026/12/06: reading the draft then makes 転出届 possible, and stores it.
    setToday('2026-12-07');
    const later = await signInResident(server().baseUrl, { residentIndex: 1 });
    const read = async () => (await later.browser.getApi<SessionData>('user_session/1')).body;
    const session = await read();
    expect(session.attributes.possibility.possible_statuses.map((p) => [p.code, p.status, p.reason])).toEqual([
      ['move_out', 1, null],
      ['move_in', 1, null],
    ]);
    expect(sortedMunicipalityApplications(session.attributes).map((a) => a.procedure)).toEqual(['move_out', 'move_in']);
    expect(await read()).toEqual(session);
  });

  it('takes a household of up to 9 members and refuses 10', async () => {
    setToday('2026-11-20');
    const resident = await signInResident(server().baseUrl, { residentIndex: 1 });
    await server().database.query('delete from drafts');
    await create(resident);
    const members = (count: number) => Array.from({ length: count }, () => householdMember('花子', 'ハナコ', '子'));
    const nine = await update(resident, { mode: 2, values: { ...moving, household: { ...moving.household, members: members(9) } } });
    expect(nine.field_errors).toEqual([]);
    expect(nine.session.attributes.moving.status).toBe(2);

    const ten = await resident.browser.postApi<UpdateAnswer>(
      'user_session_form_update',
      { phase: 1, mode: 2, values: { ...moving, household: { ...moving.household, members: members(10) } } },
      resident.csrf,
    );
    expect(ten.status).toBe(400);
    expect(ten.body.status.code).toBe('BAD_REQUEST');
    expect((await resident.browser.getApi<SessionData>('user_session/1')).body.attributes.moving.values?.household.members).toHaveLength(9);
  });
});
