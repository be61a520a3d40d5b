// Form values as the form holds them, built from a definition: every value field gets its
// place (strings '' rather than null, so inputs are always controlled by a string), and a saved
// draft fills in what it has. What the contract wants back (nulls for hidden fields, for
// example) is made from these on saving.
import type { FieldDefinition } from '../../shared/forms/field-types';
import { conditionHolds, valueAt } from '../../shared/forms/value-path';

export type FormValues = Record<string, unknown>;

export const addressParts = ['zipcode', 'jis_code', 'pref', 'city', 'town', 'line'] as const;
export type AddressPart = (typeof addressParts)[number];

/** The fields of one level: an extend's base and children stand where the extend stands. */
export function fieldsOfLevel(fields: readonly FieldDefinition[]): FieldDefinition[] {
  return fields.flatMap((field) => (field.type === 'extend' ? [...fieldsOfLevel(field.base), ...fieldsOfLevel(field.children)] : [field]));
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const isRecord = (value: unknown): value is FormValues => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Sets `value` at a dot path, creating the objects on the way. */
export function setValueAt(target: FormValues, path: string, value: unknown): void {
  const keys = path.split('.');
  const last = keys.pop();
  if (last === undefined) return;
  let scope: FormValues = target;
  for (const key of keys) {
    const next = scope[key];
    if (!isRecord(next)) scope[key] = {};
    scope = scope[key] as FormValues;
  }
  scope[last] = value;
}

function valueOfField(field: FieldDefinition, saved: unknown): unknown {
  switch (field.type) {
    case 'persons-name':
    case 'autofill-persons-name-kanji':
      return { last: text(valueAt(saved, 'last')), first: text(valueAt(saved, 'first')) };
    case 'address':
      return Object.fromEntries(addressParts.map((part) => [part, text(valueAt(saved, part))]));
    case 'check-box':
      return Array.isArray(saved) ? saved.filter((item): item is string => typeof item === 'string') : [];
    case 'variable-area': {
      const items = (Array.isArray(saved) ? saved : []).slice(0, field.max).map((item) => formValuesOf(field.children, item));
      while (items.length < field.min) items.push(formValuesOf(field.children, undefined));
      return items;
    }
    default:
      return text(saved);
  }
}

/** The form's values for `fields`, filled from `saved` (a draft's values, or nothing). */
export function formValuesOf(fields: readonly FieldDefinition[], saved: unknown): FormValues {
  const values: FormValues = {};
  for (const field of fieldsOfLevel(fields)) {
    if ('name' in field) setValueAt(values, field.name, valueOfField(field, valueAt(saved, field.name)));
  }
  return values;
}

/**
 * A copy of `values` in which every value field hidden by its condition holds null (a list: []),
 * as the contract wants a value the resident was not asked for, e.g. `to` for a move abroad.
 */
export function withHiddenCleared(fields: readonly FieldDefinition[], values: FormValues): FormValues {
  const copy = structuredClone(values);
  clearLevel(fields, copy);
  return copy;
}

function clearLevel(fields: readonly FieldDefinition[], scope: FormValues): void {
  for (const field of fieldsOfLevel(fields)) {
    if (!('name' in field)) continue;
    if (!conditionHolds(field.when, scope)) {
      setValueAt(scope, field.name, field.type === 'check-box' || field.type === 'variable-area' ? [] : null);
    } else if (field.type === 'variable-area') {
      const items = valueAt(scope, field.name);
      if (Array.isArray(items)) for (const item of items) if (isRecord(item)) clearLevel(field.children, item);
    }
  }
}
