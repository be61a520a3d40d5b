// Mode 5: one form per lifeline category and direction, values as LifelineValues. Each extends
// the base fields every business asks for; fields a form does not ask for stay null (contract).
// A business serving only one of the move's addresses asks only about that one. Which category a
// form belongs to is the procedure registry's to say (src/shared/procedures.ts), not this file's.
import type { components } from '../../api/schema';
import type { FieldDefinition, TextField } from '../field-types/field-definitions';
import type { FormDefinition } from '../form-definition';
import { dateField, phoneField } from './common-fields';

export type LifelineValues = components['schemas']['LifelineValues'];
export type BusinessCategory = components['schemas']['BusinessCategory'];
export type BusinessServes = components['schemas']['BusinessServes'];

export function customerNumberField(numeric: boolean, min: number): TextField {
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

// The 申込先 heads the form: the resident reads whom the form goes to before any input
// (issue 11, point 7), so it stands before the お客さま番号 too.
const addressee: FieldDefinition = { type: 'addressee', id: 'lifeline-addressee', label: '申込先', recipient: 'business' };

const stopDateField = dateField('stop_date', '旧住所での使用停止日', '例：2026/11/30');
const startDateField = dateField('start_date', '新住所での使用開始日', '例：2026/12/01');
const contactPhoneField = phoneField('contact_phone', '日中に連絡がとれる電話番号');

/** Why a date is not asked, where the business serves only one of the addresses. */
const oneAddressNotes: Readonly<Record<Exclude<BusinessServes, 'both'>, FieldDefinition>> = {
  new_address: {
    type: 'description',
    id: 'lifeline-serves-new-address',
    text: '旧住所は申込先のサービス提供地域ではないため、新住所での使用開始についてだけお伺いします。',
  },
  old_address: {
    type: 'description',
    id: 'lifeline-serves-old-address',
    text: '新住所は申込先のサービス提供地域ではないため、旧住所での使用停止についてだけお伺いします。',
  },
};

/** The base fields for a direction: the old address's stop date, the new one's start date, or both. */
function baseFieldsFor(serves: BusinessServes): FieldDefinition[] {
  if (serves === 'both') return [stopDateField, startDateField, contactPhoneField];
  return serves === 'new_address' ? [oneAddressNotes.new_address, startDateField, contactPhoneField] : [oneAddressNotes.old_address, stopDateField, contactPhoneField];
}

/** The お支払い口座 note, after which a page may offer an account entered for another business. */
export const paymentNoteId = 'payment-note';

const paymentFields: readonly FieldDefinition[] = [
  {
    type: 'description-box',
    id: paymentNoteId,
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
    // Spec §5's form-level kana: a holder's name may part its words with a space.
    rules: ['formKana'],
    inputHelpers: ['halfWidthKatakanaToFullWidth', 'hiraganaToKatakana'],
    range: { max: 30 },
    supportText: '全角カタカナで入力してください。姓と名の間にスペースを入れることもできます。',
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

/** Every value a lifeline form can ask for; a form sends the others as null. */
const lifelineNames = new Set(namesOf([customerNumberField(false, 1), ...baseFieldsFor('both'), ...attendanceFields, ...paymentFields]));

/** The opening attendance (its note too) belongs to the start at the new address. */
const fitsDirection = (serves: BusinessServes) => (field: FieldDefinition) => serves !== 'old_address' || !attendanceFields.includes(field);

function lifelineForm(category: string, title: string, customerNumber: TextField, own: readonly FieldDefinition[], serves: BusinessServes): FormDefinition<LifelineValues> {
  const base = [addressee, customerNumber, ...baseFieldsFor(serves)];
  const children = own.filter(fitsDirection(serves));
  const asked = new Set(namesOf([...base, ...children]));
  return {
    id: `lifeline-${category}`,
    mode: 5,
    title,
    notAsked: [...lifelineNames].filter((name) => !asked.has(name)),
    fields: [{ type: 'extend', id: `lifeline-${category}-fields`, base, children }],
  };
}

/** A category's form for each direction: which of the move's addresses its business serves. */
export type LifelineFormsByDirection = Readonly<Record<BusinessServes, FormDefinition<LifelineValues>>>;

/** The forms of a category: the base fields, its お客さま番号 and its own fields (those of the start at the new address drop out where it is not served). */
export function lifelineFormsOf(category: string, title: string, customerNumber: TextField, own: readonly FieldDefinition[]): LifelineFormsByDirection {
  const serving = (serves: BusinessServes) => lifelineForm(category, title, customerNumber, own, serves);
  return { both: serving('both'), new_address: serving('new_address'), old_address: serving('old_address') };
}

export const electricityForms = lifelineFormsOf('electricity', '電気の使用停止・開始', customerNumberField(true, 10), paymentFields);
export const gasForms = lifelineFormsOf('gas', 'ガスの使用停止・開始', customerNumberField(true, 10), [...attendanceFields, ...paymentFields]);
export const waterForms = lifelineFormsOf('water', '水道の使用停止・開始', customerNumberField(true, 8), paymentFields);
export const internetForms = lifelineFormsOf('internet', 'インターネットの移転', customerNumberField(false, 6), []);
export const otherLifelineForms = lifelineFormsOf('other', '使用停止・開始の手続き', customerNumberField(false, 1), []);
