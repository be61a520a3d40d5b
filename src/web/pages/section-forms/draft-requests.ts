// The calls of the section pages: create the normal flow's draft, save one section, and list
// the lifeline businesses of the destination.
import type { components } from '../../../shared/api/schema';
import { unwrap } from '../../api/api-error';
import { apiClient } from '../../api/client';

export type SessionData = components['schemas']['SessionData'];
export type UserInfo = components['schemas']['UserInfo'];
export type FormUpdateRequest = components['schemas']['UserSessionFormUpdateRequest'];
export type FormUpdateResponse = components['schemas']['UserSessionFormUpdateResponse'];

let creating: Promise<SessionData> | null = null;

/** POST user_session_form_create (phase 1; idempotent on the server). Overlapping calls share one request. */
export function createNormalDraft(): Promise<SessionData> {
  creating ??= apiClient
    .POST('/user_session_form_create', { body: {} })
    .then(unwrap)
    .finally(() => {
      creating = null;
    });
  return creating;
}

/** POST user_session_form_update: the draft after the save, and the fields the server found wrong. */
export async function updateSection(body: FormUpdateRequest): Promise<FormUpdateResponse> {
  return unwrap(await apiClient.POST('/user_session_form_update', { body }));
}

export type LifelineBusiness = components['schemas']['LifelineBusiness'];

/** GET lifeline_businesses: the catalogue's businesses serving the municipality `jisCode`. */
export async function fetchLifelineBusinesses(jisCode: string): Promise<LifelineBusiness[]> {
  return unwrap(await apiClient.GET('/lifeline_businesses', { params: { query: { jis_code: jisCode } } })).businesses;
}
