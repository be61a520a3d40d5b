// The revocation's step pages (/revocation/step, …/confirm, …/promptauth, …/thanks) bound to its
// one actor (shared/flow-binding.tsx), with the URL mirroring the machine's state. The
// application to revoke is the `?reception_number=` マイページ's 「申請を取り消す」 links with.
import { createActor } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import { pathForState, type RevocationFlowActor } from '#machines/revocation-flow.machine';
import { flows, stepPathsOf } from '#shared/flows';
import { apiClient } from '../../api/client';
import { inspectOptions } from '../../dev/xstate-inspector';
import { reportApiFailure } from '../../errors/failure-reporting';
import { createFlowBinding } from '../shared/flow-binding';
import { createRevocationFlowLogic } from './revocation-flow-logic';

const flow = flows.revocation;
const liveRevocationMachine = createRevocationFlowLogic({
  client: apiClient,
  navigate,
  reportFailure: (operation, error) => {
    reportApiFailure(operation, error);
  },
});

/** The 受付番号 of the page's query, or null. */
export const receptionNumberOf = (search: string): string | null => new URLSearchParams(search).get('reception_number') || null;

const binding = createFlowBinding<RevocationFlowActor>({
  create: (requestedPath) =>
    createActor(liveRevocationMachine, { input: { requestedPath, flow, receptionNumber: receptionNumberOf(window.location.search) }, ...inspectOptions() }),
  flowPaths: Object.values(stepPathsOf(flow)),
  pathForState,
});

export const RevocationFlowProvider = binding.FlowProvider;
export const useRevocationFlow = binding.useFlow;
