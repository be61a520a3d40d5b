// Valid values of every form, in the contract's shapes: the forms' tests start from these and
// break one field at a time, and the server's tests check them against the contract too.
import type { ApplicantValues } from '../definitions/applicant-form';
import type { BusinessCategory, LifelineValues } from '../definitions/lifeline-forms';
import type { MovingValues } from '../definitions/moving-form';
import type { MunicipalityApplicationValues, MunicipalityProcedure } from '../definitions/municipality-forms';
import type { ProceduresValues } from '../definitions/procedures-form';

export const validApplicant: ApplicantValues = {
  name: { last: '山田', first: '太郎' },
  name_kana: { last: 'ヤマダ', first: 'タロウ' },
  birth_date: '1990/04/01',
  gender: 'male',
  phone: '090-1234-5678',
  email: 'taro@example.jp',
};

const member = (first: string, firstKana: string, relationship: string): MovingValues['household']['members'][number] => ({
  name: { last: '山田', first },
  name_kana: { last: 'ヤマダ', first: firstKana },
  birth_date: '2015/06/30',
  gender: 'female',
  relationship,
});

export const validMoving: MovingValues = {
  moving_type: 'other_municipality',
  move_date: '2026/12/01',
  from: { zipcode: '1000001', jis_code: '131016', pref: '東京都', city: '千代田区', town: '千代田', line: '1-1' },
  to: { zipcode: '2310021', jis_code: '141046', pref: '神奈川県', city: '横浜市中区', town: '日本大通', line: '1番地 うつるハイツ101' },
  household: { head_name: { last: '山田', first: '太郎' }, applicant_relationship: '本人', members: [member('花子', 'ハナコ', '子')] },
};

export const householdMember = member;

export const validProcedures: ProceduresValues = { procedures: ['move_out', 'move_in', 'businesses'], business_ids: ['hikari-denryoku'] };

export const validMunicipality: Record<MunicipalityProcedure, MunicipalityApplicationValues> = {
  move_out: { visit_date: null, contact_phone: '090-1234-5678', notes: '' },
  move_in: { visit_date: '2026/12/03', contact_phone: '090-1234-5678', notes: '午前中に伺います。' },
  move_house: { visit_date: '2026/12/03', contact_phone: '03-1234-5678', notes: '' },
};

const payment: LifelineValues['payment'] = {
  bank_code: '0001',
  branch_number: '123',
  account_type: 'ordinary',
  account_number: '1234567',
  account_holder_kana: 'ヤマダタロウ',
};

const lifelineBase: LifelineValues = {
  customer_number: null,
  stop_date: '2026/11/30',
  start_date: '2026/12/01',
  attendance_date: null,
  attendance_time_slot: null,
  payment: null,
  contact_phone: '090-1234-5678',
};

export const validLifeline: Record<BusinessCategory, LifelineValues> = {
  electricity: { ...lifelineBase, customer_number: '1234567890', payment },
  gas: { ...lifelineBase, attendance_date: '2026/12/01', attendance_time_slot: 'morning', payment },
  water: { ...lifelineBase, customer_number: '12345678', payment },
  internet: { ...lifelineBase, customer_number: 'NET-123456' },
  other: lifelineBase,
};
