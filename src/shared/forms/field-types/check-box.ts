// check-box: several of the field's options (string[]), or of the destination's lifeline
// businesses, whose catalogue of the day the server judges.
import { validationMessages as m } from '../../validation/messages';
import { choiceIdOf } from '../field-ids';
import { notEntered } from '../read-values';
import type { CheckBoxField } from './field-definitions';
import type { ValueFieldModule } from './field-type-module';
import { optionLabels } from './choice';
import { issueAt } from './string-checks';

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

const offers = (field: CheckBoxField, item: string): boolean => field.options === 'lifeline-businesses' || field.options.some((option) => option.value === item);

export const checkBoxFieldModule: ValueFieldModule<CheckBoxField> = {
  holds: 'value',
  formValue: (_field, saved) => strings(saved),
  hiddenValue: [],
  issues: async (field, value, at) => {
    const chosen = Array.isArray(value) ? value : [];
    if (chosen.length === 0) return issueAt(at.path, field.required ? m.choiceRequired : null);
    if (field.options === 'lifeline-businesses') return []; // the catalogue of the day decides, on the server
    const options = field.options;
    return issueAt(at.path, chosen.every((item) => options.some((option) => option.value === item)) ? null : m.choice);
  },
  errorSlots: (_field, _value, at) => [{ path: at.path, label: at.label, focusId: choiceIdOf(at.path, 0) }],
  summaryRows: (field, value, at) => {
    const shown =
      field.options === 'lifeline-businesses'
        ? strings(value)
            .map((id) => at.businesses.get(id) ?? id)
            .join('、') || notEntered
        : optionLabels(field.options, value);
    return [{ label: at.label, value: shown }];
  },
  contractValue: (field, value) => strings(value).filter((item) => offers(field, item)),
};
