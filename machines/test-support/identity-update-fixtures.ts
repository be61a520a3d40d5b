// Answers of the identity-update calls, shaped as the contract's examples, for the machine tests.
import type { UserInfoUpdated, XidRelation, XidUpdateStatus } from '../identity-update.machine';
import { user } from './my-page-fixtures';

export const relation: XidRelation = {
  xid_request_id: 'ed30cb50-43a7-4522-a51c-ac03ebafb29f',
  requested_at: '2026-12-08T14:00:00+09:00',
  poll_interval_seconds: 2,
  time_limit_seconds: 60,
};

/** The request made again after a failure. */
export const secondRelation: XidRelation = { ...relation, xid_request_id: '0b7e2f0c-1d1a-4b55-8c31-6a2f5d9e4c21', requested_at: '2026-12-08T14:05:00+09:00' };

const status = (state: XidUpdateStatus['status'], message: string | null = null): XidUpdateStatus => ({
  xid_request_id: relation.xid_request_id,
  status: state,
  message,
  updated_at: '2026-12-08T14:00:05+09:00',
});

export const pendingStatus = status('pending');
export const completedStatus = status('completed');
export const refreshFailureMessage = '転入の手続きがまだ完了していないため、住所を更新できませんでした。転入届の手続き後にもう一度お試しください。';
export const failedStatus = status('failed', refreshFailureMessage);

/** マイページ's resident, whose card now says the new address. */
export const updatedInfo: UserInfoUpdated = {
  updated: true,
  updated_at: '2026-12-08T14:02:00+09:00',
  changed: true,
  refreshed_after_filing_at: '2026-12-08T14:02:00+09:00',
  user_info: { ...user, address: { zipcode: '2310021', jis_code: '141046', pref: '神奈川県', city: '横浜市中区', town: '日本大通', line: '10-1' } },
};
