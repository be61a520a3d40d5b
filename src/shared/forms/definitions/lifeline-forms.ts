// Mode 5: one form per lifeline business kind, values as LifelineValues. Each extends the base
// fields every business asks for; fields a kind does not ask for stay null (contract).
import type { components } from '../../api/schema';
import type { FieldDefinition, TextField } from '../field-types/field-definitions';
import type { FormDefinition } from '../form-definition';
import { dateField, phoneField } from './common-fields';

export type LifelineValues = components['schemas']['LifelineValues'];
export type BusinessCategory = components['schemas']['BusinessCategory'];

function customerNumberField(numeric: boolean, min: number): TextField {
  return {
    type: 'text',
    name: 'customer_number',
    label: 'お客さま番号',
    required: false,
    inputMode: numeric ? 'numeric' : 'text',
    rules: numeric ? ['numberOnly', 'textMinimum'] : ['textMinimum'],
    inputHelpers: numeric ? ['toHalfWidth', 'digitsOnly'] : ['toHalfWidth'],
    range: { min, max: 20 },
    supportText: '検針票や請求書に記載されています。わからない場合は空欄のままで構いません。',
  };
}

const baseFields: readonly FieldDefinition[] = [
  { type: 'addressee', id: 'lifeline-addressee', label: '申込先', recipient: 'business' },
  dateField('stop_date', '旧住所での使用停止日', '例：2026/11/30'),
  dateField('start_date', '新住所での使用開始日', '例：2026/12/01'),
  phoneField('contact_phone', '日中に連絡がとれる電話番号'),
];

const paymentFields: readonly FieldDefinition[] = [
  {
    type: 'description-box',
    id: 'payment-note',
    title: 'お支払い口座',
    text: '新しい住所での料金を口座振替でお支払いいただく口座を入力してください。',
  },
  {
    type: 'text',
    name: 'payment.bank_code',
    label: '金融機関コード',
    required: true,
    inputMode: 'numeric',
    rules: ['numberOnly', 'textMinimum'],
    inputHelpers: ['toHalfWidth', 'digitsOnly'],
    range: { min: 4, max: 4 },
    supportText: '4桁の数字です。例：0001',
  },
  {
    type: 'text',
    name: 'payment.branch_number',
    label: '店番号',
    required: true,
    inputMode: 'numeric',
    rules: ['branchNumber'],
    inputHelpers: ['toHalfWidth'],
    range: { max: 3 },
    supportText: '3桁の数字です。例：123',
  },
  {
    type: 'radio',
    name: 'payment.account_type',
    label: '預金種目',
    required: true,
    options: [
      { value: 'ordinary', label: '普通' },
      { value: 'checking', label: '当座' },
    ],
  },
  {
    type: 'text',
    name: 'payment.account_number',
    label: '口座番号',
    required: true,
    inputMode: 'numeric',
    rules: ['accountNumber'],
    inputHelpers: ['toHalfWidth'],
    range: { max: 7 },
    supportText: '7桁の数字です。7桁に満たない場合は、先頭に0を付けてください。',
  },
  {
    type: 'text',
    name: 'payment.account_holder_kana',
    label: '口座名義（カナ）',
    required: true,
    inputMode: 'text',
    rules: ['katakana'],
    inputHelpers: ['halfWidthKatakanaToFullWidth', 'hiraganaToKatakana'],
    range: { max: 30 },
    supportText: '全角カタカナで、スペースを入れずに入力してください。',
  },
];

const attendanceFields: readonly FieldDefinition[] = [
  {
    type: 'alert-text',
    id: 'gas-attendance',
    tone: 'info',
    text: 'ガスの開栓には、安全確認のため立会いが必要です。',
  },
  dateField('attendance_date', '開栓の立会い日', '例：2026/12/01'),
  {
    type: 'radio',
    name: 'attendance_time_slot',
    label: '立会いの時間帯',
    required: true,
    options: [
      { value: 'morning', label: '午前（9時〜12時）' },
      { value: 'afternoon', label: '午後（13時〜17時）' },
      { value: 'evening', label: '夕方（17時〜19時）' },
    ],
  },
];

/** The contract's top-level names of some fields (payment.bank_code → payment). */
const namesOf = (fields: readonly FieldDefinition[]): string[] => fields.flatMap((field) => ('name' in field ? [field.name.split('.')[0] ?? field.name] : []));

/** Every value a lifeline form can ask for; a kind's form sends the others as null. */
const lifelineNames = new Set(namesOf([customerNumberField(false, 1), ...baseFields, ...attendanceFields, ...paymentFields]));

function lifelineForm(category: BusinessCategory, title: string, customerNumber: TextField, own: readonly FieldDefinition[]): FormDefinition<LifelineValues> {
  const asked = new Set(namesOf([customerNumber, ...baseFields, ...own]));
  return {
    id: `lifeline-${category}`,
    mode: 5,
    title,
    notAsked: [...lifelineNames].filter((name) => !asked.has(name)),
    fields: [{ type: 'extend', id: `lifeline-${category}-fields`, base: [customerNumber, ...baseFields], children: own }],
  };
}

export const lifelineForms: Record<BusinessCategory, FormDefinition<LifelineValues>> = {
  electricity: lifelineForm('electricity', '電気の使用停止・開始', customerNumberField(true, 10), paymentFields),
  gas: lifelineForm('gas', 'ガスの使用停止・開始', customerNumberField(true, 10), [...attendanceFields, ...paymentFields]),
  water: lifelineForm('water', '水道の使用停止・開始', customerNumberField(true, 8), paymentFields),
  internet: lifelineForm('internet', 'インターネットの移転', customerNumberField(false, 6), []),
  other: lifelineForm('other', '使用停止・開始の手続き', customerNumberField(false, 1), []),
};
