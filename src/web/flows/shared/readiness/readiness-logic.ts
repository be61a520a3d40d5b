// The readiness machine (issue 28) with the page's client provided.
import { fromPromise } from 'xstate';
import { readinessMachine } from '#machines/readiness.machine';
import { apiClient } from '../../../api/client';
import { getReadiness } from '../../../api/readiness';

export const liveReadinessMachine = readinessMachine.provide({
  actors: { fetchReadiness: fromPromise(({ input }) => getReadiness(apiClient, input)) },
});
