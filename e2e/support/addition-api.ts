// The addition's server state set up through the API, as its pages would: an addition draft ready
// to confirm (after sendApplication's default move, 新宿区 → 大阪市北区, a week ahead), and the
// identity data refreshed after the filing (which lets a new addition skip the identity check).
import { expect, type APIRequestContext } from '@playwright/test';
import type { components } from '#shared/api/schema';
import { apiBasePath } from '#shared/config/brand';
import { contractValuesOf } from '#shared/forms/contract-values';
import { inputStatus } from '#shared/forms/input-status';
import { lifelineFormOf } from '#shared/forms/testing/lifeline-forms';
import { japanDay, lifelineFormValues, postApi } from './draft-api';
import type { FixtureResident } from './residents';

type SessionData = components['schemas']['SessionData'];
type UpdateRequested = components['schemas']['XidUpdateRequestResponse'];
type UpdateStatus = components['schemas']['XidUpdateStatusResponse'];

/** なにわ電気 serves 大阪府, the default destination, and sendApplication's default notifies no business. */
const addedBusiness = 'naniwa-denki';

/** A new addition draft with the applicant checked and なにわ電気 added and filled in (spec §4 for the addition). */
export async function enterReadyAddition(request: APIRequestContext, resident: FixtureResident, moveInDays = 7): Promise<void> {
  const draft = await postApi<SessionData>(request, 'user_session_initialize/?phase=2', {});
  if (draft.attributes.applicant.status !== inputStatus.complete) {
    const { field_errors } = await postApi<{ field_errors: unknown[] }>(request, 'user_session_form_update', {
      phase: 2,
      mode: 1,
      values: {
        name: { last: resident.family_name, first: resident.given_name },
        name_kana: { last: resident.family_name_kana, first: resident.given_name_kana },
        birth_date: resident.birthdate.replaceAll('-', '/'),
        gender: resident.gender,
        phone: '090-1234-5678',
        email: null,
      },
    });
    expect(field_errors).toEqual([]);
  }
  const added = await postApi<SessionData>(request, 'additional_user_session_form_create', { business_id: addedBusiness });
  const business = added.attributes.businesses.applications.find(({ business_id }) => business_id === addedBusiness);
  if (!business) throw new Error(`${addedBusiness} was not added`);
  const { field_errors } = await postApi<{ field_errors: unknown[] }>(request, 'user_session_form_update', {
    phase: 2,
    mode: 5,
    business_id: addedBusiness,
    values: contractValuesOf(lifelineFormOf(business.category, business.serves), lifelineFormValues(japanDay(moveInDays))),
  });
  expect(field_errors).toEqual([]);
}

/** Asks the provider to refresh the identity data and waits until it completed (the dev provider answers at once for most residents). */
export async function refreshIdentity(request: APIRequestContext): Promise<void> {
  const { xid_request_id } = await postApi<UpdateRequested>(request, 'xid_data_update_request', {});
  await expect.poll(async () => (await postApi<UpdateStatus>(request, 'xid_data_update_request_status', { xid_request_id })).status, { timeout: 20_000 }).toBe('completed');
  const updated = await request.get(`${apiBasePath}/user_info_updated`);
  expect(((await updated.json()) as { refreshed_after_filing_at: string | null }).refreshed_after_filing_at).not.toBeNull();
}
