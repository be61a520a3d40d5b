// text, textarea and date: one string. Optional text and dates the resident leaves blank go to
// the contract as null (mail, お客さま番号); a textarea's free text is a string, '' when blank
// (the contract's 連絡事項).
import { fieldIdOf } from '../field-ids';
import { readDate, readText } from '../read-values';
import { isBlank, textOf } from '../value-path';
import type { DateField, TextareaField, TextField } from './field-definitions';
import type { ValueFieldModule } from './field-type-module';
import { checkString, issueAt } from './string-checks';

type TextInput = TextField | TextareaField | DateField;

function textModule<F extends TextInput>(read: (value: unknown) => string, blank: '' | null): ValueFieldModule<F> {
  return {
    holds: 'value',
    formValue: (_field, saved) => textOf(saved),
    hiddenValue: null,
    issues: async (field, value, at) => issueAt(at.path, await checkString(value, field.required, field.rules, at.rules, field.range ? { range: field.range } : {})),
    errorSlots: (_field, _value, at) => [{ path: at.path, label: at.label, focusId: fieldIdOf(at.path) }],
    summaryRows: (_field, value, at) => [{ label: at.label, value: read(value) }],
    contractValue: (field, value) => (isBlank(value) && !field.required ? blank : textOf(value)),
  };
}

export const textFieldModule = textModule<TextField>(readText, null);
export const textareaFieldModule = textModule<TextareaField>(readText, '');
export const dateFieldModule = textModule<DateField>(readDate, null);
