// The addition's step pages (/after/step, /after/step/confirm, /after/step/thanks) bound to its
// one actor (shared/flow-binding.tsx), with the URL mirroring the machine's state.
import { createActor } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import { pathForState, type AdditionFlowActor } from '#machines/addition-flow.machine';
import { flows, stepPathsOf } from '#shared/flows';
import { apiClient } from '../../../api/client';
import { inspectOptions } from '../../../dev/xstate-inspector';
import { reportApiFailure } from '../../../errors/failure-reporting';
import { loadRouteDraft } from '../../../session/current-route-session';
import { createFlowBinding } from '../../shared/flow-binding';
import { createAdditionFlowLogic } from './addition-flow-logic';

const flow = flows.addition;
const liveAdditionMachine = createAdditionFlowLogic({
  client: apiClient,
  navigate,
  reportFailure: (operation, error) => {
    reportApiFailure(operation, error);
  },
  loadDraft: (signal) => loadRouteDraft(flow.phase, signal),
});

const binding = createFlowBinding<AdditionFlowActor>({
  create: (requestedPath) => createActor(liveAdditionMachine, { input: { requestedPath, flow }, ...inspectOptions() }),
  flowPaths: Object.values(stepPathsOf(flow)),
  pathForState,
});

export const AdditionFlowProvider = binding.FlowProvider;
export const useAdditionFlow = binding.useFlow;
