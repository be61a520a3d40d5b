// Walks a form definition over its values and reports, per field, the first rule that fails.
// Hidden fields (their `when` does not hold) are skipped; a blank optional field is valid; the
// other rules run only on a value that is there, required first (spec §5's order of messages).
import type { RuleContext, RuleParams, StringRuleName } from '../validation/rule-registry';
import { nameRules, stringRule } from '../validation/rule-registry';
import { maximumItemsMessage, validationMessages as m } from '../validation/messages';
import type { StringRule } from '../validation/string-rules';
import type { AddressField, ChoiceOption, FieldDefinition, PersonsNameField, AutofillPersonsNameKanjiField } from './field-types';
import { conditionHolds, isBlank, valueAt } from './value-path';

export type IssuePath = (string | number)[];

export interface FormIssue {
  path: IssuePath;
  message: string;
}

async function firstMessage(schema: StringRule, value: unknown): Promise<string | null> {
  const result = await schema.safeParseAsync(value);
  return result.success ? null : (result.error.issues[0]?.message ?? m.required);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every issue of `values` against `fields`, in the order of the fields. */
export async function formIssues(fields: readonly FieldDefinition[], values: unknown, context: RuleContext): Promise<FormIssue[]> {
  const issues: FormIssue[] = [];
  const report = (path: IssuePath, message: string | null) => {
    if (message !== null) issues.push({ path, message });
  };

  async function checkString(value: unknown, required: boolean, rules: readonly StringRuleName[], params: RuleParams = {}): Promise<string | null> {
    if (isBlank(value)) return required ? m.required : null;
    for (const name of rules) {
      const message = await firstMessage(stringRule(name, context, params), value);
      if (message !== null) return message;
    }
    return typeof value === 'string' ? null : m.required;
  }

  function checkChoice(value: unknown, required: boolean, options: readonly ChoiceOption[]): string | null {
    if (isBlank(value)) return required ? m.required : null;
    return options.some((option) => option.value === value) ? null : m.choice;
  }

  function checkChoices(value: unknown, required: boolean, options: readonly ChoiceOption[] | 'lifeline-businesses'): string | null {
    const chosen = Array.isArray(value) ? value : [];
    if (chosen.length === 0) return required ? m.required : null;
    if (options === 'lifeline-businesses') return null; // the catalogue of the day decides, on the server
    return chosen.every((item) => options.some((option) => option.value === item)) ? null : m.choice;
  }

  async function checkName(field: PersonsNameField | AutofillPersonsNameKanjiField, value: unknown, path: IssuePath) {
    if (!isRecord(value)) return report(path, field.required ? m.required : null);
    const { last, first } = value;
    report([...path, 'last'], await checkString(last, field.required, field.partRules));
    report([...path, 'first'], await checkString(first, field.required, field.partRules));
    if (typeof last !== 'string' || typeof first !== 'string') return;
    for (const name of field.nameRules) {
      const result = await nameRules[name]().safeParseAsync({ last, first });
      if (!result.success) report(path, result.error.issues[0]?.message ?? m.nameTotalLength);
    }
  }

  async function checkAddress(field: AddressField, value: unknown, path: IssuePath) {
    if (!isRecord(value)) return report([...path, 'zipcode'], field.required ? m.required : null);
    report([...path, 'zipcode'], await checkString(value.zipcode, field.required, field.zipcodeRules));
    report([...path, 'pref'], await checkString(value.pref, field.required, []));
    // The municipality code comes with choosing a city from the candidates.
    report([...path, 'city'], await checkString(isBlank(value.jis_code) ? null : value.city, field.required, []));
    report([...path, 'line'], await checkString(value.line, field.required, []));
  }

  async function checkField(field: FieldDefinition, scope: Record<string, unknown>, base: IssuePath): Promise<void> {
    if (!conditionHolds(field.when, scope)) return;
    if (field.type === 'extend') {
      await checkFields(field.base, scope, base);
      await checkFields(field.children, scope, base);
      return;
    }
    if (!('name' in field)) return; // display only
    const path = [...base, ...field.name.split('.')];
    const value = valueAt(scope, field.name);
    switch (field.type) {
      case 'text':
      case 'textarea':
      case 'date':
        return report(path, await checkString(value, field.required, field.rules, field.range ? { range: field.range } : {}));
      case 'radio':
      case 'select':
        return report(path, checkChoice(value, field.required, field.options));
      case 'check-box':
        return report(path, checkChoices(value, field.required, field.options));
      case 'persons-name':
      case 'autofill-persons-name-kanji':
        return checkName(field, value, path);
      case 'address':
        return checkAddress(field, value, path);
      case 'variable-area': {
        const items = Array.isArray(value) ? value : [];
        if (items.length < field.min) report(path, m.required);
        if (items.length > field.max) report(path, maximumItemsMessage(field.max));
        for (const [index, item] of items.entries()) {
          await checkFields(field.children, isRecord(item) ? item : {}, [...path, index]);
        }
        return;
      }
    }
  }

  async function checkFields(fields: readonly FieldDefinition[], scope: Record<string, unknown>, base: IssuePath): Promise<void> {
    for (const field of fields) await checkField(field, scope, base);
  }

  await checkFields(fields, isRecord(values) ? values : {}, []);
  return issues;
}
