// The step-1.3 and step-2 section pages' values: which procedures and businesses the procedures
// form offers and keeps, which municipality application and business a page edits (or why
// there is none), and the contract's shapes the form update sends for them.
import { describe, expect, it } from 'vitest';
import { possibilityReasons } from '#shared/domain/domain-messages';
import { validApplicant, validLifeline, validMoving, validMunicipality } from '#shared/forms/testing/valid-values';
import type { LifelineBusiness, SessionData } from './draft-requests';
import { businessApplicationOf, chosenBusinesses, lifelineFormUi, lifelineFormValues, lifelineUpdate, type BusinessApplication } from './lifeline-section';
import { missingEntry, municipalityApplicationOf, municipalityFormUi, municipalityFormValues, municipalityUpdate, type MunicipalityApplication } from './municipality-section';
import { businessOptions, proceduresDefinition, proceduresFormValues, proceduresUpdate } from './procedures-section';

type Attributes = SessionData['attributes'];

function draft(attributes: Partial<Attributes> = {}): SessionData {
  return {
    uuid: '828d049d-1926-4fe9-ae68-506fc1d5f357',
    phase: 1,
    updated_at: '2026-11-22T09:00:00+09:00',
    attributes: {
      applicant: { status: 2, active_form: { persons_name: validApplicant.name }, values: validApplicant },
      moving: { status: 2, moving_type: validMoving.moving_type, values: validMoving },
      procedures: { status: 1, values: null },
      possibility: { status: 0, moving: [], possible_statuses: [] },
      municipality: { status: 0, applications: [] },
      businesses: { status: 0, applications: [] },
      ...attributes,
    },
  };
}

const catalogue: LifelineBusiness[] = [
  { business_id: 'dev-electricity', name: 'みなと電力', category: 'electricity', description: '' },
  { business_id: 'dev-gas', name: 'みなとガス', category: 'gas', description: '' },
];

function municipalityEntry(procedure: MunicipalityApplication['procedure'], sort: number, status: MunicipalityApplication['status'] = 1): MunicipalityApplication {
  return { id: `00000000-0000-4000-8000-00000000000${sort}`, procedure, jis_code: '141046', municipality_name: '横浜市中区', status, sort, values: null };
}

function businessEntry(business_id: string, category: BusinessApplication['category'], sort: number): BusinessApplication {
  return { business_id, name: business_id, category, serves: 'both', status: 1, sort, values: null };
}

describe('the procedures section', () => {
  it('offers only the procedures that fit the move, in the form’s order', () => {
    const definition = proceduresDefinition(['move_house', 'businesses']);
    const field = definition.fields.find((f) => f.type === 'check-box' && f.name === 'procedures');
    expect(field && 'options' in field && field.options).toEqual([
      { value: 'move_house', label: '転居予定連絡（来庁予約）' },
      { value: 'businesses', label: '電気・ガス・水道などの手続き' },
    ]);
    expect(definition.mode).toBe(3);
  });

  it('offers the destination’s businesses by id and name', () => {
    expect(businessOptions(catalogue)).toEqual([
      { value: 'dev-electricity', label: 'みなと電力' },
      { value: 'dev-gas', label: 'みなとガス' },
    ]);
  });

  it('keeps the saved choices that are still on offer and drops the others', () => {
    const session = draft({ procedures: { status: 2, values: { procedures: ['move_out', 'move_in', 'businesses'], business_ids: ['dev-gas', 'gone-water'] } } });
    expect(proceduresFormValues(session, ['move_out', 'businesses'], catalogue)).toEqual({ procedures: ['move_out', 'businesses'], business_ids: ['dev-gas'] });
    expect(proceduresFormValues(draft(), ['move_out'], catalogue)).toEqual({ procedures: [], business_ids: [] });
  });

  it('sends the businesses only when lifeline procedures are chosen', () => {
    expect(proceduresUpdate({ procedures: ['move_out', 'businesses'], business_ids: ['dev-gas'] })).toEqual({
      phase: 1,
      mode: 3,
      values: { procedures: ['move_out', 'businesses'], business_ids: ['dev-gas'] },
    });
    expect(proceduresUpdate({ procedures: ['move_out'], business_ids: ['dev-gas'] }).values).toEqual({ procedures: ['move_out'], business_ids: [] });
  });
});

describe('the municipality applications', () => {
  it('picks the application of the page’s procedure, skipping entries not viewable', () => {
    const attributes = draft({ municipality: { status: 1, applications: [municipalityEntry('move_in', 2), municipalityEntry('move_out', 1), municipalityEntry('move_house', 3, 0)] } }).attributes;
    expect(municipalityApplicationOf(attributes, 'move_in')?.sort).toBe(2);
    expect(municipalityApplicationOf(attributes, 'move_out')?.sort).toBe(1);
    expect(municipalityApplicationOf(attributes, 'move_house')).toBeNull();
  });

  it('shows none while the section is hidden (step 1 changed; the server keeps the entries)', () => {
    const attributes = draft({ municipality: { status: 0, applications: [municipalityEntry('move_out', 1, 2)] } }).attributes;
    expect(municipalityApplicationOf(attributes, 'move_out')).toBeNull();
  });

  it('says why there is none: the possibility’s reason, not chosen, or not yet', () => {
    const reason = possibilityReasons.moveOutTooLate('千代田区');
    const notPossible = draft({
      procedures: { status: 2, values: { procedures: ['move_out', 'move_in'], business_ids: [] } },
      possibility: { status: 2, moving: [], possible_statuses: [{ code: 'move_out', status: 2, jis_code: '131016', reason }] },
    }).attributes;
    expect(missingEntry(notPossible, 'move_out')).toEqual({ kind: 'not-possible', reason });
    expect(missingEntry(notPossible, 'move_house')).toEqual({ kind: 'not-chosen' });
    expect(missingEntry(draft().attributes, 'move_out')).toEqual({ kind: 'not-yet' });
    expect(missingEntry(notPossible, 'businesses')).toEqual({ kind: 'not-chosen' });
  });

  it('starts from the applicant’s phone, shows the saved move and the municipality, and round-trips', () => {
    const session = draft();
    const moveIn = municipalityEntry('move_in', 2);
    expect(municipalityFormValues(moveIn, session.attributes)).toEqual({ visit_date: '', visit_time: '', contact_phone: validApplicant.phone, notes: '' });
    expect(municipalityFormUi(moveIn, session.attributes)).toEqual({
      readSources: { moving: validMoving },
      addressees: { 'old-municipality': '横浜市中区', 'new-municipality': '横浜市中区' },
      // The visit slots of the 転入予定連絡 (issue 27), asked as the date is typed.
      useVisitSlots: expect.any(Function),
    });
    const saved = { ...moveIn, values: validMunicipality.move_in };
    expect(municipalityUpdate(saved, municipalityFormValues(saved, session.attributes))).toEqual({
      phase: 1,
      mode: 4,
      application_id: moveIn.id,
      // A municipality without visit slots gets no slot (issue 27).
      values: { ...validMunicipality.move_in, visit_time: null },
    });
  });

  it('sends no visit date for a 転出届', () => {
    const moveOut = municipalityEntry('move_out', 1);
    expect(municipalityUpdate(moveOut, { visit_date: '2026/12/03', contact_phone: '090-1234-5678', notes: '' }).values).toEqual({ ...validMunicipality.move_out, visit_time: null });
  });
});

describe('the lifeline businesses', () => {
  const businesses = { status: 1 as const, applications: [businessEntry('dev-gas', 'gas', 2), businessEntry('dev-electricity', 'electricity', 1)] };

  it('lists the chosen businesses by sort and finds one by id', () => {
    const attributes = draft({ businesses }).attributes;
    expect(chosenBusinesses(attributes).map((b) => b.business_id)).toEqual(['dev-electricity', 'dev-gas']);
    expect(businessApplicationOf(attributes, 'dev-gas')?.category).toBe('gas');
    expect(businessApplicationOf(attributes, 'dev-water')).toBeNull();
  });

  it('lists none while the section is hidden', () => {
    const attributes = draft({ businesses: { ...businesses, status: 0 } }).attributes;
    expect(chosenBusinesses(attributes)).toEqual([]);
    expect(businessApplicationOf(attributes, 'dev-gas')).toBeNull();
  });

  it.each(Object.entries(validLifeline))('round-trips the %s form, with null for what it does not ask', (category, values) => {
    const entry = { ...businessEntry(`dev-${category}`, category as BusinessApplication['category'], 1), values };
    const attributes = draft().attributes;
    expect(lifelineUpdate(entry, lifelineFormValues(entry, attributes))).toEqual({ phase: 1, mode: 5, business_id: entry.business_id, values });
  });

  it('starts from the applicant’s phone and names the business as the addressee', () => {
    const entry = businessEntry('dev-electricity', 'electricity', 1);
    const attributes = draft().attributes;
    expect(lifelineFormValues(entry, attributes)).toMatchObject({ contact_phone: validApplicant.phone, customer_number: '' });
    expect(lifelineFormUi(entry, attributes).addressees).toEqual({ business: 'dev-electricity' });
  });
});
