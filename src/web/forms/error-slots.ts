// Where a field error can be shown: one slot per value path the form displays an error for,
// in the order of the page, with the words the error summary uses for it and the element its
// link focuses. Built from the definition and the current values, because conditions hide
// fields and variable-areas repeat theirs.
import type { FieldDefinition } from '../../shared/forms/field-types';
import { conditionHolds, valueAt } from '../../shared/forms/value-path';
import { addButtonIdOf, choiceIdOf, fieldIdOf, pathIn } from '../../shared/forms/field-ids';
import { fieldsOfLevel, type AddressPart } from './form-values';

export interface ErrorSlot {
  /** Dot path of the value, as FieldError.field spells it. */
  path: string;
  /** What the summary calls the field: 「電話番号」, 「世帯員 1 氏名 姓」. */
  label: string;
  /** Id of the element the summary's link focuses. */
  focusId: string;
}

/** The address parts the resident sees, in the order of the page (jis_code comes with the city). */
export const shownAddressParts = ['zipcode', 'pref', 'city', 'town', 'line'] as const satisfies readonly AddressPart[];

export const addressPartLabels: Readonly<Record<(typeof shownAddressParts)[number], string>> = {
  zipcode: '郵便番号',
  pref: '都道府県',
  city: '市区町村',
  town: '町域',
  line: '番地・建物名・部屋番号',
};

/** The heading of a variable-area's n-th group (0-based index): 「世帯員 2」. */
export function itemLabelOf(itemLabel: string, index: number): string {
  return `${itemLabel} ${index + 1}`;
}

const joined = (prefix: string, label: string) => (prefix === '' ? label : `${prefix} ${label}`);

function slotsOfField(field: FieldDefinition, scope: unknown, base: string, prefix: string): ErrorSlot[] {
  if (!('name' in field)) return [];
  const path = pathIn(base, field.name);
  const label = joined(prefix, field.label);
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'date':
    case 'select':
      return [{ path, label, focusId: fieldIdOf(path) }];
    case 'radio':
    case 'check-box':
      return [{ path, label, focusId: choiceIdOf(path, 0) }];
    case 'persons-name':
    case 'autofill-persons-name-kanji':
      return [
        { path, label, focusId: fieldIdOf(`${path}.last`) },
        { path: `${path}.last`, label: `${label} ${field.partLabels.last}`, focusId: fieldIdOf(`${path}.last`) },
        { path: `${path}.first`, label: `${label} ${field.partLabels.first}`, focusId: fieldIdOf(`${path}.first`) },
      ];
    case 'address':
      return [
        { path, label, focusId: fieldIdOf(`${path}.zipcode`) },
        ...shownAddressParts.map((part) => ({ path: `${path}.${part}`, label: `${label} ${addressPartLabels[part]}`, focusId: fieldIdOf(`${path}.${part}`) })),
      ];
    case 'variable-area': {
      const items = valueAt(scope, field.name);
      const count = Array.isArray(items) ? items.length : 0;
      const itemSlots = Array.from({ length: count }, (_, index) =>
        errorSlotsOf(field.children, (items as unknown[])[index], `${path}.${index}.`, joined(prefix, itemLabelOf(field.itemLabel, index))),
      );
      return [{ path, label, focusId: addButtonIdOf(path) }, ...itemSlots.flat()];
    }
  }
}

/** The slots of `fields` shown for `values` (`scope`: the values of this level), in page order. */
export function errorSlotsOf(fields: readonly FieldDefinition[], scope: unknown, base = '', prefix = ''): ErrorSlot[] {
  return fieldsOfLevel(fields)
    .filter((field) => conditionHolds(field.when, scope))
    .flatMap((field) => slotsOfField(field, scope, base, prefix));
}
