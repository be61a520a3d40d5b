// The confirm page drops no field: for a draft with every form filled in (every municipality
// procedure, every lifeline category), each filled value field of each form definition has its
// row, labelled as the form labels it and not reading 未入力. The walk below knows nothing of the
// field type modules, so a type whose module forgot its rows fails here.
import { describe, expect, it } from 'vitest';
import type { components } from '#shared/api/schema';
import { applicantForm } from '#shared/forms/definitions/applicant-form';
import { lifelineForms } from '#shared/forms/testing/lifeline-forms';
import { movingForm } from '#shared/forms/definitions/moving-form';
import { municipalityForms, type MunicipalityProcedure } from '#shared/forms/definitions/municipality-forms';
import { proceduresForm } from '#shared/forms/definitions/procedures-form';
import type { FieldDefinition } from '#shared/forms/field-types/field-definitions';
import type { FormDefinition } from '#shared/forms/form-definition';
import { notEntered } from '#shared/forms/read-values';
import { validApplicant, validLifeline, validMoving, validMunicipality, validProcedures } from '#shared/forms/testing/valid-values';
import { conditionHolds, isBlank, valueAt } from '#shared/forms/value-path';
import { summarySections } from './summary-sections';

type Attributes = components['schemas']['SessionAttributes'];

const municipalityProcedures = ['move_out', 'move_in', 'move_house'] as const;
const categories = ['electricity', 'gas', 'water', 'internet', 'other'] as const;

const attributes: Attributes = {
  applicant: { status: 2, active_form: { persons_name: validApplicant.name }, values: validApplicant },
  moving: { status: 2, moving_type: validMoving.moving_type, values: validMoving },
  procedures: { status: 2, values: { ...validProcedures, business_ids: categories.map((category) => `dev-${category}`) } },
  possibility: { status: 0, moving: [], possible_statuses: [] },
  municipality: {
    status: 2,
    applications: municipalityProcedures.map((procedure, index) => ({
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
    applications: categories.map((category, index) => ({
      business_id: `dev-${category}`,
      name: `事業者 ${category}`,
      category,
      serves: 'both' as const,
      status: 2,
      sort: index,
      values: validLifeline[category],
    })),
  },
};

const allForms: FormDefinition[] = [applicantForm, movingForm, proceduresForm, ...Object.values(municipalityForms), ...Object.values(lifelineForms)];

const valuesOf = (form: FormDefinition): unknown => {
  if (form === applicantForm) return attributes.applicant.values;
  if (form === movingForm) return attributes.moving.values;
  if (form === proceduresForm) return attributes.procedures.values;
  const application = attributes.municipality.applications.find((entry) => municipalityForms[entry.procedure as MunicipalityProcedure] === form);
  if (application) return application.values;
  return attributes.businesses.applications.find((entry) => lifelineForms[entry.category] === form)?.values;
};

const filled = (value: unknown): boolean => {
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object' && value !== null) return Object.values(value).some(filled);
  return !isBlank(value);
};

/** The labels of the filled value fields shown for `scope`, as the confirm page should list them. */
function filledLabels(fields: readonly FieldDefinition[], scope: unknown, prefix = ''): string[] {
  return fields.flatMap((field): string[] => {
    if (!conditionHolds(field.when, scope)) return [];
    if (field.type === 'extend') return filledLabels([...field.base, ...field.children], scope, prefix);
    if (!('name' in field)) return [];
    const value = valueAt(scope, field.name);
    if (field.type === 'variable-area') {
      const items = Array.isArray(value) ? value : [];
      return items.flatMap((item, index) => filledLabels(field.children, item, `${prefix}${field.itemLabel}${index + 1} `));
    }
    return filled(value) ? [`${prefix}${field.label}`] : [];
  });
}

describe('the confirm page lists every filled field', () => {
  const sections = summarySections(attributes);

  it('has a section for every form definition', () => {
    const shown = new Set(sections.map((section) => section.form));
    for (const form of allForms) expect(shown.has(form), form.id).toBe(true);
  });

  it.each(allForms.map((form) => [form.id, form] as const))('%s: every filled field has its row', (_id, form) => {
    const values = valuesOf(form);
    expect(values, form.id).toBeTruthy();
    const labels = filledLabels(form.fields, values);
    expect(labels.length).toBeGreaterThan(0);
    const rows = sections.filter((section) => section.form === form).flatMap((section) => section.rows);
    for (const label of labels) {
      const row = rows.find((candidate) => candidate.label === label);
      expect(row, label).toBeDefined();
      expect(row?.value, label).not.toBe(notEntered);
    }
  });
});
