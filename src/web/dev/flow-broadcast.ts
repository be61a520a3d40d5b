// The development statecharts' sender (issue 29, point 2), loaded only when the server names the
// channel in the page (never in production): posts each flow actor's state on a same-origin
// BroadcastChannel, and answers /dev-flows's hello with every actor's latest state, so a
// statechart tab opened later still shows where the resident is.
import { devFlowsChannel, type FlowStateHello, type FlowStateMessage, type FlowTransitionsMessage } from '#shared/config/dev-flows';
import { stateIdsOfValue } from '#shared/statechart/statechart-model';
import type { ActorRefLike, InspectionEvent } from 'xstate';
import { transitionKeyOf } from '#shared/statechart/transition-keys';
import { machineIdOf, onFlowInspection, onFlowStateChange } from './flow-state-observer';

export function startFlowBroadcast(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(devFlowsChannel);
  const latest = new Map<string, FlowStateMessage>();
  onFlowStateChange(({ machine, actor, state, event }) => {
    const message: FlowStateMessage = { type: 'state', machine, actor, states: stateIdsOfValue(state), event };
    // One entry per machine: the statechart shows the latest run of each.
    latest.delete(machine);
    latest.set(machine, message);
    channel.postMessage(message);
  });
  // The transitions too, by key: the browser model suite (e2e/model) counts what it covered.
  onFlowInspection(gatherTransitions((message) => channel.postMessage(message)));
  channel.addEventListener('message', ({ data }: MessageEvent<FlowStateHello | undefined>) => {
    if (data?.type === 'hello') for (const message of latest.values()) channel.postMessage(message);
  });
}

/**
 * Each macrostep's transitions, by key: its microsteps gather them, its snapshot posts them (a
 * self-transition, which changes no state, included).
 */
function gatherTransitions(post: (message: FlowTransitionsMessage) => void): (inspection: InspectionEvent) => void {
  const taken = new WeakMap<ActorRefLike, string[]>();
  return (inspection) => {
    if (inspection.type === '@xstate.microstep') {
      taken.set(inspection.actorRef, [...(taken.get(inspection.actorRef) ?? []), ...inspection._transitions.map(transitionKeyOf)]);
      return;
    }
    if (inspection.type !== '@xstate.snapshot') return;
    const keys = taken.get(inspection.actorRef);
    const machine = machineIdOf(inspection.actorRef);
    if (!keys?.length || !machine) return;
    taken.delete(inspection.actorRef);
    post({ type: 'transitions', machine, actor: inspection.actorRef.sessionId, keys });
  };
}
