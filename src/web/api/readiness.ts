// GET readiness (issue 28): whether the resident can finish a flow online, before any typing.
import type { Readiness, ReadinessRequest } from '#machines/readiness.machine';
import { unwrap } from './api-error';
import type { ApiClient } from './client';

export async function getReadiness(client: ApiClient, { phase, moveDate, receptionNumber }: ReadinessRequest): Promise<Readiness> {
  const query = { phase, ...(moveDate ? { move_date: moveDate } : {}), ...(receptionNumber ? { reception_number: receptionNumber } : {}) };
  return unwrap(await client.GET('/readiness', { params: { query } }));
}
