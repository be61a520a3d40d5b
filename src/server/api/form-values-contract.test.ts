// The form definitions and the contract describe the same values: the valid values of every
// form satisfy both the contract's schema (what AJV checks on a section write) and the form's
// own rules (schemaForForm), with the server's catalogue as the zip lookup. Values that break
// spec §5's rules still satisfy the contract, so a section write answers them as field errors
// with the spec's messages instead of a generic 400; only their structure is the contract's.
import { Ajv2020 } from 'ajv/dist/2020.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadBundledSpec } from '../../../openapi/load-spec';
import { applicantForm } from '#shared/forms/definitions/applicant-form';
import { lifelineForms } from '#shared/forms/testing/lifeline-forms';
import { movingForm } from '#shared/forms/definitions/moving-form';
import { municipalityForms } from '#shared/forms/definitions/municipality-forms';
import { proceduresForm } from '#shared/forms/definitions/procedures-form';
import type { FormDefinition } from '#shared/forms/form-definition';
import { validateForm } from '#shared/forms/schema-for-form';
import { householdMember, validApplicant, validLifeline, validMoving, validMunicipality, validProcedures } from '#shared/forms/testing/valid-values';
import { TABLE_TODAY } from '#shared/validation/testing/rule-cases';
import { addressCatalogue } from '../address/shared-catalogue';
import { catalogueZipLookup } from '../address/catalogue-zip-lookup';

let ajv: Ajv2020;
beforeAll(async () => {
  ajv = new Ajv2020({ strict: false, removeAdditional: false });
  ajv.addSchema(await loadBundledSpec(), 'contract');
});

const contractErrors = (schemaName: string, values: unknown) => {
  const validate = ajv.getSchema(`contract#/components/schemas/${schemaName}`);
  if (!validate) throw new Error(`no schema ${schemaName}`);
  return validate(values) ? [] : (validate.errors ?? []);
};

const cases: [string, string, FormDefinition<unknown>, unknown][] = [
  ['applicant', 'ApplicantValues', applicantForm, validApplicant],
  ['moving', 'MovingValues', movingForm, validMoving],
  ['moving abroad', 'MovingValues', movingForm, { ...validMoving, moving_type: 'abroad', to: null }],
  ['procedures', 'ProceduresValues', proceduresForm, validProcedures],
  ...Object.entries(municipalityForms).map(
    ([id, form]) => [id, 'MunicipalityApplicationValues', form, validMunicipality[id as keyof typeof validMunicipality]] as [string, string, FormDefinition<unknown>, unknown],
  ),
  ...Object.entries(lifelineForms).map(
    ([id, form]) => [`lifeline ${id}`, 'LifelineValues', form, validLifeline[id as keyof typeof validLifeline]] as [string, string, FormDefinition<unknown>, unknown],
  ),
];

describe('form values and the contract', () => {
  it.each(cases)('%s satisfies %s and its form', async (_id, schemaName, form, values) => {
    expect(contractErrors(schemaName, values)).toEqual([]);
    const context = { today: TABLE_TODAY, lookupZip: catalogueZipLookup(await addressCatalogue()) };
    expect(await validateForm(form, values, context)).toEqual([]);
  });

  it('reports field errors in the contract’s FieldError shape', async () => {
    const errors = await validateForm(applicantForm, { ...validApplicant, phone: '09012345678' }, { today: TABLE_TODAY });
    expect(contractErrors('FieldError', errors[0])).toEqual([]);
    expect(errors).toEqual([{ field: 'phone', message: '電話番号に「-」が含まれていません。' }]);
  });

  const payment = validLifeline.gas.payment!;
  const ruleBreaking: [string, string, FormDefinition<unknown>, unknown][] = [
    ['a phone without its pattern', 'ApplicantValues', applicantForm, { ...validApplicant, phone: '090-1234-56789' }],
    ['a phone of digits only', 'ApplicantValues', applicantForm, { ...validApplicant, phone: '09012345678' }],
    ['an unpadded birth date', 'ApplicantValues', applicantForm, { ...validApplicant, birth_date: '1990/4/1' }],
    ['a full-width birth date', 'ApplicantValues', applicantForm, { ...validApplicant, birth_date: '１９９０/０４/０１' }],
    ['a mail with a plus sign', 'ApplicantValues', applicantForm, { ...validApplicant, email: 'taro+news@example.jp' }],
    ['a mail of 255 characters', 'ApplicantValues', applicantForm, { ...validApplicant, email: `${'a'.repeat(244)}@example.jp` }],
    ['an empty family name', 'ApplicantValues', applicantForm, { ...validApplicant, name: { last: '', first: '太郎' } }],
    ['a 25-character name part', 'ApplicantValues', applicantForm, { ...validApplicant, name: { last: '山'.repeat(25), first: '' } }],
    ['a hiragana kana', 'ApplicantValues', applicantForm, { ...validApplicant, name_kana: { last: 'やまだ', first: 'たろう' } }],
    ['a zip with a hyphen', 'MovingValues', movingForm, { ...validMoving, from: { ...validMoving.from, zipcode: '100-0001' } }],
    ['a zip with no towns', 'MovingValues', movingForm, { ...validMoving, from: { ...validMoving.from, zipcode: '0000000' } }],
    ['an address before its city is chosen', 'MovingValues', movingForm, { ...validMoving, to: { ...validMoving.to!, jis_code: '', city: '' } }],
    ['29 February of a common year', 'MovingValues', movingForm, { ...validMoving, move_date: '2026/02/29' }],
    ['an empty relationship', 'MovingValues', movingForm, { ...validMoving, household: { ...validMoving.household, applicant_relationship: '' } }],
    ['a member born tomorrow', 'MovingValues', movingForm, { ...validMoving, household: { ...validMoving.household, members: [{ ...householdMember('花子', 'ハナコ', '子'), birth_date: '2026/11/23' }] } }],
    ['no procedure chosen', 'ProceduresValues', proceduresForm, { procedures: [], business_ids: [] }],
    ['an unpadded visit date', 'MunicipalityApplicationValues', municipalityForms.move_in, { ...validMunicipality.move_in, visit_date: '2026/12/3' }],
    ['a branch number of 2 digits', 'LifelineValues', lifelineForms.gas, { ...validLifeline.gas, payment: { ...payment, branch_number: '12' } }],
    ['a full-width account number', 'LifelineValues', lifelineForms.gas, { ...validLifeline.gas, payment: { ...payment, account_number: '１２３４５６７' } }],
    ['a bank code with letters', 'LifelineValues', lifelineForms.gas, { ...validLifeline.gas, payment: { ...payment, bank_code: '00a1' } }],
    ['a short customer number', 'LifelineValues', lifelineForms.electricity, { ...validLifeline.electricity, customer_number: '１２３' }],
  ];

  it.each(ruleBreaking)('leaves %s to the domain rules: %s accepts it, its form reports it', async (_why, schemaName, form, values) => {
    expect(contractErrors(schemaName, values)).toEqual([]);
    const context = { today: TABLE_TODAY, lookupZip: catalogueZipLookup(await addressCatalogue()) };
    expect(await validateForm(form, values, context)).not.toEqual([]);
  });

  it.each([
    ['an unknown gender', 'ApplicantValues', { ...validApplicant, gender: 'unknown' }],
    ['an unknown field', 'ApplicantValues', { ...validApplicant, nickname: 'タロ' }],
    ['an unknown moving type', 'MovingValues', { ...validMoving, moving_type: 'space' }],
    ['a malformed municipality code', 'MovingValues', { ...validMoving, from: { ...validMoving.from, jis_code: '13101' } }],
    ['a missing household', 'MovingValues', { ...validMoving, household: undefined }],
    ['ten household members', 'MovingValues', { ...validMoving, household: { ...validMoving.household, members: Array.from({ length: 10 }, () => householdMember('花子', 'ハナコ', '子')) } }],
    // A well-formed code the registry lacks passes the contract (issue 25) and is refused by the form's options.
    ['a malformed procedure code', 'ProceduresValues', { procedures: ['Marriage!'], business_ids: [] }],
  ])('still rejects the structure of %s', (_why, schemaName, values) => {
    expect(contractErrors(schemaName, values)).not.toEqual([]);
  });
});
