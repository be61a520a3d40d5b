// The whole server journey of issue 5 over HTTP, every step through the real endpoints: log in
// at /dev-idp, fill steps 1 and 2 for a 転出 with a household of 3 and two lifeline businesses,
// confirm, sign at the dev IdP's signing page, poll, submit, find it on マイページ, close the draft.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { components } from '#shared/api/schema';
import { sortedMunicipalityApplications } from '#shared/domain/completion';
import type { MovingValues } from '#shared/forms/definitions/moving-form';
import { householdMember, validApplicant, validLifeline, validMunicipality } from '#shared/forms/testing/valid-values';
import { useTestServer } from '../testing/test-server';
import { isValidReceptionNumber } from './reception-number';
import { enterSigningPin, fixClock, knownKeys, openSigningPage, submittingResident } from './testing/submission-client';

type UpdateAnswer = components['schemas']['UserSessionFormUpdateResponse'];

/** 鈴木 大輔 (test resident #1) moves with his wife and son from 大阪市北区 to 千代田区 on 2026/12/01. */
const moving: MovingValues = {
  moving_type: 'other_municipality',
  move_date: '2026/12/01',
  from: { zipcode: '5300001', jis_code: '271276', pref: '大阪府', city: '大阪市北区', town: '梅田', line: '1-2-3' },
  to: { zipcode: '1010051', jis_code: '131016', pref: '東京都', city: '千代田区', town: '神田神保町', line: '2-3-4 うつるハイツ201' },
  household: {
    head_name: { last: '鈴木', first: '大輔' },
    applicant_relationship: '本人',
    members: [
      { ...householdMember('美香', 'ミカ', '妻'), name: { last: '鈴木', first: '美香' }, name_kana: { last: 'スズキ', first: 'ミカ' } },
      { ...householdMember('蓮', 'レン', '子'), name: { last: '鈴木', first: '蓮' }, name_kana: { last: 'スズキ', first: 'レン' }, gender: 'male' },
    ],
  },
};

describe('the normal application from login to マイページ, all over HTTP', () => {
  const keys = knownKeys();
  const server = useTestServer({ env: keys.env });
  beforeAll(() => fixClock(server()));

  it('fills, confirms, signs, submits and lists one application', async () => {
    const suzuki = await submittingResident(server(), keys, 1);
    const update = async (body: object) => {
      const reply = await suzuki.browser.postApi<UpdateAnswer>('user_session_form_update', { phase: 1, ...body }, suzuki.csrf);
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      expect(reply.body.field_errors).toEqual([]);
      return reply.body.session;
    };
    expect((await suzuki.browser.postApi('user_session_form_create', {}, suzuki.csrf)).status).toBe(200);
    await update({ mode: 1, values: { ...validApplicant, name: { last: '鈴木', first: '大輔' }, name_kana: { last: 'スズキ', first: 'ダイスケ' }, birth_date: '1982/11/03' } });
    await update({ mode: 2, values: moving });
    const stepOne = await update({ mode: 3, values: { procedures: ['move_out', 'move_in', 'businesses'], business_ids: ['sakura-gas', 'hikari-denryoku'] } });
    const [moveOut, moveIn] = sortedMunicipalityApplications(stepOne.attributes);
    await update({ mode: 4, application_id: moveOut?.id, values: validMunicipality.move_out });
    await update({ mode: 4, application_id: moveIn?.id, values: validMunicipality.move_in });
    await update({ mode: 5, business_id: 'hikari-denryoku', values: validLifeline.electricity });
    await update({ mode: 5, business_id: 'sakura-gas', values: validLifeline.gas });

    const confirmed = await suzuki.inputConfirm();
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const started = await suzuki.applicationStart(confirmed.body.document_digest);
    expect(started.status).toBe(200);
    const { browser, page } = await openSigningPage(started.body.signing_url);
    expect(page.body).toContain('鈴木 大輔');
    expect((await enterSigningPin(browser, page, 'ABCD1234')).body).toContain('<h1>署名しました</h1>');
    expect((await suzuki.inquiry(started.body.signature_request_id)).body.state).toBe('signed');

    const submitted = await suzuki.submit(started.body.signature_request_id, randomUUID());
    expect(submitted.status).toBe(200);
    expect(isValidReceptionNumber(submitted.body.reception_number)).toBe(true);

    const listed = await suzuki.applications();
    expect(listed.body.applications).toHaveLength(1);
    expect(listed.body.applications[0]).toMatchObject({ reception_number: submitted.body.reception_number, move_date: '2026/12/01' });
    expect(listed.body.applications[0]?.recipients.map((r) => [r.kind, r.procedure, r.status])).toEqual([
      ['municipality', 'move_out', 'pending'],
      ['municipality', 'move_in', 'pending'],
      ['business', 'businesses', 'pending'],
      ['business', 'businesses', 'pending'],
    ]);

    expect((await suzuki.receptionIdSave(submitted.body.reception_number)).status).toBe(200);
    expect((await suzuki.browser.getApi('user_session/1')).status).toBe(404);
    // A new application starts from a fresh draft.
    const fresh = await suzuki.browser.postApi<components['schemas']['SessionData']>('user_session_form_create', {}, suzuki.csrf);
    expect(fresh.body.attributes.moving.values).toBeNull();
  });
});
