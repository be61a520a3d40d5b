// Section writes on a draft, without HTTP: the paths a freshly created normal draft cannot reach
// yet (municipality applications and lifeline businesses exist once issue 5 computes them),
// and the statuses that refuse a write.
import { describe, expect, it } from 'vitest';
import { inputStatus } from '../../shared/forms/input-status';
import { validApplicant, validLifeline, validMunicipality } from '../../shared/forms/testing/valid-values';
import { TABLE_TODAY } from '../../shared/validation/testing/rule-cases';
import type { ResidentClaims } from '../auth/resident-claims';
import { listStatus, updateSection } from './section-update';
import { newNormalDraft, type SessionData } from './session-data';

const profile: ResidentClaims = {
  name: { last: '山田', first: '太郎' },
  nameKana: { last: 'ヤマダ', first: 'タロウ' },
  birthDate: '1990/04/01',
  gender: 'male',
  address: { zipcode: '1000001', jisCode: '131016', pref: '東京都', city: '千代田区', town: '千代田', line: '1-1' },
  email: null,
};
const context = { today: TABLE_TODAY };
const now = new Date('2026-11-22T03:00:00Z');
const moveInId = '78865d13-1edb-44af-bdf3-0063316bdc08';

/** A normal draft as it will look once issue 5 has computed its step-2 sections. */
function draftWithStep2(): SessionData {
  const { session } = newNormalDraft({ uuid: '663278ed-6b54-4830-b6d5-2ddd6a1db9dc', now: new Date('2026-11-21T00:00:00Z'), profile });
  return {
    ...session,
    attributes: {
      ...session.attributes,
      municipality: {
        status: inputStatus.notEdited,
        applications: [
          { id: '01afc147-df10-4365-9e99-12bf8dd75918', procedure: 'move_out', jis_code: '131016', municipality_name: '千代田区', status: 2, sort: 1, values: validMunicipality.move_out },
          { id: moveInId, procedure: 'move_in', jis_code: '141046', municipality_name: '横浜市中区', status: 1, sort: 2, values: null },
        ],
      },
      businesses: {
        status: inputStatus.notEdited,
        applications: [{ business_id: 'sakura-gas', name: 'さくらガス', category: 'gas', status: 1, sort: 1, values: null }],
      },
    },
  };
}

describe('updateSection', () => {
  it('fills one municipality application with its procedure’s form, and the section follows its applications', async () => {
    const outcome = await updateSection(draftWithStep2(), { phase: 1, mode: 4, application_id: moveInId, values: validMunicipality.move_in }, context, now);
    if (outcome.kind !== 'updated') throw new Error(outcome.kind);
    expect(outcome.fieldErrors).toEqual([]);
    const municipality = outcome.session.attributes.municipality;
    expect(municipality.applications[1]).toMatchObject({ id: moveInId, status: 2, values: validMunicipality.move_in });
    expect(municipality.status).toBe(inputStatus.complete);
    expect(outcome.session.updated_at).toBe(now.toISOString());
  });

  it('checks a 転入予定連絡 without its visit date as required, and marks the section as an error', async () => {
    const values = { ...validMunicipality.move_in, visit_date: null };
    const outcome = await updateSection(draftWithStep2(), { phase: 1, mode: 4, application_id: moveInId, values }, context, now);
    if (outcome.kind !== 'updated') throw new Error(outcome.kind);
    expect(outcome.fieldErrors).toEqual([{ field: 'visit_date', message: '入力してください。' }]);
    expect(outcome.session.attributes.municipality.status).toBe(inputStatus.error);
    expect(outcome.session.attributes.municipality.applications[1]?.values).toEqual(values);
  });

  it('checks a lifeline business with the form of its category (spec §5 branch and account numbers)', async () => {
    const payment = { ...validLifeline.gas.payment!, branch_number: '12', account_number: '１２３４５６７' };
    const outcome = await updateSection(draftWithStep2(), { phase: 1, mode: 5, business_id: 'sakura-gas', values: { ...validLifeline.gas, payment } }, context, now);
    if (outcome.kind !== 'updated') throw new Error(outcome.kind);
    expect(outcome.fieldErrors).toEqual([
      { field: 'payment.branch_number', message: '店番号は3桁の数値で入力してください。' },
      { field: 'payment.account_number', message: '口座番号は7桁の数値で入力してください。' },
    ]);
    expect(outcome.session.attributes.businesses.status).toBe(inputStatus.error);

    const fixed = await updateSection(draftWithStep2(), { phase: 1, mode: 5, business_id: 'sakura-gas', values: validLifeline.gas }, context, now);
    if (fixed.kind !== 'updated') throw new Error(fixed.kind);
    expect(fixed.session.attributes.businesses.status).toBe(inputStatus.complete);
  });

  it('names no target that the draft does not have', async () => {
    const draft = newNormalDraft({ uuid: '663278ed-6b54-4830-b6d5-2ddd6a1db9dc', now, profile }).session;
    expect(await updateSection(draft, { phase: 1, mode: 4, application_id: moveInId, values: validMunicipality.move_in }, context, now)).toEqual({ kind: 'no-such-target' });
    expect(await updateSection(draft, { phase: 1, mode: 5, business_id: 'sakura-gas', values: validLifeline.gas }, context, now)).toEqual({ kind: 'no-such-target' });
  });

  it('refuses a section whose status is None or CannotEdit', async () => {
    const draft = newNormalDraft({ uuid: '663278ed-6b54-4830-b6d5-2ddd6a1db9dc', now, profile }).session;
    for (const status of [inputStatus.none, inputStatus.cannotEdit]) {
      const locked = { ...draft, attributes: { ...draft.attributes, applicant: { ...draft.attributes.applicant, status } } };
      expect(await updateSection(locked, { phase: 1, mode: 1, values: validApplicant }, context, now)).toEqual({ kind: 'not-editable' });
    }
  });
});

describe('listStatus', () => {
  it.each([
    [[2, 3, 1], 3],
    [[2, 1], 1],
    [[2, 2, 9], 2],
    [[9, 0], 1],
    [[], 1],
  ] as const)('%j → %i', (statuses, expected) => {
    expect(listStatus(statuses, inputStatus.notEdited)).toBe(expected);
  });
});
