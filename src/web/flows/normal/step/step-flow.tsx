// The normal flow's step pages bound to its one actor (shared/step/flow-kit.tsx): its machine with its
// effects (flow-logic.ts), the URL mirroring its state.
import { pathForState } from '#machines/normal-flow.machine';
import { flows } from '#shared/flows';
import { createFlowKit } from '../../shared/step/flow-kit';
import { createFlowLogic } from './flow-logic';

export const normalFlowKit = createFlowKit({
  flow: flows.normal,
  logic: (deps) => createFlowLogic({ ...deps, flow: flows.normal }),
  pathForState,
});

export const useStepFlow = normalFlowKit.useFlow;
