// A normal-flow draft with steps 1 and 2 complete, as it stands when the resident reaches the
// confirm page: written straight through the draft repository, so the submission tests do not
// depend on how the step-2 sections are computed.
import { inputStatus } from '#shared/forms/input-status';
import { validApplicant, validLifeline, validMoving, validMunicipality, validProcedures } from '#shared/forms/testing/valid-values';
import type { SessionAttributes, StoredDraft } from '../../drafts/session-data';

const { complete } = inputStatus;

export function completeAttributes(): SessionAttributes {
  const household = {
    ...validMoving.household,
    members: [
      { name: { last: '山田', first: '花子' }, name_kana: { last: 'ヤマダ', first: 'ハナコ' }, birth_date: '1992/02/20', gender: 'female' as const, relationship: '妻' },
      { name: { last: '山田', first: '蓮' }, name_kana: { last: 'ヤマダ', first: 'レン' }, birth_date: '2015/08/09', gender: 'male' as const, relationship: '子' },
    ],
  };
  return {
    applicant: { status: complete, active_form: { persons_name: validApplicant.name }, values: validApplicant },
    moving: { status: complete, moving_type: validMoving.moving_type, values: { ...validMoving, household } },
    procedures: { status: complete, values: { ...validProcedures, business_ids: ['hikari-denryoku', 'sakura-gas'] } },
    possibility: {
      status: complete,
      moving: [
        { moving_type: 'from', address: { jis_code: '131016', pref: '東京都', city: '千代田区' }, participating: true },
        { moving_type: 'to', address: { jis_code: '141046', pref: '神奈川県', city: '横浜市中区' }, participating: true },
      ],
      possible_statuses: [
        { code: 'move_out', status: 1, jis_code: '131016', reason: null },
        { code: 'move_in', status: 1, jis_code: '141046', reason: null },
        { code: 'businesses', status: 1, jis_code: null, reason: null },
      ],
    },
    municipality: {
      status: complete,
      // Stored out of order on purpose: the document lists them by `sort`.
      applications: [
        { id: '78865d13-1edb-44af-bdf3-0063316bdc08', procedure: 'move_in', jis_code: '141046', municipality_name: '横浜市中区', status: complete, sort: 2, values: validMunicipality.move_in },
        { id: '01afc147-df10-4365-9e99-12bf8dd75918', procedure: 'move_out', jis_code: '131016', municipality_name: '千代田区', status: complete, sort: 1, values: validMunicipality.move_out },
      ],
    },
    businesses: {
      status: complete,
      applications: [
        { business_id: 'hikari-denryoku', name: 'ひかり電力', category: 'electricity', serves: 'both', status: complete, sort: 1, values: validLifeline.electricity },
        { business_id: 'sakura-gas', name: 'さくらガス', category: 'gas', serves: 'both', status: complete, sort: 2, values: validLifeline.gas },
      ],
    },
  };
}

export function completeNormalDraft(uuid: string, now: Date): StoredDraft {
  return { session: { uuid, phase: 1, attributes: completeAttributes(), updated_at: now.toISOString() }, resume: null };
}
