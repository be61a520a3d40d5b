// The normal flow's step pages bound to its one actor (shared/flow-binding.tsx): the machine with
// its effects (flow-logic.ts), the URL mirroring its state.
import { createActor } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import { pathForState, type NormalFlowActor } from '#machines/normal-flow.machine';
import { flows, stepPathsOf } from '#shared/flows';
import { apiClient } from '../../../api/client';
import { inspectOptions } from '../../../dev/xstate-inspector';
import { reportApiFailure } from '../../../errors/failure-reporting';
import { loadRouteDraft } from '../../../session/current-route-session';
import { createFlowBinding } from '../../shared/flow-binding';
import { createFlowLogic } from './flow-logic';

const flow = flows.normal;
const liveFlowMachine = createFlowLogic({
  client: apiClient,
  navigate,
  flow,
  reportFailure: (operation, error) => {
    reportApiFailure(operation, error);
  },
  loadDraft: (signal) => loadRouteDraft(flow.phase, signal),
});

const binding = createFlowBinding<NormalFlowActor>({
  create: (requestedPath) => createActor(liveFlowMachine, { input: { requestedPath, flow }, ...inspectOptions() }),
  flowPaths: Object.values(stepPathsOf(flow)),
  pathForState,
});

export const StepFlowProvider = binding.FlowProvider;
export const useStepFlow = binding.useFlow;
