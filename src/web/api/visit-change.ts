// The resident moves their visit (issue 27): POST visit_change. Field errors come back in the
// answer (the visit unchanged); a visit that can no longer change is an ApiError.
import type { components } from '#shared/api/schema';
import { unwrap } from './api-error';
import type { ApiClient } from './client';

export type VisitChangeRequest = components['schemas']['VisitChangeRequest'];
export type VisitChangeAnswer = components['schemas']['VisitChangeResponse'];

export async function changeVisit(client: ApiClient, body: VisitChangeRequest): Promise<VisitChangeAnswer> {
  return unwrap(await client.POST('/visit_change', { body }));
}
