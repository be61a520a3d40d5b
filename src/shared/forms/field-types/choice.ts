// radio and select: one of the field's options. A value that is not one of them is refused by
// the rules, and throws rather than going to the contract.
import { validationMessages as m } from '../../validation/messages';
import { choiceIdOf, fieldIdOf } from '../field-ids';
import { notEntered } from '../read-values';
import { isBlank, textOf } from '../value-path';
import type { ChoiceOption, RadioField, SelectField } from './field-definitions';
import type { ValueFieldModule } from './field-type-module';
import { issueAt } from './string-checks';

/** The options' labels of a value or a list of values, 「、」-separated; 未入力 for none. */
export function optionLabels(options: readonly ChoiceOption[], value: unknown): string {
  const values = Array.isArray(value) ? value : [value];
  const labels = values.flatMap((item) => options.find((option) => option.value === item)?.label ?? []);
  return labels.length > 0 ? labels.join('、') : notEntered;
}

function choiceModule<F extends RadioField | SelectField>(focusIdOf: (path: string) => string): ValueFieldModule<F> {
  return {
    holds: 'value',
    formValue: (_field, saved) => textOf(saved),
    hiddenValue: null,
    issues: async (field, value, at) => {
      if (isBlank(value)) return issueAt(at.path, field.required ? m.choiceRequired : null);
      return issueAt(at.path, field.options.some((option) => option.value === value) ? null : m.choice);
    },
    errorSlots: (_field, _value, at) => [{ path: at.path, label: at.label, focusId: focusIdOf(at.path) }],
    summaryRows: (field, value, at) => [{ label: at.label, value: optionLabels(field.options, value) }],
    contractValue: (field, value, at) => {
      if (isBlank(value) && !field.required) return null;
      const option = field.options.find((candidate) => candidate.value === value);
      if (option === undefined) throw new Error(`${at.path} is not one of its choices`);
      return option.value;
    },
  };
}

/** A radio group's error focuses its first choice. */
export const radioFieldModule = choiceModule<RadioField>((path) => choiceIdOf(path, 0));
export const selectFieldModule = choiceModule<SelectField>(fieldIdOf);
