// "Every transition is taken" for model-based tests: each transition of a machine gets a key
// (source state, event, position among that event's transitions), the definition lists them
// all, and the inspection events of a live actor tell which ones it took. Keys rather than
// objects, because `.provide()` builds new state nodes with the same shape.
import type { AnyStateMachine, AnyTransitionDefinition, InspectionEvent } from 'xstate';
import { getStateNodes } from 'xstate/graph';

type StateNode = ReturnType<typeof getStateNodes>[number];

function transitionsOf(node: StateNode): Map<string, readonly AnyTransitionDefinition[]> {
  const all = new Map<string, readonly AnyTransitionDefinition[]>(node.transitions);
  if (node.always?.length) all.set('', node.always);
  return all;
}

/** `source|event|index` ('' is an eventless `always` transition). */
export function transitionKeyOf(transition: AnyTransitionDefinition): string {
  const source = transition.source as StateNode;
  const list = transitionsOf(source).get(transition.eventType) ?? [];
  const index = list.findIndex((candidate) => candidate === transition);
  return `${source.id}|${transition.eventType}|${index}`;
}

/** Every transition the machine defines, including guarded alternatives and `always`. */
export function transitionKeysOf(machine: AnyStateMachine): string[] {
  return [machine.root, ...getStateNodes(machine.root)].flatMap((node) =>
    [...transitionsOf(node as StateNode).entries()].flatMap(([eventType, list]) => list.map((_, index) => `${node.id}|${eventType}|${index}`)));
}

export interface CoverageRecorder {
  /** Pass as `inspect` to createActor. */
  inspect: (event: InspectionEvent) => void;
  /** Keys of the transitions taken so far. */
  transitions: Set<string>;
  /** Values of every snapshot after a microstep, transient states included. */
  values: unknown[];
}

export function recordCoverage(into: { transitions: Set<string>; values: unknown[] } = { transitions: new Set(), values: [] }): CoverageRecorder {
  return {
    ...into,
    inspect(event) {
      if (event.type !== '@xstate.microstep') return;
      for (const transition of event._transitions) into.transitions.add(transitionKeyOf(transition));
      into.values.push((event.snapshot as { value?: unknown }).value);
    },
  };
}
