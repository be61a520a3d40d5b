// persons-name and autofill-persons-name-kanji: { last, first }. Each part has its own checks
// and error slot, and spec §5's 24-character total is reported on the name itself.
import { validationMessages as m } from '../../validation/messages';
import { nameRules } from '../../validation/rule-registry';
import { fieldIdOf } from '../field-ids';
import { readPersonsName } from '../read-values';
import { isRecord, textOf, valueAt } from '../value-path';
import type { AutofillPersonsNameKanjiField, PersonsNameField } from './field-definitions';
import type { FormIssue, ValueFieldModule } from './field-type-module';
import { checkString, issueAt } from './string-checks';

type NameField = PersonsNameField | AutofillPersonsNameKanjiField;

const nameOf = (value: unknown) => ({ last: textOf(valueAt(value, 'last')), first: textOf(valueAt(value, 'first')) });

function nameModule<F extends NameField>(): ValueFieldModule<F> {
  return {
    holds: 'value',
    formValue: (_field, saved) => nameOf(saved),
    hiddenValue: null,
    issues: async (field, value, at) => {
      if (!isRecord(value)) return issueAt(at.path, field.required ? m.required : null);
      const { last, first } = value;
      const issues: FormIssue[] = [
        ...issueAt([...at.path, 'last'], await checkString(last, field.required, field.partRules, at.rules)),
        ...issueAt([...at.path, 'first'], await checkString(first, field.required, field.partRules, at.rules)),
      ];
      if (typeof last !== 'string' || typeof first !== 'string') return issues;
      for (const name of field.nameRules) {
        const result = nameRules[name]().safeParse({ last, first });
        if (!result.success) issues.push({ path: at.path, message: result.error.issues[0]?.message ?? m.nameTotalLength });
      }
      return issues;
    },
    errorSlots: (field, _value, { path, label }) => [
      { path, label, focusId: fieldIdOf(`${path}.last`) },
      { path: `${path}.last`, label: `${label} ${field.partLabels.last}`, focusId: fieldIdOf(`${path}.last`) },
      { path: `${path}.first`, label: `${label} ${field.partLabels.first}`, focusId: fieldIdOf(`${path}.first`) },
    ],
    summaryRows: (_field, value, at) => [{ label: at.label, value: readPersonsName(value) }],
    contractValue: (_field, value) => nameOf(value),
  };
}

export const personsNameFieldModule = nameModule<PersonsNameField>();
/** The verified name, read-only on the page, is checked and sent like a typed one. */
export const autofillPersonsNameKanjiFieldModule = nameModule<AutofillPersonsNameKanjiField>();
