// Mode 3: the procedures the resident wants (希望する手続き), values as ProceduresValues. Its
// options are the procedure registry's kinds, so the server refuses a kind its registry lacks.
import type { components } from '../../api/schema';
import { shippedProcedures, type ProcedureRegistry } from '../../procedures';
import type { FormDefinition } from '../form-definition';
import { stepOneSectionNames } from '../section-names';

export type ProceduresValues = components['schemas']['ProceduresValues'];

/** The form offering a registry's procedures. */
export const proceduresFormOf = (registry: ProcedureRegistry): FormDefinition<ProceduresValues> => ({
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
      options: registry.all.map((entry) => ({ value: entry.code, label: entry.choiceLabel })),
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
});

export const proceduresForm = proceduresFormOf(shippedProcedures);
