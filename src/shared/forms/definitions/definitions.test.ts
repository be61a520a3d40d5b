// The definitions hold together: every type used is in fieldTypes, names are unique per level,
// conditions point at a field of the same level, and repeated groups stop at 9.
import { describe, expect, it } from 'vitest';
import { fieldTypes, type FieldDefinition } from '../field-types/field-definitions';
import type { FormDefinition } from '../form-definition';
import { applicantForm } from './applicant-form';
import { lifelineForms } from '../testing/lifeline-forms';
import { movingForm } from './moving-form';
import { municipalityForms } from './municipality-forms';
import { proceduresForm } from './procedures-form';

const forms: FormDefinition<unknown>[] = [applicantForm, movingForm, proceduresForm, ...Object.values(municipalityForms), ...Object.values(lifelineForms)];

/** The fields of one level: an extend's base and children belong to the level it stands in. */
function level(fields: readonly FieldDefinition[]): FieldDefinition[] {
  return fields.flatMap((field) => (field.type === 'extend' ? [...level(field.base), ...level(field.children)] : [field]));
}

function levels(fields: readonly FieldDefinition[]): FieldDefinition[][] {
  const here = level(fields);
  return [here, ...here.flatMap((field) => (field.type === 'variable-area' ? levels(field.children) : []))];
}

describe.each(forms.map((form) => [form.id, form] as const))('form %s', (_id, form) => {
  it('uses only listed field types', () => {
    for (const fields of levels(form.fields)) for (const field of fields) expect(fieldTypes).toContain(field.type);
  });

  it('names each value once per level', () => {
    for (const fields of levels(form.fields)) {
      const names = fields.flatMap((field) => ('name' in field ? [field.name] : []));
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it('conditions refer to a field of the same level', () => {
    for (const fields of levels(form.fields)) {
      const names = fields.flatMap((field) => ('name' in field ? [field.name] : []));
      for (const field of fields) if (field.when) expect(names).toContain(field.when.path);
    }
  });

  it('repeats a group at most 9 times', () => {
    for (const fields of levels(form.fields)) for (const field of fields) if (field.type === 'variable-area') expect(field.max).toBeLessThanOrEqual(9);
  });
});

describe('the definitions as a whole', () => {
  it('use every value field type somewhere, so each renderer is exercised', () => {
    const typesIn = (fields: readonly FieldDefinition[]): string[] =>
      fields.flatMap((field) => [field.type, ...(field.type === 'extend' ? typesIn([...field.base, ...field.children]) : field.type === 'variable-area' ? typesIn(field.children) : [])]);
    const used = new Set(forms.flatMap((form) => typesIn(form.fields)));
    for (const type of ['persons-name', 'autofill-persons-name-kanji', 'address', 'addressee', 'check-box', 'radio', 'text', 'textarea', 'date', 'variable-area', 'extend']) {
      expect(used, type).toContain(type);
    }
  });

  it('give the household members as a variable-area of 氏名, カナ, 生年月日, 性別 and 続柄, up to 9', () => {
    const members = level(movingForm.fields).find((field) => field.type === 'variable-area');
    expect(members?.type === 'variable-area' && members.max).toBe(9);
    expect(members?.type === 'variable-area' && members.children.map((child) => ('name' in child ? child.name : child.id))).toEqual([
      'name',
      'name_kana',
      'birth_date',
      'gender',
      'relationship',
    ]);
  });
});
