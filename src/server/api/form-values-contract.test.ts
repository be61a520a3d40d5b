// The form definitions and the contract describe the same values: the valid values of every
// form satisfy both the contract's schema (what AJV checks on a section write) and the form's
// own rules (schemaForForm), with the server's catalogue as the zip lookup.
import { Ajv2020 } from 'ajv/dist/2020.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadBundledSpec } from '../../../openapi/load-spec';
import { applicantForm, lifelineForms, movingForm, municipalityForms, proceduresForm } from '../../shared/forms/definitions';
import type { FormDefinition } from '../../shared/forms/form-definition';
import { validateForm } from '../../shared/forms/schema-for-form';
import { validApplicant, validLifeline, validMoving, validMunicipality, validProcedures } from '../../shared/forms/testing/valid-values';
import { TABLE_TODAY } from '../../shared/validation/testing/rule-cases';
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
});
