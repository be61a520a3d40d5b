// The counter procedures' checklist of a filed move (issue 28): GET it, POST the household answers.
import type { components } from '#shared/api/schema';
import { unwrap } from './api-error';
import type { ApiClient } from './client';

export type CounterChecklist = components['schemas']['CounterChecklist'];
export type HouseholdAnswers = components['schemas']['HouseholdAnswers'];

export async function getCounterChecklist(client: ApiClient, applicationId: string): Promise<CounterChecklist> {
  return unwrap(await client.GET('/applications/{application_id}/counter_checklist', { params: { path: { application_id: applicationId } } }));
}

/** Saves the answers; answers the checklist as they now choose it. */
export async function saveHouseholdAnswers(client: ApiClient, applicationId: string, answers: HouseholdAnswers): Promise<CounterChecklist> {
  return unwrap(await client.POST('/applications/{application_id}/counter_checklist', { params: { path: { application_id: applicationId } }, body: answers }));
}
