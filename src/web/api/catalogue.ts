// The reference-data calls of the section pages (GET lifeline_businesses).
import type { components } from '#shared/api/schema';
import { unwrap } from './api-error';
import type { ApiClient } from './client';

export type LifelineBusiness = components['schemas']['LifelineBusiness'];

/** GET lifeline_businesses: the catalogue's businesses serving the municipality `jisCode`. */
export async function getLifelineBusinesses(client: ApiClient, jisCode: string): Promise<LifelineBusiness[]> {
  return unwrap(await client.GET('/lifeline_businesses', { params: { query: { jis_code: jisCode } } })).businesses;
}
