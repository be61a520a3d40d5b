import { describe, expect, it } from 'vitest';
import { applicantForm } from '#shared/forms/definitions/applicant-form';
import { movingForm } from '#shared/forms/definitions/moving-form';
import type { FieldDefinition } from '#shared/forms/field-types/field-definitions';
import { validApplicant, validMoving } from '#shared/forms/testing/valid-values';
import { setValueAt } from '#shared/forms/value-path';
import { formValuesOf } from './form-values';

describe('form values from a definition', () => {
  it('give every value field a blank place when nothing is saved', () => {
    expect(formValuesOf(applicantForm.fields, null)).toEqual({
      name: { last: '', first: '' },
      name_kana: { last: '', first: '' },
      birth_date: '',
      gender: '',
      phone: '',
      email: '',
    });
    const moving = formValuesOf(movingForm.fields, undefined);
    expect(moving.from).toEqual({ zipcode: '', jis_code: '', pref: '', city: '', town: '', line: '' });
    expect(moving.household).toEqual({ head_name: { last: '', first: '' }, applicant_relationship: '', members: [] });
  });

  it('take a saved draft as it is, and nulls as blanks', () => {
    expect(formValuesOf(movingForm.fields, validMoving)).toEqual(validMoving);
    expect(formValuesOf(applicantForm.fields, { ...validApplicant, email: null }).email).toBe('');
    expect(formValuesOf(movingForm.fields, { ...validMoving, to: null }).to).toEqual({ zipcode: '', jis_code: '', pref: '', city: '', town: '', line: '' });
  });

  it('start a variable-area with its minimum of groups and keep at most its maximum', () => {
    const area: FieldDefinition = { type: 'variable-area', name: 'items', label: 'L', itemLabel: 'I', min: 2, max: 3, addLabel: 'a', removeLabel: 'r', children: [{ type: 'text', name: 'x', label: 'X', required: true, inputMode: 'text', rules: [], inputHelpers: [] }] };
    expect(formValuesOf([area], {})).toEqual({ items: [{ x: '' }, { x: '' }] });
    expect(formValuesOf([area], { items: [{ x: '1' }, { x: '2' }, { x: '3' }, { x: '4' }] }).items).toHaveLength(3);
  });

  it('set nested values by dot path', () => {
    const target = {};
    setValueAt(target, 'a.b.c', 1);
    expect(target).toEqual({ a: { b: { c: 1 } } });
  });
});
