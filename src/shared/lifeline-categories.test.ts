// Issue 25 for the lifeline: a category is one registry entry with its forms. A fictional one,
// 固定電話 (telephone), added to a registry is offered by the registry's form lookup, named after
// its businesses, and decides where the businesses are offered; the shipped registry knows it not.
import { describe, expect, it } from 'vitest';
import { customerNumberField, lifelineFormsOf } from './forms/definitions/lifeline-forms';
import { validateForm } from './forms/schema-for-form';
import { validLifeline } from './forms/testing/valid-values';
import { shippedLifelineCategories, type LifelineCategoryEntry } from './lifeline-categories';
import { businessesEntry, isMunicipalityEntry, procedureRegistry, shippedProcedureEntries, shippedProcedures } from './procedures';
import { TABLE_TODAY } from './validation/testing/rule-cases';

const telephoneForms = lifelineFormsOf('telephone', '固定電話の移転', customerNumberField(false, 6), []);

/** The one entry. */
const telephone: LifelineCategoryEntry = {
  code: 'telephone',
  label: telephoneForms.both.title,
  order: 6,
  recipient: 'business',
  movingTypes: ['other_municipality', 'same_municipality'],
  forms: telephoneForms,
  route: 'lifeline',
  cancellationFollows: null,
};

const registryWith = (categories: readonly LifelineCategoryEntry[]) => procedureRegistry([...shippedProcedureEntries.filter(isMunicipalityEntry), businessesEntry(categories)]);

describe('a lifeline category added as one registry entry', () => {
  const registry = registryWith([...shippedLifelineCategories, telephone]);

  it('is listed after the shipped ones, which stay as they were', () => {
    expect(registry.lifelineCategories.map((entry) => entry.code)).toEqual(['electricity', 'gas', 'water', 'internet', 'other', 'telephone']);
    for (const entry of shippedLifelineCategories) expect(registry.lifelineFormOf(entry.code, 'both')).toBe(shippedProcedures.lifelineFormOf(entry.code, 'both'));
  });

  it('has its form offered by the lifeline form lookup, for each of the addresses its business serves', async () => {
    expect(registry.lifelineFormOf('telephone', 'both')).toBe(telephoneForms.both);
    expect(registry.lifelineFormOf('telephone', 'new_address').notAsked).toContain('stop_date');
    expect(registry.lifelineFormOf('telephone', 'old_address').notAsked).toContain('start_date');
    const answers = { ...validLifeline.internet, customer_number: 'TEL-123456' };
    expect(await validateForm(registry.lifelineFormOf('telephone', 'both'), answers, { today: TABLE_TODAY })).toEqual([]);
  });

  it('is named by its label after its business', () => {
    expect(registry.lifelineLabelOf('telephone')).toBe('固定電話の移転');
  });

  it('decides, with the others, for which moving types the businesses are offered', () => {
    const onlyWithin = registryWith([{ ...telephone, movingTypes: ['same_municipality'] }]);
    expect(onlyWithin.codesFor('same_municipality')).toContain('businesses');
    expect(onlyWithin.codesFor('other_municipality')).not.toContain('businesses');
  });

  it('is not the shipped registry’s: there it has no form, and its code is shown as it is', () => {
    expect(() => shippedProcedures.lifelineFormOf('telephone', 'both')).toThrow(/no lifeline category telephone/);
    expect(shippedProcedures.lifelineLabelOf('telephone')).toBe('telephone');
  });
});

describe('the shipped lifeline categories', () => {
  it('name the businesses’ applications as residents read them today', () => {
    expect(shippedProcedures.lifelineCategories.map((entry) => [entry.code, entry.label])).toEqual([
      ['electricity', '電気の使用停止・開始'],
      ['gas', 'ガスの使用停止・開始'],
      ['water', '水道の使用停止・開始'],
      ['internet', 'インターネットの移転'],
      ['other', '使用停止・開始の手続き'],
    ]);
  });

  it('each have a form for every contract category (validLifeline lists them all)', () => {
    for (const code of Object.keys(validLifeline)) expect(shippedProcedures.lifelineFormOf(code, 'both').id).toBe(`lifeline-${code}`);
  });
});
