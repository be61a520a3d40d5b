// The addition's step pages (/after/step, /after/step/confirm, /after/step/thanks) bound to its
// one actor (shared/step/flow-kit.tsx), with the URL mirroring the machine's state.
import { pathForState } from '#machines/addition-flow.machine';
import { flows } from '#shared/flows';
import { createFlowKit } from '../../shared/step/flow-kit';
import { createAdditionFlowLogic } from './addition-flow-logic';

export const additionFlowKit = createFlowKit({ flow: flows.addition, logic: createAdditionFlowLogic, pathForState });

export const useAdditionFlow = additionFlowKit.useFlow;
