// address: the contract's Address (zipcode, jis_code, pref, city, town, line). The municipality
// code comes with choosing a city from the candidates, so a city without it is not filled in.
import { validationMessages as m } from '../../validation/messages';
import { fieldIdOf } from '../field-ids';
import { readAddress } from '../read-values';
import { isBlank, isRecord, textOf, valueAt } from '../value-path';
import type { AddressField } from './field-definitions';
import type { ValueFieldModule } from './field-type-module';
import { checkString, issueAt } from './string-checks';

export const addressParts = ['zipcode', 'jis_code', 'pref', 'city', 'town', 'line'] as const;
export type AddressPart = (typeof addressParts)[number];

/** The address parts the resident sees, in the order of the page (jis_code comes with the city). */
export const shownAddressParts = ['zipcode', 'pref', 'city', 'town', 'line'] as const satisfies readonly AddressPart[];

export const addressPartLabels: Readonly<Record<(typeof shownAddressParts)[number], string>> = {
  zipcode: '郵便番号',
  pref: '都道府県',
  city: '市区町村',
  town: '町域',
  line: '番地・建物名・部屋番号',
};

/** 番地・建物名: at most 100 characters, said by a message rather than cut short by a maxlength. */
export const addressLineMax = 100;

const chosen = (message: string | null) => (message === m.required ? m.choiceRequired : message);

const addressOf = (value: unknown) => Object.fromEntries(addressParts.map((part) => [part, textOf(valueAt(value, part))]));

export const addressFieldModule: ValueFieldModule<AddressField> = {
  holds: 'value',
  formValue: (_field, saved) => addressOf(saved),
  hiddenValue: null,
  issues: async (field, value, { path, rules }) => {
    if (!isRecord(value)) return issueAt([...path, 'zipcode'], field.required ? m.required : null);
    return [
      ...issueAt([...path, 'zipcode'], await checkString(value.zipcode, field.required, field.zipcodeRules, rules)),
      // 都道府県 and 市区町村 are chosen from lists: their required message says 選択.
      ...issueAt([...path, 'pref'], chosen(await checkString(value.pref, field.required, [], rules))),
      ...issueAt([...path, 'city'], chosen(await checkString(isBlank(value.jis_code) ? null : value.city, field.required, [], rules))),
      ...issueAt([...path, 'line'], await checkString(value.line, field.required, [], rules, { range: { max: addressLineMax } })),
    ];
  },
  errorSlots: (_field, _value, { path, label }) => [
    { path, label, focusId: fieldIdOf(`${path}.zipcode`) },
    ...shownAddressParts.map((part) => ({ path: `${path}.${part}`, label: `${label} ${addressPartLabels[part]}`, focusId: fieldIdOf(`${path}.${part}`) })),
  ],
  summaryRows: (_field, value, at) => [{ label: at.label, value: readAddress(value) }],
  contractValue: (_field, value) => addressOf(value),
};
