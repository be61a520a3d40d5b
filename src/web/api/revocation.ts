// The revocation flow's calls (issue 14, spec §7): the draft for one application
// (user_session_initialize?phase=3), which procedures can be cancelled, the choice's confirm and
// its saved draft, the session save, the signing start and the submit. One function per
// operation; each takes the client, so a test can pass one over a fake network; each resolves
// with the data or throws ApiError.
import type { components } from '#shared/api/schema';
import { flows } from '#shared/flows';
import { unwrap } from './api-error';
import type { ApiClient } from './client';

type Schemas = components['schemas'];

/** POST user_session_initialize?phase=3: a new revocation draft for the application with this 受付番号 (null: the newest). */
export async function initializeRevocation(client: ApiClient, receptionNumber: string | null) {
  const body: Schemas['UserSessionInitializeRequest'] = receptionNumber === null ? {} : { reception_number: receptionNumber };
  return unwrap(await client.POST('/user_session_initialize/', { params: { query: { phase: flows.revocation.phase } }, body }));
}

/** GET cancel_application_cancellable_confirm: the application's procedures, each cancellable or with why not. */
export async function cancellableConfirm(client: ApiClient) {
  return unwrap(await client.GET('/cancel_application_cancellable_confirm'));
}

/** GET cancel_application_input: the revocation draft (what was chosen, and why). */
export async function cancelInput(client: ApiClient) {
  return unwrap(await client.GET('/cancel_application_input'));
}

/** POST cancel_application_choice_save: what is ticked and typed so far, kept in the draft (issue 24). */
export async function saveRevocationChoice(client: ApiClient, body: Schemas['RevocationChoiceSaveRequest']) {
  return unwrap(await client.POST('/cancel_application_choice_save', { body }));
}

/** POST cancel_application_input_confirm: saves and freezes the choice, answers the digest to sign. */
export async function cancelInputConfirm(client: ApiClient, body: Schemas['CancelInputConfirmRequest']) {
  return unwrap(await client.POST('/cancel_application_input_confirm', { body }));
}

/** POST cancel_application_session_save: where the resident comes back to from the signing app. */
export async function cancelSessionSave(client: ApiClient, body: Schemas['RevocationSessionSaveRequest']) {
  return unwrap(await client.POST('/cancel_application_session_save', { body }));
}

/** POST cancel_application_start: starts signing the confirmed revocation. */
export async function cancelApplicationStart(client: ApiClient, body: Schemas['SigningStartRequest']) {
  return unwrap(await client.POST('/cancel_application_start', { body }));
}

/** POST cancel_application: submits the signed revocation (idempotent by its key). */
export async function cancelApplication(client: ApiClient, body: Schemas['SubmitRequest']) {
  return unwrap(await client.POST('/cancel_application', { body }));
}
