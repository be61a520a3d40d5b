// A machine's own definition as plain data for drawing and for tables: every state (by its dotted
// path, as a snapshot's value spells it) and every transition (by the key the model-based
// coverage uses: `<source node id>|<event type>|<index>`, '' for `always`). Reads the XState v5
// state nodes (`machine.root`), so the drawing is the machine, never a picture kept by hand.
import type { AnyStateMachine, AnyTransitionDefinition } from 'xstate';
import { actionNames, eventLabel, guardLabel } from './labels';

type StateNode = AnyStateMachine['root'];

export type ChartStateType = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

export interface ChartState {
  /** Dotted path from the root, e.g. `editing.step`: what `stateIdsOfValue` returns for a snapshot. */
  id: string;
  /** The last part of the path: the state's name in its parent. */
  key: string;
  /** The parent's id; '' for a top-level state (the root itself is not listed). */
  parent: string;
  type: ChartStateType;
  /** Child ids in definition order. */
  children: string[];
  /** The initial child's id, '' when none. */
  initial: string;
  /** Description, invocations and entry actions, for a tooltip or a table. */
  notes: string[];
}

export interface ChartTransition {
  /** `<source node id>|<event type>|<index>`, as machines/test-support/transition-coverage.ts. */
  key: string;
  /** The source state's id ('' for the root). */
  source: string;
  /** Target state ids; the source itself for a transition without a target. */
  targets: string[];
  /** The event type as XState spells it ('' for `always`). */
  event: string;
  /** `event [guard]`, readable: `load done`, `after ttl`, `always`. */
  label: string;
}

export interface Statechart {
  /** The machine's id, e.g. `normalFlow`. */
  machine: string;
  /** The root's initial child's id. */
  initial: string;
  /** Every state but the root, parents before their children, in definition order. */
  states: ChartState[];
  transitions: ChartTransition[];
}

const idOf = (node: StateNode): string => node.path.join('.');

/** What a state says about itself: its description, what it invokes, what it does on entry (the Mermaid diagrams say the same). */
export function notesOf(node: StateNode): string[] {
  const entry = actionNames(node.entry);
  return [
    ...(node.description ? [node.description] : []),
    ...node.invoke.map((invoke) => `invokes ${String(invoke.src)}`),
    ...(entry.length ? [`entry ${entry.join(', ')}`] : []),
  ];
}

function stateOf(node: StateNode): ChartState {
  const children = Object.values(node.states) as StateNode[];
  const initial = node.initial?.target[0] as StateNode | undefined;
  return {
    id: idOf(node),
    key: node.key,
    parent: node.parent ? idOf(node.parent) : '',
    type: node.type,
    children: children.map(idOf),
    initial: initial ? idOf(initial) : '',
    notes: notesOf(node),
  };
}

/** The node's transitions by event type, `always` under ''. */
function transitionsOf(node: StateNode): [string, readonly AnyTransitionDefinition[]][] {
  const all: [string, readonly AnyTransitionDefinition[]][] = [...node.transitions.entries()];
  if (node.always?.length) all.push(['', node.always]);
  return all;
}

function transitionOf(node: StateNode, eventType: string, transition: AnyTransitionDefinition, index: number): ChartTransition {
  const targets = (transition.target as StateNode[] | undefined) ?? [node];
  const guard = transition.guard ? ` [${guardLabel(transition.guard)}]` : '';
  return {
    key: `${node.id}|${eventType}|${index}`,
    source: idOf(node),
    targets: targets.map(idOf),
    event: eventType,
    label: eventLabel(eventType) + guard,
  };
}

function nodesOf(node: StateNode): StateNode[] {
  return [node, ...(Object.values(node.states) as StateNode[]).flatMap(nodesOf)];
}

/** The machine's states and transitions, in definition order (deterministic). */
export function statechartOf(machine: AnyStateMachine): Statechart {
  const nodes = nodesOf(machine.root);
  const initial = machine.root.initial?.target[0] as StateNode | undefined;
  return {
    machine: machine.id,
    initial: initial ? idOf(initial) : '',
    states: nodes.filter((node) => node !== machine.root).map(stateOf),
    transitions: nodes.flatMap((node) => transitionsOf(node).flatMap(([eventType, list]) => list.map((transition, index) => transitionOf(node, eventType, transition, index)))),
  };
}

/**
 * The ids of the states a snapshot's value is in, ancestors included:
 * `{ editing: 'step' }` → `['editing', 'editing.step']`.
 */
export function stateIdsOfValue(value: unknown, prefix: readonly string[] = []): string[] {
  if (typeof value === 'string') return [[...prefix, value].join('.')];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => {
    const path = [...prefix, key];
    return [path.join('.'), ...stateIdsOfValue(inner, path)];
  });
}
