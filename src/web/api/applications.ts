// The submission calls of a flow (input_confirm, application_start, signature_inquiry,
// application, reception_id_save) and マイページ's list (applications), one function per
// operation. Each takes the client, so a test can pass one over a fake network; each resolves
// with the data or throws ApiError.
import type { components } from '#shared/api/schema';
import { unwrap } from './api-error';
import type { ApiClient } from './client';

type Schemas = components['schemas'];

/** POST input_confirm: freezes the draft and answers with its document digest. */
export async function inputConfirm(client: ApiClient, phase: Schemas['InputConfirmRequest']['phase']) {
  return unwrap(await client.POST('/input_confirm', { body: { phase } }));
}

/** POST application_start: starts signing the confirmed document. */
export async function applicationStart(client: ApiClient, body: Schemas['SigningStartRequest']) {
  return unwrap(await client.POST('/application_start', { body }));
}

/** POST signature_inquiry: where the signing request stands. */
export async function signatureInquiry(client: ApiClient, body: Schemas['SignatureInquiryRequest']) {
  return unwrap(await client.POST('/signature_inquiry', { body }));
}

/** POST application: submits the signed application (idempotent by its key). */
export async function submitApplication(client: ApiClient, body: Schemas['SubmitRequest']) {
  return unwrap(await client.POST('/application', { body }));
}

/** POST reception_id_save: keeps the reception number with the flow's draft. */
export async function receptionIdSave(client: ApiClient, body: Schemas['ReceptionIdSaveRequest']) {
  return unwrap(await client.POST('/reception_id_save', { body }));
}

/** GET applications: the resident's submitted applications, newest first. */
export async function getApplications(client: ApiClient) {
  return unwrap(await client.GET('/applications'));
}

/** POST additional_application_start: the confirmed digest still matches the addition draft (no signature, decision 020 L1). */
export async function startAddition(client: ApiClient, body: Schemas['SigningStartRequest']) {
  return unwrap(await client.POST('/additional_application_start', { body }));
}

/** POST additional_application: submits the addition (idempotent by its key). */
export async function submitAddition(client: ApiClient, body: Schemas['AdditionalSubmitRequest']) {
  return unwrap(await client.POST('/additional_application', { body }));
}
