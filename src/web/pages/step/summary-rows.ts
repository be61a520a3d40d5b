// The rows of the confirm page's summary lists (Digital Agency "check answers"): one per field
// that holds a value and is shown for these values, labelled as the form labels it and worded
// as the read-* fields word values. Built from the form definitions, so the confirm page lists
// exactly what the section pages ask.
import type { ChoiceOption, FieldDefinition } from '../../../shared/forms/field-types';
import { conditionHolds, valueAt } from '../../../shared/forms/value-path';
import { notEntered, readAddress, readDate, readPersonsName, readText } from '../../../shared/forms/read-values';

export interface SummaryRow {
  label: string;
  value: string;
}

/** Names of the lifeline businesses, for the procedures form's business check boxes. */
export type BusinessNames = ReadonlyMap<string, string>;

function optionLabels(options: readonly ChoiceOption[], value: unknown): string {
  const values = Array.isArray(value) ? value : [value];
  const labels = values.flatMap((item) => options.find((option) => option.value === item)?.label ?? []);
  return labels.length > 0 ? labels.join('、') : notEntered;
}

function rowsOfField(field: FieldDefinition, scope: unknown, businesses: BusinessNames, prefix: string): SummaryRow[] {
  if (!conditionHolds(field.when, scope)) return [];
  switch (field.type) {
    case 'extend':
      return [...field.base, ...field.children].flatMap((child) => rowsOfField(child, scope, businesses, prefix));
    case 'variable-area': {
      const items = valueAt(scope, field.name);
      if (!Array.isArray(items) || items.length === 0) return [{ label: `${prefix}${field.label}`, value: 'なし' }];
      return items.flatMap((item, index) =>
        field.children.flatMap((child) => rowsOfField(child, item, businesses, `${prefix}${field.itemLabel}${index + 1} `)));
    }
    case 'persons-name':
    case 'autofill-persons-name-kanji':
      return [{ label: `${prefix}${field.label}`, value: readPersonsName(valueAt(scope, field.name)) }];
    case 'address':
      return [{ label: `${prefix}${field.label}`, value: readAddress(valueAt(scope, field.name)) }];
    case 'date':
      return [{ label: `${prefix}${field.label}`, value: readDate(valueAt(scope, field.name)) }];
    case 'radio':
    case 'select':
      return [{ label: `${prefix}${field.label}`, value: optionLabels(field.options, valueAt(scope, field.name)) }];
    case 'check-box': {
      const value = valueAt(scope, field.name);
      const shown = field.options === 'lifeline-businesses'
        ? (Array.isArray(value) ? value.map((id) => businesses.get(String(id)) ?? String(id)).join('、') : '') || notEntered
        : optionLabels(field.options, value);
      return [{ label: `${prefix}${field.label}`, value: shown }];
    }
    case 'text':
    case 'textarea':
      return [{ label: `${prefix}${field.label}`, value: readText(valueAt(scope, field.name)) }];
    default:
      // Display fields (descriptions, notices, read-* of other sections) hold no value of this section.
      return [];
  }
}

/** The summary of one section's (or one application's) values; null values read 「未入力」. */
export function summaryRows(fields: readonly FieldDefinition[], values: unknown, businesses: BusinessNames = new Map()): SummaryRow[] {
  if (values === null || values === undefined) return [{ label: '入力内容', value: notEntered }];
  return fields.flatMap((field) => rowsOfField(field, values, businesses, ''));
}
