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

/** A visit slot is HH:MM; which slots the day has, and which are free, the server judges (issue 27). */
const slotTime = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The options to check against, or null for the visit slots (free text of the HH:MM shape). */
const fixedOptions = (field: RadioField | SelectField): readonly ChoiceOption[] | null => (field.options === 'visit-slots' ? null : field.options);

function choiceModule<F extends RadioField | SelectField>(focusIdOf: (path: string) => string): ValueFieldModule<F> {
  return {
    holds: 'value',
    formValue: (_field, saved) => textOf(saved),
    hiddenValue: null,
    issues: async (field, value, at) => {
      if (isBlank(value)) return issueAt(at.path, field.required ? m.choiceRequired : null);
      const options = fixedOptions(field);
      const known = options ? options.some((option) => option.value === value) : typeof value === 'string' && slotTime.test(value);
      return issueAt(at.path, known ? null : m.choice);
    },
    errorSlots: (_field, _value, at) => [{ path: at.path, label: at.label, focusId: focusIdOf(at.path) }],
    summaryRows: (field, value, at) => {
      const options = fixedOptions(field);
      if (options) return [{ label: at.label, value: optionLabels(options, value) }];
      // A municipality without slots asks none: no row rather than 未入力.
      return isBlank(value) ? [] : [{ label: at.label, value: `${textOf(value)}〜` }];
    },
    contractValue: (field, value, at) => {
      if (isBlank(value) && !field.required) return null;
      const options = fixedOptions(field);
      if (!options && typeof value === 'string' && slotTime.test(value)) return value;
      const option = options?.find((candidate) => candidate.value === value);
      if (option === undefined) throw new Error(`${at.path} is not one of its choices`);
      return option.value;
    },
  };
}

/** A radio group's error focuses its first choice. */
export const radioFieldModule = choiceModule<RadioField>((path) => choiceIdOf(path, 0));
export const selectFieldModule = choiceModule<SelectField>(fieldIdOf);
