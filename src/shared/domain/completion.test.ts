import { describe, expect, it } from 'vitest';
import type { components } from '../api/schema';
import {
  additionalLifelineComplete,
  notPossibleMunicipality,
  readyToConfirm,
  sortedMunicipalityApplications,
  step11Complete,
  step12Complete,
  step1Complete,
  step2Complete,
} from './completion';

type Attributes = components['schemas']['SessionAttributes'];

function attributes(overrides: Partial<Record<'applicant' | 'moving' | 'procedures' | 'possibility' | 'municipality' | 'businesses', 0 | 1 | 2 | 3 | 9>> = {}): Attributes {
  const s = { applicant: 2, moving: 2, procedures: 2, possibility: 2, municipality: 2, businesses: 0, ...overrides } as const;
  return {
    applicant: { status: s.applicant, active_form: { persons_name: { last: '青木', first: '陽斗' } }, values: null },
    moving: { status: s.moving, moving_type: 'other_municipality', values: null },
    procedures: { status: s.procedures, values: null },
    possibility: { status: s.possibility, moving: [], possible_statuses: [] },
    municipality: { status: s.municipality, applications: [] },
    businesses: { status: s.businesses, applications: [] },
  };
}

describe('spec §4 completion rules', () => {
  it('step 1-1 and 1-2 follow the applicant and moving sections', () => {
    expect(step11Complete(attributes())).toBe(true);
    expect(step11Complete(attributes({ applicant: 3 }))).toBe(false);
    expect(step12Complete(attributes({ moving: 1 }))).toBe(false);
  });

  it('step 1 needs possibility computed and the three sections complete', () => {
    expect(step1Complete(attributes())).toBe(true);
    expect(step1Complete(attributes({ possibility: 0 }))).toBe(false);
    for (const section of ['applicant', 'moving', 'procedures'] as const) {
      expect(step1Complete(attributes({ [section]: 1 }))).toBe(false);
      expect(step1Complete(attributes({ [section]: 3 }))).toBe(false);
    }
  });

  it('step 2 needs something to file and nothing NotEdit or Error', () => {
    expect(step2Complete(attributes())).toBe(true);
    expect(step2Complete(attributes({ municipality: 0, businesses: 2 }))).toBe(true);
    expect(step2Complete(attributes({ municipality: 0, businesses: 0 }))).toBe(false);
    expect(step2Complete(attributes({ possibility: 0 }))).toBe(false);
    expect(step2Complete(attributes({ businesses: 1 }))).toBe(false);
    expect(step2Complete(attributes({ municipality: 3 }))).toBe(false);
    expect(step2Complete(attributes({ municipality: 9, businesses: 2 }))).toBe(true);
    expect(readyToConfirm(attributes())).toBe(true);
    expect(readyToConfirm(attributes({ procedures: 1 }))).toBe(false);
  });

  it('flags a municipality procedure that is not possible, but not a business', () => {
    const a = attributes();
    a.possibility.possible_statuses = [
      { code: 'move_in', status: 1, jis_code: '011002', reason: null },
      { code: 'businesses', status: 2, jis_code: null, reason: '対象の事業者がありません。' },
    ];
    expect(notPossibleMunicipality(a)).toBe(false);
    a.possibility.possible_statuses.push({ code: 'move_out', status: 2, jis_code: '131016', reason: '期間外です。' });
    expect(notPossibleMunicipality(a)).toBe(true);
  });

  it('additional lifeline completes with the businesses section', () => {
    expect(additionalLifelineComplete(attributes({ businesses: 2 }))).toBe(true);
    expect(additionalLifelineComplete(attributes({ businesses: 1 }))).toBe(false);
  });

  it('sorts municipality applications by their sort field', () => {
    const a = attributes();
    const entry = (id: string, sort: number) => ({ id, procedure: 'move_in' as const, jis_code: '011002', municipality_name: '札幌市', status: 1 as const, sort, values: null });
    a.municipality.applications = [entry('00000000-0000-4000-8000-000000000002', 2), entry('00000000-0000-4000-8000-000000000001', 1)];
    expect(sortedMunicipalityApplications(a).map((x) => x.sort)).toEqual([1, 2]);
    expect(a.municipality.applications[0]?.sort).toBe(2);
  });
});
