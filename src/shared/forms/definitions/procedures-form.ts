// Mode 3: the procedures the resident wants (希望する手続き), values as ProceduresValues.
import type { components } from '../../api/schema';
import type { FormDefinition } from '../form-definition';
import { stepOneSectionNames } from '../section-names';

export type ProceduresValues = components['schemas']['ProceduresValues'];

export const proceduresForm: FormDefinition<ProceduresValues> = {
  id: 'procedures',
  mode: 3,
  title: stepOneSectionNames.procedures,
  fields: [
    {
      type: 'description',
      id: 'procedures-lead',
      text: 'オンラインで行いたい手続きをすべて選んでください。',
    },
    {
      type: 'check-box',
      name: 'procedures',
      label: '希望する手続き',
      required: true,
      options: [
        { value: 'move_out', label: '転出届' },
        { value: 'move_in', label: '転入予定連絡（来庁予約）' },
        { value: 'move_house', label: '転居予定連絡（来庁予約）' },
        { value: 'businesses', label: '電気・ガス・水道などの手続き' },
      ],
    },
    {
      type: 'check-box',
      name: 'business_ids',
      label: '手続きをする事業者',
      required: true,
      options: 'lifeline-businesses',
      supportText: '新しい住所で利用できる事業者を表示しています。',
      when: { path: 'procedures', anyOf: ['businesses'] },
    },
  ],
};
