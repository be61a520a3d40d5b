// Fields that several forms share, so that 氏名, 生年月日 or 電話番号 read and check the same
// everywhere.
import type { ChoiceOption, DateField, PersonsNameField, RadioField, TextField } from '../field-types/field-definitions';

const kanjiParts = { last: '姓', first: '名' } as const;
const kanaParts = { last: 'セイ', first: 'メイ' } as const;

export function kanjiNameField(name: string, label: string): PersonsNameField {
  return {
    type: 'persons-name',
    name,
    label,
    required: true,
    script: 'kanji',
    partLabels: kanjiParts,
    nameRules: ['nameTotalLength'],
    partRules: [],
    inputHelpers: [],
    supportText: '姓と名を合わせて24文字以内で入力してください。',
  };
}

export function kanaNameField(name: string, label: string): PersonsNameField {
  return {
    type: 'persons-name',
    name,
    label,
    required: true,
    script: 'kana',
    partLabels: kanaParts,
    nameRules: ['nameTotalLength'],
    partRules: ['katakana'],
    inputHelpers: ['halfWidthKatakanaToFullWidth', 'hiraganaToKatakana'],
    supportText: '全角カタカナで、姓と名を合わせて24文字以内で入力してください。',
  };
}

/** `own`: the resident's own birthday, which browsers may fill in; a household member's is not. */
export function birthDateField(name: string, whose: 'own' | 'other'): DateField {
  return {
    type: 'date',
    name,
    label: '生年月日',
    required: true,
    rules: ['birthDate'],
    inputHelpers: ['toHalfWidth', 'dateTyping'],
    supportText: '西暦で入力してください。例：1990/04/01',
    ...(whose === 'own' ? { autoComplete: 'bday' } : {}),
  };
}

/** A date other than a birth date; its window (e.g. 来庁予定日) is a domain rule of the flow. */
export function dateField(name: string, label: string, supportText: string, required = true): DateField {
  return { type: 'date', name, label, required, rules: ['calendarDate'], inputHelpers: ['toHalfWidth', 'dateTyping'], supportText };
}

const genderOptions: readonly ChoiceOption[] = [
  { value: 'male', label: '男性' },
  { value: 'female', label: '女性' },
  { value: 'other', label: 'その他' },
];

export function genderField(name: string): RadioField {
  return { type: 'radio', name, label: '性別', required: true, options: genderOptions };
}

export function phoneField(name: string, label: string): TextField {
  return {
    type: 'text',
    name,
    label,
    required: true,
    inputMode: 'tel',
    rules: ['phoneHyphen', 'phonePattern'],
    inputHelpers: ['normalizeHyphens'],
    range: { max: 13 },
    supportText: 'ハイフン（-）を入れて入力してください。例：090-1234-5678',
    autoComplete: 'tel',
  };
}

export function relationshipField(name: string): TextField {
  return {
    type: 'text',
    name,
    label: '世帯主との続柄',
    required: true,
    inputMode: 'text',
    rules: [],
    inputHelpers: [],
    range: { max: 20 },
    supportText: '例：妻、子、父',
  };
}
