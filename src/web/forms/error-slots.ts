// Where a field error can be shown: one slot per value path the form displays an error for,
// in the order of the page, with the words the error summary uses for it and the element its
// link focuses (each type's module says which). Built from the definition and the current
// values, because conditions hide fields and variable-areas repeat theirs.
import type { FieldDefinition } from '#shared/forms/field-types/field-definitions';
import type { ErrorSlot } from '#shared/forms/field-types/field-type-module';
import { valueFieldsOfLevel } from '#shared/forms/field-types/field-type-modules';
import { conditionHolds, valueAt } from '#shared/forms/value-path';

export type { ErrorSlot } from '#shared/forms/field-types/field-type-module';

/** The slots of `fields` shown for `values` (`scope`: the values of this level), in page order. */
export function errorSlotsOf(fields: readonly FieldDefinition[], scope: unknown, base = '', prefix = ''): ErrorSlot[] {
  return valueFieldsOfLevel(fields)
    .filter(({ field }) => conditionHolds(field.when, scope))
    .flatMap(({ field, module }) => {
      const label = prefix === '' ? field.label : `${prefix} ${field.label}`;
      return module.errorSlots(field, valueAt(scope, field.name), { path: `${base}${field.name}`, label, prefix, children: errorSlotsOf });
    });
}
