// The reference-data calls of the section pages (GET lifeline_businesses).
import type { components } from '#shared/api/schema';
import { unwrap } from './api-error';
import type { ApiClient } from './client';

export type LifelineBusiness = components['schemas']['LifelineBusiness'];

/** GET lifeline_businesses: the catalogue's businesses serving the municipality `jisCode`. */
export async function getLifelineBusinesses(client: ApiClient, jisCode: string): Promise<LifelineBusiness[]> {
  return unwrap(await client.GET('/lifeline_businesses', { params: { query: { jis_code: jisCode } } })).businesses;
}

export type VisitSlotsAnswer = components['schemas']['VisitSlotsResponse'];

/** GET visit_slots (issue 27): the office day's slots with the places left. */
export async function getVisitSlots(client: ApiClient, jisCode: string, date: string): Promise<VisitSlotsAnswer> {
  return unwrap(await client.GET('/visit_slots', { params: { query: { jis_code: jisCode, date } } }));
}
