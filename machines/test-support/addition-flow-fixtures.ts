// Answers of the addition flow's calls, shaped as the contract's examples, for its machine tests.
import type { AdditionStart, ReceptionIdSaveResult, SessionData, SubmissionResult, UserInfoUpdated } from '../addition-flow.machine';
import { updatedInfo } from './identity-update-fixtures';

type Status = 0 | 1 | 2 | 3 | 9;

function additionDraft(applicant: Status, businesses: Status, added: number): SessionData {
  const applications = Array.from({ length: added }, (_, index) => ({
    business_id: index === 0 ? 'sakura-gas' : 'soyokaze-hikari',
    name: index === 0 ? 'さくらガス' : 'そよかぜ光',
    category: index === 0 ? ('gas' as const) : ('internet' as const),
    serves: 'new_address' as const,
    status: businesses,
    sort: index + 1,
    values: null,
  }));
  return {
    uuid: '0b7f4a52-3c0e-4a8e-9d55-6f1f3a2b9c41',
    phase: 2,
    attributes: {
      applicant: { status: applicant, active_form: { persons_name: { last: '上野', first: '翼' } }, values: null },
      moving: { status: 9, moving_type: 'other_municipality', values: null },
      procedures: { status: 9, values: null },
      possibility: { status: 2, moving: [], possible_statuses: [{ code: 'businesses', status: 1, jis_code: null, reason: null }] },
      municipality: { status: 0, applications: [] },
      businesses: { status: businesses, applications },
    },
    updated_at: '2026-11-25T10:00:00+09:00',
    promo_code: null,
  };
}

/** Just initialized: the applicant to check, no business added yet. */
export const newAddition = additionDraft(1, 1, 0);
/** The applicant checked and two businesses Complete: spec §4's addition completion holds. */
export const readyAddition = additionDraft(2, 2, 2);
/** Every section Complete but no business added: nothing to send. */
export const emptyAddition = additionDraft(2, 2, 0);

export const additionStart: AdditionStart = {
  document_digest: 'r1Qm0Vbq2f3yG7m4c8wZ1tJ3n9XyEw5sK0hTq6uA2bQ',
  original_reception_number: '7KQ2-M9XD-4T3H',
};

export const additionSubmission: SubmissionResult = {
  application_id: '4d1c7a0e-2b8f-4f51-9f8e-5a3b2c1d0e9f',
  reception_number: 'H3TX-8PLM-2QWE',
  submitted_at: '2026-11-25T10:25:00+09:00',
};

export const additionReceptionSaved: ReceptionIdSaveResult = { reception_number: additionSubmission.reception_number, saved_at: '2026-11-25T10:25:30+09:00' };

/** GET user_info_updated when the identity data was refreshed after the filing: the identity check is skipped (issue 24). */
export const refreshedAfterFiling: UserInfoUpdated = updatedInfo;
/** GET user_info_updated without a refresh since the filing: the identity check comes first. */
export const notRefreshedAfterFiling: UserInfoUpdated = { ...updatedInfo, updated: false, updated_at: null, changed: false, refreshed_after_filing_at: null };
