// Issue 11, point 5 "No silent truncation": every length-limited field of every form takes what
// is typed and says what is wrong with it. An over-long or wrong-length value gets the message
// of spec §5 where the spec words one (店番号, 口座番号, 電話番号, メール, 郵便番号), and
// 「N文字以内で入力してください。」 for a plain text maximum; nothing is cut short silently.
import { describe, expect, it } from 'vitest';
import { maximumLengthMessage, validationMessages as m } from '../validation/messages';
import type { RuleContext } from '../validation/rule-registry';
import { applicantForm } from './definitions/applicant-form';
import { lifelineForms } from './testing/lifeline-forms';
import { movingForm } from './definitions/moving-form';
import { municipalityForms } from './definitions/municipality-forms';
import { proceduresForm } from './definitions/procedures-form';
import { addressLineMax } from './field-types/address';
import type { AddressField, DateField, FieldDefinition, TextareaField, TextField } from './field-types/field-definitions';
import { fieldTypeModules } from './field-types/field-type-modules';
import type { FormDefinition } from './form-definition';

const forms: FormDefinition<unknown>[] = [applicantForm, movingForm, proceduresForm, ...Object.values(municipalityForms), ...Object.values(lifelineForms)];
const context: RuleContext = { today: { year: 2026, month: 11, day: 22 } };

type Limited = TextField | TextareaField | DateField;

/** Every field of a form, at any depth (an extend's base and children, a variable-area's items). */
function allFields(fields: readonly FieldDefinition[]): FieldDefinition[] {
  return fields.flatMap((field) => {
    if (field.type === 'extend') return [...allFields(field.base), ...allFields(field.children)];
    if (field.type === 'variable-area') return [field, ...allFields(field.children)];
    return [field];
  });
}

const limitedFields = forms.flatMap((form) =>
  allFields(form.fields).flatMap((field) =>
    (field.type === 'text' || field.type === 'textarea' || field.type === 'date') && field.range?.max !== undefined ? [{ form: form.id, field: field as Limited }] : [],
  ),
);
const addressFields = forms.flatMap((form) => allFields(form.fields).flatMap((field) => (field.type === 'address' ? [{ form: form.id, field }] : [])));

/** What a resident might type one character too long, and the message it must get. */
function overLong(field: Limited): { value: string; message: string } {
  const max = field.range?.max ?? 0;
  if (field.rules.includes('branchNumber')) return { value: '1234', message: m.branchNumber };
  if (field.rules.includes('accountNumber')) return { value: '12345678', message: m.accountNumber };
  if (field.rules.includes('phonePattern')) return { value: '090-1234-56789', message: m.phonePattern };
  if (field.rules.includes('mail')) return { value: `${'a'.repeat(max - 10)}@example.jp`, message: m.mail };
  const unit = field.rules.includes('numberOnly') ? '1' : field.rules.some((rule) => rule === 'katakana' || rule === 'formKana') ? 'ア' : 'あ';
  return { value: unit.repeat(max + 1), message: maximumLengthMessage(max) };
}

async function messageOf(field: FieldDefinition, value: unknown): Promise<string | undefined> {
  const module = fieldTypeModules[field.type] as { issues?: (f: FieldDefinition, v: unknown, at: unknown) => Promise<{ message: string; path: readonly string[] }[]> };
  const issues = (await module.issues?.(field, value, { path: ['x'], label: '', rules: context, children: async () => [] })) ?? [];
  return issues[0]?.message;
}

async function addressMessages(field: AddressField, parts: Record<string, string>): Promise<Record<string, string>> {
  const module = fieldTypeModules.address;
  const value = { zipcode: '1000001', pref: '東京都', city: '千代田区', jis_code: '13101', town: '千代田', line: '1-1', ...parts };
  const issues = await module.issues(field, value, { path: ['x'], label: '', rules: context, children: async () => [] } as never);
  return Object.fromEntries(issues.map((issue) => [issue.path.at(-1), issue.message]));
}

describe('length-limited fields say what is wrong instead of cutting it short', () => {
  it('finds the fields the issue names among the length-limited ones', () => {
    const names = new Set(limitedFields.map(({ field }) => field.name));
    for (const name of ['payment.branch_number', 'payment.account_number', 'payment.bank_code', 'phone', 'email', 'notes', 'customer_number']) expect(names).toContain(name);
  });

  it.each(limitedFields.map(({ form, field }) => [`${form} ${field.name}`, field] as const))('%s: one character over the limit gets its message', async (_name, field) => {
    const { value, message } = overLong(field);
    expect(await messageOf(field, value)).toBe(message);
    // The limit itself is accepted (for the fields whose maximum is a plain text length).
    if (!field.rules.some((rule) => ['branchNumber', 'accountNumber', 'phonePattern', 'mail'].includes(rule))) {
      expect(await messageOf(field, value.slice(0, -1))).toBeUndefined();
    }
  });

  it('店番号 and 口座番号 of wrong lengths get spec §5 messages, character for character', async () => {
    const branch = limitedFields.find(({ field }) => field.name === 'payment.branch_number')?.field;
    const account = limitedFields.find(({ field }) => field.name === 'payment.account_number')?.field;
    if (!branch || !account) throw new Error('payment fields');
    for (const value of ['12', '1234', '12a']) expect(await messageOf(branch, value)).toBe('店番号は3桁の数値で入力してください。');
    for (const value of ['123456', '12345678', '123456a']) expect(await messageOf(account, value)).toBe('口座番号は7桁の数値で入力してください。');
    expect(await messageOf(branch, '123')).toBeUndefined();
    expect(await messageOf(account, '1234567')).toBeUndefined();
  });

  it.each(addressFields.map(({ form, field }) => [`${form} ${field.name}`, field] as const))('%s: an over-long 郵便番号 and 番地 get their messages', async (_name, field) => {
    expect((await addressMessages(field, { zipcode: '10000011' })).zipcode).toBe('郵便番号を正しく入力してください。');
    expect((await addressMessages(field, { line: 'あ'.repeat(addressLineMax + 1) })).line).toBe(maximumLengthMessage(addressLineMax));
    expect((await addressMessages(field, { line: 'あ'.repeat(addressLineMax) })).line).toBeUndefined();
  });

  it('words a plain maximum as 「N文字以内で入力してください。」', () => {
    expect(maximumLengthMessage(20)).toBe('20文字以内で入力してください。');
  });
});
