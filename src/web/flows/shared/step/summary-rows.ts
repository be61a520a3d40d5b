// The rows of the confirm page's summary lists (Digital Agency "check answers"): one per field
// that holds a value and is shown for these values, labelled as the form labels it and worded
// as its type's module words it. Built from the form definitions, so the confirm page lists
// exactly what the section pages ask; every value type must word its value (the module record
// is exhaustive), so none can fall off the page.
import type { FieldDefinition } from '#shared/forms/field-types/field-definitions';
import type { BusinessNames, SummaryRow } from '#shared/forms/field-types/field-type-module';
import { valueFieldsOfLevel } from '#shared/forms/field-types/field-type-modules';
import { notEntered } from '#shared/forms/read-values';
import { conditionHolds, valueAt } from '#shared/forms/value-path';

export type { BusinessNames, SummaryRow } from '#shared/forms/field-types/field-type-module';

function rowsOfLevel(fields: readonly FieldDefinition[], scope: unknown, businesses: BusinessNames, prefix: string): SummaryRow[] {
  return valueFieldsOfLevel(fields)
    .filter(({ field }) => conditionHolds(field.when, scope))
    .flatMap(({ field, module }) =>
      module.summaryRows(field, valueAt(scope, field.name), {
        label: `${prefix}${field.label}`,
        prefix,
        businesses,
        children: (children, item, itemPrefix) => rowsOfLevel(children, item, businesses, itemPrefix),
      }),
    );
}

/** The summary of one section's (or one application's) values; null values read 「未入力」. */
export function summaryRows(fields: readonly FieldDefinition[], values: unknown, businesses: BusinessNames = new Map()): SummaryRow[] {
  if (values === null || values === undefined) return [{ label: '入力内容', value: notEntered }];
  return rowsOfLevel(fields, values, businesses, '');
}
