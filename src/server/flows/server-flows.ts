// The server's flows keyed by the shared flow registry (#shared/flows): the handlers and the
// submission services look a flow up here by its name or phase instead of naming it.
import { flowList, flowOfPhase, type FlowName, type Phase } from '#shared/flows';
import { additionServerFlow } from './addition/addition-server-flow';
import { normalServerFlow } from './normal/normal-server-flow';
import { revocationServerFlow } from './revocation/revocation-server-flow';
import type { ServerFlow } from './server-flow';

export const serverFlows = {
  normal: normalServerFlow,
  addition: additionServerFlow,
  revocation: revocationServerFlow,
} as const satisfies Readonly<Record<FlowName, ServerFlow>>;

/** Every server flow, in the registry's (phase) order. */
export const serverFlowList: readonly ServerFlow[] = flowList.map((flow) => serverFlows[flow.name]);

export const serverFlowOfPhase = (phase: Phase): ServerFlow => serverFlows[flowOfPhase(phase).name];
