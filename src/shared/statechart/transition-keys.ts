// One name for each transition of a machine: `<source node id>|<event type>|<index>` ('' is an
// eventless `always` transition; the index is its place among that event's transitions of the
// source). The machines' path tests, the statechart drawings, the development broadcast and the
// browser model suite (e2e/model) all count transitions by it. Keys rather than objects, because
// `.provide()` builds new state nodes with the same shape.
import type { AnyStateMachine, AnyTransitionDefinition } from 'xstate';

interface TransitionSource {
  id: string;
  transitions: ReadonlyMap<string, readonly AnyTransitionDefinition[]>;
  always?: readonly AnyTransitionDefinition[];
  states: Readonly<Record<string, TransitionSource>>;
}

function transitionsOf(node: TransitionSource): Map<string, readonly AnyTransitionDefinition[]> {
  const all = new Map<string, readonly AnyTransitionDefinition[]>(node.transitions);
  if (node.always?.length) all.set('', node.always);
  return all;
}

/** The key of a transition a live actor took (an inspection's `_transitions`). */
export function transitionKeyOf(transition: AnyTransitionDefinition): string {
  const source = transition.source as unknown as TransitionSource;
  const list = transitionsOf(source).get(transition.eventType) ?? [];
  return `${source.id}|${transition.eventType}|${list.indexOf(transition)}`;
}

function nodesOf(node: TransitionSource): TransitionSource[] {
  return [node, ...Object.values(node.states).flatMap(nodesOf)];
}

/** Every transition the machine defines, guarded alternatives and `always` included. */
export function transitionKeysOf(machine: AnyStateMachine): string[] {
  return nodesOf(machine.root as unknown as TransitionSource).flatMap((node) =>
    [...transitionsOf(node).entries()].flatMap(([eventType, list]) => list.map((_, index) => `${node.id}|${eventType}|${index}`)));
}
