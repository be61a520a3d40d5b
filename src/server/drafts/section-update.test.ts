// Section writes on a draft, without HTTP: modes 4 and 5 on a hand-built step 2 (with the
// 来庁予定日 rule against the move date), and the statuses that refuse a write.
import { beforeAll, describe, expect, it } from 'vitest';
import { inputStatus } from '#shared/forms/input-status';
import { domainMessages } from '#shared/domain/domain-messages';
import { validApplicant, validLifeline, validMoving, validMunicipality } from '#shared/forms/testing/valid-values';
import { TABLE_TODAY } from '#shared/validation/testing/rule-cases';
import { domainData } from '../domain/domain-data';
import { listStatus, type SectionWriteContext } from './section-checks';
import { updateSection } from './section-update';
import type { SessionData } from './session-data';
import { freshDraft } from './testing/fresh-draft';
import { shippedProcedures } from '#shared/procedures';

let context: SectionWriteContext;
beforeAll(async () => {
  context = { today: TABLE_TODAY, domain: await domainData(), procedures: shippedProcedures };
});
const now = new Date('2026-11-22T03:00:00Z');
const moveInId = '78865d13-1edb-44af-bdf3-0063316bdc08';

/** A normal draft as it will look once issue 5 has computed its step-2 sections. */
function draftWithStep2(): SessionData {
  const session = freshDraft(new Date('2026-11-21T00:00:00Z'));
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
        applications: [{ business_id: 'sakura-gas', name: 'さくらガス', category: 'gas', serves: 'both', status: 1, sort: 1, values: null }],
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

  it('checks the 来庁予定日 against the move date and office days (brief §5)', async () => {
    const draft = draftWithStep2();
    const withMove = { ...draft, attributes: { ...draft.attributes, moving: { status: inputStatus.complete, moving_type: validMoving.moving_type, values: validMoving } } };
    const write = (visitDate: string) => updateSection(withMove, { phase: 1, mode: 4, application_id: moveInId, values: { ...validMunicipality.move_in, visit_date: visitDate } }, context, now);
    const saturday = await write('2026/12/05');
    if (saturday.kind !== 'updated') throw new Error(saturday.kind);
    expect(saturday.fieldErrors).toEqual([{ field: 'visit_date', message: domainMessages.officeClosed.weekend('土曜日') }]);
    expect(saturday.session.attributes.municipality.applications[1]).toMatchObject({ status: inputStatus.error, values: { visit_date: '2026/12/05' } });
    expect(saturday.session.attributes.municipality.status).toBe(inputStatus.error);

    const beforeMove = await write('2026/11/30');
    if (beforeMove.kind !== 'updated') throw new Error(beforeMove.kind);
    expect(beforeMove.fieldErrors).toEqual([{ field: 'visit_date', message: domainMessages.visitDate }]);

    const thursday = await write('2026/12/03');
    if (thursday.kind !== 'updated') throw new Error(thursday.kind);
    expect(thursday.fieldErrors).toEqual([]);
    expect(thursday.session.attributes.municipality.status).toBe(inputStatus.complete);
  });

  it('refuses an entry of a step-2 section that is None (step 1 is not complete)', async () => {
    const draft = draftWithStep2();
    const hidden = { ...draft, attributes: { ...draft.attributes, municipality: { ...draft.attributes.municipality, status: inputStatus.none } } };
    expect(await updateSection(hidden, { phase: 1, mode: 4, application_id: moveInId, values: validMunicipality.move_in }, context, now)).toEqual({ kind: 'not-editable' });
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
    const draft = freshDraft(now);
    expect(await updateSection(draft, { phase: 1, mode: 4, application_id: moveInId, values: validMunicipality.move_in }, context, now)).toEqual({ kind: 'no-such-target' });
    expect(await updateSection(draft, { phase: 1, mode: 5, business_id: 'sakura-gas', values: validLifeline.gas }, context, now)).toEqual({ kind: 'no-such-target' });
  });

  it('refuses a section whose status is None or CannotEdit', async () => {
    const draft = freshDraft(now);
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
