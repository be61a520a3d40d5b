// variable-area: a list of repeated groups (household members), each holding the area's
// children at its own level; at least `min` and at most `max` of them.
import { maximumItemsMessage, validationMessages as m } from '../../validation/messages';
import { addButtonIdOf } from '../field-ids';
import type { VariableAreaField } from './field-definitions';
import type { FormIssue, ValueFieldModule } from './field-type-module';

/** The heading of a variable-area's n-th group (0-based index): 「世帯員 2」. */
export function itemLabelOf(itemLabel: string, index: number): string {
  return `${itemLabel} ${index + 1}`;
}

const itemsOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

export const variableAreaFieldModule: ValueFieldModule<VariableAreaField> = {
  holds: 'value',
  formValue: (field, saved, children) => {
    const items = itemsOf(saved)
      .slice(0, field.max)
      .map((item) => children(field.children, item));
    while (items.length < field.min) items.push(children(field.children, undefined));
    return items;
  },
  hiddenValue: [],
  issues: async (field, value, at) => {
    const items = itemsOf(value);
    const issues: FormIssue[] = [];
    if (items.length < field.min) issues.push({ path: at.path, message: m.required });
    if (items.length > field.max) issues.push({ path: at.path, message: maximumItemsMessage(field.max) });
    for (const [index, item] of items.entries()) issues.push(...(await at.children(field.children, item, [...at.path, index])));
    return issues;
  },
  errorSlots: (field, value, at) => {
    const joined = (label: string) => (at.prefix === '' ? label : `${at.prefix} ${label}`);
    const itemSlots = itemsOf(value).flatMap((item, index) => at.children(field.children, item, `${at.path}.${index}.`, joined(itemLabelOf(field.itemLabel, index))));
    return [{ path: at.path, label: at.label, focusId: addButtonIdOf(at.path) }, ...itemSlots];
  },
  summaryRows: (field, value, at) => {
    const items = itemsOf(value);
    if (items.length === 0) return [{ label: at.label, value: 'なし' }];
    return items.flatMap((item, index) => at.children(field.children, item, `${at.prefix}${field.itemLabel}${index + 1} `));
  },
  contractValue: (field, value, at) => itemsOf(value).map((item) => at.children(field.children, item)),
};
