// Mode 2: where from, where to, when, and who moves (住所・引越し日・世帯), values as the
// contract's MovingValues. Household members are a variable-area of at most 9 (brief §5).
import type { components } from '../../api/schema';
import type { AddressField, FieldCondition } from '../field-types/field-definitions';
import type { FormDefinition } from '../form-definition';
import { stepOneSectionNames } from '../section-names';
import { birthDateField, dateField, genderField, kanaNameField, kanjiNameField, relationshipField } from './common-fields';

export type MovingValues = components['schemas']['MovingValues'];

const domestic: FieldCondition = { path: 'moving_type', anyOf: ['other_municipality', 'same_municipality'] };

function addressField(name: string, label: string, supportText: string, when?: FieldCondition): AddressField {
  return {
    type: 'address',
    name,
    label,
    required: true,
    zipcodeRules: ['zipcode', 'zipExists'],
    // Spec §5's zip helper drops the hyphen only: a letter stays, for 「郵便番号を正しく入力してください。」 to name it.
    zipcodeHelpers: ['dropZipHyphen'],
    lineHelpers: [],
    supportText,
    ...(when ? { when } : {}),
  };
}

export const movingForm: FormDefinition<MovingValues> = {
  id: 'moving',
  mode: 2,
  title: stepOneSectionNames.moving,
  fields: [
    {
      type: 'radio',
      name: 'moving_type',
      label: '引越しの種類',
      required: true,
      options: [
        { value: 'other_municipality', label: '転出（ほかの市区町村へ引越し）' },
        { value: 'same_municipality', label: '転居（同じ市区町村内で引越し）' },
        { value: 'abroad', label: '国外転出（海外へ引越し）' },
      ],
    },
    {
      type: 'alert-text',
      id: 'abroad-counter',
      tone: 'warning',
      text: '国外への転出は、オンラインでは手続きできません。お住まいの市区町村の窓口でお手続きください。',
      when: { path: 'moving_type', anyOf: ['abroad'] },
    },
    dateField('move_date', '引越し予定日', '新しい住所に住み始める日です。例：2026/12/01'),
    addressField('from', '現住所（転出元）', '郵便番号を入力すると、住所の候補を表示します。'),
    addressField('to', '新住所（転出先）', '郵便番号を入力すると、住所の候補を表示します。', domestic),
    {
      type: 'description-box',
      id: 'household-note',
      title: '世帯について',
      text: '申請者と一緒に引越す世帯員の方も、この申請でまとめて手続きできます（9人まで）。',
    },
    kanjiNameField('household.head_name', '世帯主の氏名'),
    { ...relationshipField('household.applicant_relationship'), supportText: '申請者が世帯主の場合は「本人」と入力してください。' },
    {
      type: 'variable-area',
      name: 'household.members',
      label: '一緒に引越す世帯員',
      supportText: '申請者ご本人は含めずに入力してください。',
      itemLabel: '世帯員',
      min: 0,
      max: 9,
      addLabel: '世帯員を追加',
      removeLabel: 'この世帯員を削除',
      children: [kanjiNameField('name', '氏名'), kanaNameField('name_kana', '氏名（フリガナ）'), birthDateField('birth_date', 'other'), genderField('gender'), relationshipField('relationship')],
    },
  ],
};
