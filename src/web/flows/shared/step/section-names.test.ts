// Issue 11, one name per thing: the tab title (route table), the page heading (form definition,
// or the entry's name on a step-2 page), the overview's block and the confirm page's section call
// each section by the one name of #shared/forms/section-names; and the overview's button and the
// confirm page's link are the same word.
import { describe, expect, it } from 'vitest';
import type { components } from '#shared/api/schema';
import { applicantForm } from '#shared/forms/definitions/applicant-form';
import { movingForm } from '#shared/forms/definitions/moving-form';
import { municipalityForms } from '#shared/forms/definitions/municipality-forms';
import { proceduresForm } from '#shared/forms/definitions/procedures-form';
import { inputStatusDisplay } from '#shared/forms/input-status';
import { stepOneSectionNames } from '#shared/forms/section-names';
import { businessEntryName, municipalityEntryName, procedureNames } from '#shared/procedure-names';
import { validApplicant, validLifeline, validMoving, validMunicipality, validProcedures } from '#shared/forms/testing/valid-values';
import { routes, type RouteName } from '#shared/routes';
import { blockTitleOf, stepOneBlocks, stepTwoBlocks } from './overview-blocks';
import { summarySections } from './summary-sections';

type Attributes = components['schemas']['SessionAttributes'];

const titleOf = (name: RouteName) => routes.find((route) => route.name === name)?.title;

const attributes: Attributes = {
  applicant: { status: 2, active_form: { persons_name: validApplicant.name }, values: validApplicant },
  moving: { status: 2, moving_type: validMoving.moving_type, values: validMoving },
  procedures: { status: 2, values: { ...validProcedures, business_ids: ['dev-electricity'] } },
  possibility: { status: 0, moving: [], possible_statuses: [] },
  municipality: {
    status: 2,
    applications: (['move_out', 'move_in'] as const).map((procedure, index) => ({
      id: `00000000-0000-4000-8000-00000000000${index}`,
      procedure,
      jis_code: '141046',
      municipality_name: '横浜市中区',
      status: 2,
      sort: index,
      values: validMunicipality[procedure],
    })),
  },
  businesses: {
    status: 2,
    applications: [{ business_id: 'dev-electricity', name: 'ひかり電力', category: 'electricity', serves: 'both', status: 3, sort: 0, values: validLifeline.electricity }],
  },
};

describe('one name per section', () => {
  it('step 1: the tab title and the page heading are the section’s name', () => {
    expect([titleOf('personalinfo'), applicantForm.title]).toEqual([stepOneSectionNames.applicant, stepOneSectionNames.applicant]);
    expect([titleOf('address'), movingForm.title]).toEqual([stepOneSectionNames.moving, stepOneSectionNames.moving]);
    expect([titleOf('procedureselection'), proceduresForm.title]).toEqual([stepOneSectionNames.procedures, stepOneSectionNames.procedures]);
  });

  it('step 2: each procedure’s route and form say its name', () => {
    for (const [procedure, route] of [['move_out', 'movingout'], ['move_in', 'movingin'], ['move_house', 'movinghouse']] as const) {
      expect(titleOf(route)).toBe(procedureNames[procedure]);
      expect(municipalityForms[procedure].title).toBe(procedureNames[procedure]);
    }
    expect(titleOf('lifeline')).toBe(procedureNames.businesses);
  });

  it('the overview’s blocks and the confirm page’s sections name every section alike', () => {
    const overview = [...stepOneBlocks(attributes), ...stepTwoBlocks(attributes)];
    expect(overview.map((block) => block.name)).toEqual(summarySections(attributes).map((section) => section.title));
    expect(overview.map(blockTitleOf)).toEqual([
      '1.1 申請者の情報',
      '1.2 住所・引越し日・世帯',
      '1.3 希望する手続き',
      municipalityEntryName('move_out', '横浜市中区'),
      municipalityEntryName('move_in', '横浜市中区'),
      businessEntryName('ひかり電力', 'electricity'),
    ]);
    expect(municipalityEntryName('move_in', '横浜市中区')).toBe('転入予定連絡（横浜市中区）');
    expect(businessEntryName('ひかり電力', 'electricity')).toBe('ひかり電力（電気の使用停止・開始）');
  });

  it('a block that is done and one with an error offer the same button, 修正', () => {
    expect(inputStatusDisplay[2].button).toBe('修正');
    expect(inputStatusDisplay[3].button).toBe('修正');
  });
});
