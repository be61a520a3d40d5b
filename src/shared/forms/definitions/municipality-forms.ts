// Mode 4: one form per municipality procedure, values as MunicipalityApplicationValues.
// 転出届 has no 来庁予定日 (visit_date stays null); its window and the visit date's (brief §5)
// are domain rules of the flow, across sections. Each form's title is its procedure's name, which
// the procedure registry (#shared/procedures) reads from here.
import type { components } from '../../api/schema';
import type { FieldDefinition, SelectField, TextareaField } from '../field-types/field-definitions';
import type { FormDefinition } from '../form-definition';
import { routeTitleOf } from '../../routes';
import { dateField, phoneField } from './common-fields';

export type MunicipalityApplicationValues = components['schemas']['MunicipalityApplicationValues'];
/** The municipality procedures the service ships (a registry may hold more). */
export type MunicipalityProcedure = 'move_out' | 'move_in' | 'move_house';

const notesField: TextareaField = {
  type: 'textarea',
  name: 'notes',
  label: '連絡事項',
  required: false,
  rows: 4,
  rules: [],
  inputHelpers: [],
  range: { max: 200 },
  supportText: '市区町村に伝えたいことがあれば、200文字以内で入力してください。',
};

const contactFields: readonly FieldDefinition[] = [phoneField('contact_phone', '日中に連絡がとれる電話番号'), notesField];

const visitDateField = dateField(
  'visit_date',
  '来庁予定日',
  // The format example, as every other date field shows it (issue 11, point 6).
  '引越し日から14日以内で、窓口が開いている日（土日・祝日・12月29日〜1月3日を除く）を入力してください。例：2026/12/01',
);

/**
 * The slot of the 来庁予定日 where the municipality offers slots (issue 27): the page lists that
 * day's slots with the places left; where it offers none, nothing shows and nothing is sent.
 */
const visitTimeField: SelectField = {
  type: 'select',
  name: 'visit_time',
  label: '来庁時間',
  required: false,
  options: 'visit-slots',
  supportText: '来庁予定日の時間帯から選んでください。予約がいっぱいの時間帯は選べません。',
};

export const moveOutForm: FormDefinition<MunicipalityApplicationValues> = {
  id: 'move_out',
  mode: 4,
  title: routeTitleOf('movingout'),
  notAsked: ['visit_date', 'visit_time'],
  fields: [
    { type: 'addressee', id: 'move-out-addressee', label: '提出先', recipient: 'old-municipality' },
    {
      type: 'description',
      id: 'move-out-window',
      text: '転出届は、引越し予定日の30日前から引越し後10日までオンラインで提出できます。',
    },
    { type: 'read-address', id: 'move-out-from', label: '現住所（転出元）', source: 'moving.from' },
    { type: 'read-date', id: 'move-out-date', label: '引越し予定日', source: 'moving.move_date' },
    ...contactFields,
  ],
};

/** 転入予定連絡 and 転居予定連絡: a visit reservation at the new address's office. */
function visitReservationForm(id: 'move_in' | 'move_house', title: string, toLabel: string, visit: { title: string; text: string }): FormDefinition<MunicipalityApplicationValues> {
  const key = id.replace('_', '-');
  return {
    id,
    mode: 4,
    title,
    fields: [
      { type: 'addressee', id: `${key}-addressee`, label: '提出先', recipient: 'new-municipality' },
      { type: 'description-box', id: `${key}-visit`, ...visit },
      { type: 'read-address', id: `${key}-to`, label: toLabel, source: 'moving.to' },
      { type: 'read-date', id: `${key}-date`, label: '引越し予定日', source: 'moving.move_date' },
      visitDateField,
      visitTimeField,
      ...contactFields,
    ],
  };
}

export const moveInForm = visitReservationForm('move_in', routeTitleOf('movingin'), '新住所（転入先）', {
  title: '転入届は窓口で',
  text: '引越し後14日以内に、新しい住所の市区町村の窓口へマイナンバーカードをお持ちください。来庁予定日を連絡しておくと、窓口での手続きが早く済みます。',
});

export const moveHouseForm = visitReservationForm('move_house', routeTitleOf('movinghouse'), '新住所（転居先）', {
  title: '転居届は窓口で',
  text: '引越し後14日以内に、お住まいの市区町村の窓口へマイナンバーカードをお持ちください。',
});

export const municipalityForms: Record<MunicipalityProcedure, FormDefinition<MunicipalityApplicationValues>> = {
  move_out: moveOutForm,
  move_in: moveInForm,
  move_house: moveHouseForm,
};
