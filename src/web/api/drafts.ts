// The draft calls (user_session/{phase}, user_session_summaries, user_session_form_create, user_session_form_update,
// user_session_tmp_save), one function per operation. Each takes the client, so a test can
// pass one over a fake network; each resolves with the data or throws ApiError.
import type { components } from '#shared/api/schema';
import type { flows, Phase } from '#shared/flows';
import { ApiError, unwrap } from './api-error';
import type { ApiClient } from './client';
import { takeHandedOffDraft } from './draft-handoff';
import { attachSavedPromoCode } from '../promo/attach-saved-promo-code';

export type { Phase };
export type SessionData = components['schemas']['SessionData'];
export type FormUpdateRequest = components['schemas']['UserSessionFormUpdateRequest'];
export type FormUpdateResponse = components['schemas']['UserSessionFormUpdateResponse'];
export type SessionSaveRequest = components['schemas']['SessionSaveRequest'];

/**
 * GET user_session/{phase}: the flow's draft, or null when it has none yet (NOT_FOUND). The one
 * read of a draft: the shell's route session and the flow machines both come here, and a draft
 * just returned by a section save (draft-handoff.ts) answers instead of the network.
 */
export async function getUserSession(client: ApiClient, phase: Phase): Promise<SessionData | null> {
  const saved = takeHandedOffDraft(client, phase);
  if (saved) return saved;
  try {
    return unwrap(await client.GET('/user_session/{phase}', { params: { path: { phase } } }));
  } catch (failure) {
    if (failure instanceof ApiError && failure.code === 'NOT_FOUND') return null;
    throw failure;
  }
}

/** GET user_session_summaries: which flows have a draft, how far each got and its last save (decision 018). */
export async function getUserSessionSummaries(client: ApiClient) {
  return unwrap(await client.GET('/user_session_summaries'));
}

// The section pages and the flow machine may both create the draft at once.
const creating = new WeakMap<ApiClient, Promise<SessionData>>();

/**
 * POST user_session_form_create (the normal flow's draft; idempotent on the server). Overlapping
 * calls share one request. Both callers ask only when the route found no draft, so the draft is
 * new: the resident's saved campaign code is attached to it (promo_code_restore, decision 020).
 */
export function createDraft(client: ApiClient): Promise<SessionData> {
  const pending = creating.get(client);
  if (pending) return pending;
  const request = client
    .POST('/user_session_form_create', { body: {} })
    .then(unwrap)
    .then((draft) => attachSavedPromoCode(client, 1, draft))
    .finally(() => creating.delete(client));
  creating.set(client, request);
  return request;
}

/** POST user_session_form_update: the draft after the save, and the fields the server found wrong. */
export async function updateSection(client: ApiClient, body: FormUpdateRequest): Promise<FormUpdateResponse> {
  return unwrap(await client.POST('/user_session_form_update', { body }));
}

/** POST user_session_tmp_save: keeps the draft and where to come back to. */
export async function tmpSave(client: ApiClient, body: SessionSaveRequest) {
  return unwrap(await client.POST('/user_session_tmp_save', { body }));
}

/** POST user_session_initialize with the addition's phase: a new addition draft from the submitted normal application. */
export async function initializeDraft(client: ApiClient, phase: typeof flows.addition.phase): Promise<SessionData> {
  const draft = unwrap(await client.POST('/user_session_initialize/', { params: { query: { phase } }, body: {} }));
  // A new draft: the resident's saved campaign code goes with it (decision 020 L4).
  return attachSavedPromoCode(client, phase, draft);
}

/** POST additional_user_session_form_create: the addition draft with one more business to notify. */
export async function addBusiness(client: ApiClient, businessId: string): Promise<SessionData> {
  return unwrap(await client.POST('/additional_user_session_form_create', { body: { business_id: businessId } }));
}
