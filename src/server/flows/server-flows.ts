// The server's flows keyed by the shared flow registry (#shared/flows): the handlers and the
// submission services look a flow up here by its name or phase instead of naming it.
import { flowList, type FlowDefinition, type FlowName, type Phase } from '#shared/flows';
import { additionServerFlow } from './addition/addition-server-flow';
import { normalServerFlow } from './normal/normal-server-flow';
import { revocationServerFlow } from './revocation/revocation-server-flow';
import type { ServerFlow } from './server-flow';

export const serverFlows = {
  normal: normalServerFlow,
  addition: additionServerFlow,
  revocation: revocationServerFlow,
} as const satisfies Readonly<Record<FlowName, ServerFlow>>;

export interface ServerFlowTable {
  /** Every server flow, in the registry list's (phase) order. */
  readonly list: readonly ServerFlow[];
  ofPhase(phase: Phase): ServerFlow;
}

/** A registry list's server flows, each found by its flow's name: a flow without one does not start. */
export function serverFlowTableOf(flowsInOrder: readonly FlowDefinition[], byName: Readonly<Record<string, ServerFlow>>): ServerFlowTable {
  const serverFlowOf = (flow: FlowDefinition): ServerFlow => {
    const server = byName[flow.name];
    if (!server) throw new Error(`the flow ${flow.name} has no server flow`);
    return server;
  };
  const list = flowsInOrder.map(serverFlowOf);
  return {
    list,
    ofPhase(phase) {
      const server = list.find((candidate) => candidate.flow.phase === phase);
      if (!server) throw new Error(`no flow has phase ${String(phase)}`);
      return server;
    },
  };
}

const shippedTable = serverFlowTableOf(flowList, serverFlows);

export const serverFlowList: readonly ServerFlow[] = shippedTable.list;

export const serverFlowOfPhase = (phase: Phase): ServerFlow => shippedTable.ofPhase(phase);
