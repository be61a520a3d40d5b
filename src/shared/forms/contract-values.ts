// The form's values in the contract's shape, for every form: each shown value field as its
// type's module maps it, each hidden one as the contract wants a value the resident was not
// asked for (null, a list: []), and what the form never asks for (definition.notAsked) as null.
import type { FieldDefinition } from './field-types/field-definitions';
import type { FormValues } from './field-types/field-type-module';
import { valueFieldsOfLevel } from './field-types/field-type-modules';
import type { FormDefinition } from './form-definition';
import { conditionHolds, setValueAt, valueAt } from './value-path';

function valuesOfLevel(fields: readonly FieldDefinition[], values: unknown, base: string): FormValues {
  const contract: FormValues = {};
  for (const { field, module } of valueFieldsOfLevel(fields)) {
    const path = `${base}${field.name}`;
    const value = conditionHolds(field.when, values)
      ? module.contractValue(field, valueAt(values, field.name), { path, children: (children, item) => valuesOfLevel(children, item, `${path}.`) })
      : module.hiddenValue;
    setValueAt(contract, field.name, value);
  }
  return contract;
}

/** `values` (the form's) as the contract's values of `definition`. */
export function contractValuesOf<T>(definition: FormDefinition<T>, values: unknown): T {
  const contract = valuesOfLevel(definition.fields, values, '');
  for (const name of definition.notAsked ?? []) setValueAt(contract, name, null);
  // The definition describes T's fields; the round-trip tests of every form hold it to that.
  return contract as T;
}

/**
 * Stored contract values with what `definition` does not ask for set to null: a value kept from
 * before the form changed (a business's direction changed with the move) is not the resident's
 * answer to this form, so it is neither signed nor sent.
 */
export function askedValuesOf<T>(definition: FormDefinition<T>, values: T): T {
  const copy = structuredClone(values) as FormValues;
  for (const name of definition.notAsked ?? []) setValueAt(copy, name, null);
  return copy as T;
}
