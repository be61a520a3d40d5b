// Mode 1: the applicant (申請者の情報), values as the contract's ApplicantValues.
import type { components } from '../../api/schema';
import type { FormDefinition } from '../form-definition';
import { stepOneSectionNames } from '../section-names';
import { birthDateField, genderField, kanaNameField, phoneField } from './common-fields';

export type ApplicantValues = components['schemas']['ApplicantValues'];

export const applicantForm: FormDefinition<ApplicantValues> = {
  id: 'applicant',
  mode: 1,
  title: stepOneSectionNames.applicant,
  fields: [
    {
      type: 'description',
      id: 'applicant-lead',
      text: 'マイナンバーカードに記録されている内容と同じになるように入力してください。',
    },
    {
      type: 'autofill-persons-name-kanji',
      name: 'name',
      label: '氏名',
      required: true,
      partLabels: { last: '姓', first: '名' },
      nameRules: ['nameTotalLength'],
      partRules: [],
      inputHelpers: [],
      supportText: 'マイナンバーカードの氏名を表示しています。',
    },
    kanaNameField('name_kana', '氏名（フリガナ）'),
    birthDateField('birth_date', 'own'),
    genderField('gender'),
    phoneField('phone', '電話番号'),
    {
      type: 'text',
      name: 'email',
      label: 'メールアドレス',
      required: false,
      inputMode: 'email',
      rules: ['mail'],
      inputHelpers: ['toHalfWidth'],
      range: { max: 254 },
      supportText: '手続きの状況をお知らせします。例：utsuru@example.jp',
      autoComplete: 'email',
    },
  ],
};
