// The identity-data update calls (brief §4, decision 020 L3): xid_data_update_request (spec §7's
// named request), xid_data_update_request_status and user_info_updated, one function per
// operation; each resolves with the data or throws ApiError.
import type { components } from '#shared/api/schema';
import { unwrap } from './api-error';
import type { ApiClient } from './client';

export type XidUpdateStatusRequest = components['schemas']['XidUpdateStatusRequest'];

/** POST xid_data_update_request: asks the provider to refresh the resident's identity data. */
export async function requestIdentityUpdate(client: ApiClient) {
  return unwrap(await client.POST('/xid_data_update_request', { body: {} }));
}

/** POST xid_data_update_request_status: pending, completed or failed (with the provider's message). */
export async function identityUpdateStatus(client: ApiClient, body: XidUpdateStatusRequest) {
  return unwrap(await client.POST('/xid_data_update_request_status', { body }));
}

/** GET user_info_updated: the identity data, refreshed once an update completed. */
export async function getUserInfoUpdated(client: ApiClient) {
  return unwrap(await client.GET('/user_info_updated'));
}
