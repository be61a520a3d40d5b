// What the funnel knows of each flow machine, read from the machine's own definition: its state
// paths and event types (an event naming anything else is refused), and its goal, the state that
// means the resident got what they came for (the thanks page, or the signed, updated or listed one).
import { additionFlowMachine } from '#machines/addition-flow.machine';
import { identityUpdateMachine } from '#machines/identity-update.machine';
import { myPageMachine } from '#machines/my-page.machine';
import { normalFlowMachine } from '#machines/normal-flow.machine';
import { revocationFlowMachine } from '#machines/revocation-flow.machine';
import { signingMachine } from '#machines/signing.machine';
import type { AnyStateMachine } from 'xstate';
import type { FunnelMachineId } from '#shared/flow-funnel';
import { statechartOf } from '#shared/statechart/statechart-model';

export interface FunnelMachine {
  id: FunnelMachineId;
  machine: AnyStateMachine;
  goal: string;
  /** Every state's dot-separated path, in document order. */
  states: readonly string[];
  /** The states a flow can rest in (no children): the browser reports the innermost state, so only these are counted. */
  leaves: readonly string[];
  events: ReadonlySet<string>;
}

function funnelMachine(id: FunnelMachineId, machine: AnyStateMachine, goal: string): FunnelMachine {
  const chart = statechartOf(machine);
  const states = chart.states.map((state) => state.id);
  // The first state is entered by XState's own init event, which no transition lists.
  const events = new Set(['xstate.init', ...chart.transitions.map((transition) => transition.event).filter(Boolean)]);
  if (!states.includes(goal)) throw new Error(`the funnel's goal ${goal} is no state of ${id}`);
  const leaves = chart.states.filter((state) => state.children.length === 0).map((state) => state.id);
  return { id, machine, goal, states, leaves, events };
}

export const funnelMachines: ReadonlyMap<FunnelMachineId, FunnelMachine> = new Map(
  [
    funnelMachine('normalFlow', normalFlowMachine, 'thanks'),
    funnelMachine('additionFlow', additionFlowMachine, 'thanks'),
    funnelMachine('revocationFlow', revocationFlowMachine, 'thanks'),
    funnelMachine('signing', signingMachine, 'submitted'),
    funnelMachine('identityUpdate', identityUpdateMachine, 'updated'),
    // マイページ has no thanks page: the resident came to see their applications.
    funnelMachine('myPage', myPageMachine, 'ready.listed'),
  ].map((entry) => [entry.id, entry]),
);
