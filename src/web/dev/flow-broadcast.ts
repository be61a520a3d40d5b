// The development statecharts' sender (issue 29, point 2), loaded only when the server names the
// channel in the page (never in production): posts each flow actor's state on a same-origin
// BroadcastChannel, and answers /dev-flows's hello with every actor's latest state, so a
// statechart tab opened later still shows where the resident is.
import { devFlowsChannel, type FlowStateHello, type FlowStateMessage } from '#shared/config/dev-flows';
import { stateIdsOfValue } from '#shared/statechart/statechart-model';
import { onFlowStateChange } from './flow-state-observer';

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
  channel.addEventListener('message', ({ data }: MessageEvent<FlowStateHello | undefined>) => {
    if (data?.type === 'hello') for (const message of latest.values()) channel.postMessage(message);
  });
}
