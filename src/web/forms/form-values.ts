// Form values as the form holds them, built from a definition: every value field gets its
// place, as its type's module makes it, and a saved draft fills in what it has. What the
// contract wants back is made from these on saving (contractValuesOf).
import type { FieldDefinition } from '#shared/forms/field-types/field-definitions';
import type { FormValues } from '#shared/forms/field-types/field-type-module';
import { valueFieldsOfLevel } from '#shared/forms/field-types/field-type-modules';
import { setValueAt, valueAt } from '#shared/forms/value-path';

export type { FormValues } from '#shared/forms/field-types/field-type-module';

/** The form's values for `fields`, filled from `saved` (a draft's values, or nothing). */
export function formValuesOf(fields: readonly FieldDefinition[], saved: unknown): FormValues {
  const values: FormValues = {};
  for (const { field, module } of valueFieldsOfLevel(fields)) setValueAt(values, field.name, module.formValue(field, valueAt(saved, field.name), formValuesOf));
  return values;
}
