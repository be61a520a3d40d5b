// A machine's definition as the XState v5 machine config that Stately Studio imports (issue 29):
// paste the JSON into `createMachine(…)` in Studio's Import, or open it in any tool reading XState
// configs. Built from the machine's state nodes, so it is the machine as it runs: every state,
// transition (targets as `#id`), guard and action by name, invocation by its source's name,
// delays and `always`. Code (guards' inline parameters, assign's functions) has no JSON form and
// is left out; `meta` and descriptions are kept.
import type { AnyStateMachine, AnyTransitionDefinition } from 'xstate';

type StateNode = AnyStateMachine['root'];
type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type Config = { [key: string]: Json };

/** A value without its functions (and anything else JSON cannot hold); undefined when nothing is left. */
function jsonOf(value: unknown): Json | undefined {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (Array.isArray(value)) return value.map(jsonOf).filter((item): item is Json => item !== undefined);
  if (typeof value === 'object') {
    const entries = Object.entries(value).flatMap(([key, inner]) => {
      const json = jsonOf(inner);
      return json === undefined ? [] : [[key, json] as const];
    });
    return Object.fromEntries(entries);
  }
  return undefined;
}

function named(item: unknown, fallback: string): Config {
  if (typeof item === 'string') return { type: item };
  const { type, params, name, guards } = (item ?? {}) as { type?: unknown; params?: unknown; name?: unknown; guards?: unknown[] };
  // and()/or()/not() guards are functions carrying the guards they combine.
  if (typeof item === 'function' && Array.isArray(guards)) return { type: String(name), guards: guards.map((guard) => named(guard, 'inline')) };
  // XState's own actions (`xstate.assign`, `xstate.raise`…) read as their names: assign, raise.
  const config: Config = { type: typeof type === 'string' ? type.replace(/^xstate\./, '') : typeof name === 'string' && name ? name : fallback };
  const json = typeof params === 'function' ? undefined : jsonOf(params);
  if (json !== undefined) config.params = json;
  return config;
}

const actionsOf = (actions: readonly unknown[]): Json[] => actions.map((action) => named(action, 'inline'));

function transitionConfig(transition: AnyTransitionDefinition): Config {
  const config: Config = {};
  const targets = (transition.target as StateNode[] | undefined) ?? [];
  if (targets.length) config.target = targets.length === 1 ? `#${(targets[0] as StateNode).id}` : targets.map((target) => `#${target.id}`);
  if (transition.guard) config.guard = named(transition.guard, 'inline');
  if (transition.actions.length) config.actions = actionsOf(transition.actions);
  if (transition.reenter) config.reenter = true;
  if (transition.description) config.description = transition.description;
  return config;
}

const listOf = (transitions: readonly AnyTransitionDefinition[]): Json => {
  const configs = transitions.map(transitionConfig);
  return configs.length === 1 ? (configs[0] as Config) : configs;
};

function stateConfig(node: StateNode): Config {
  const config: Config = {};
  if (node === node.machine.root) config.id = node.machine.id;
  if (node.type === 'parallel' || node.type === 'final' || node.type === 'history') config.type = node.type;
  if (node.description) config.description = node.description;
  const initial = node.initial?.target[0] as StateNode | undefined;
  if (initial) config.initial = initial.key;
  const meta = jsonOf(node.meta);
  if (meta !== undefined && Object.keys(meta as object).length) config.meta = meta;
  if (node.entry.length) config.entry = actionsOf(node.entry);
  if (node.exit.length) config.exit = actionsOf(node.exit);

  const invokeIds = new Set(node.invoke.map((invoke) => invoke.id));
  const on: Config = {};
  const after: Config = {};
  const invokeTransitions = new Map<string, Config>();
  for (const [eventType, transitions] of node.transitions) {
    const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
    const afterPrefix = 'xstate.after.';
    const delay = eventType.startsWith(afterPrefix) && eventType.endsWith(`.${node.id}`) ? eventType.slice(afterPrefix.length, -node.id.length - 1) : undefined;
    if (actor && invokeIds.has(actor[2] as string)) {
      const id = actor[2] as string;
      invokeTransitions.set(id, { ...invokeTransitions.get(id), [actor[1] === 'done' ? 'onDone' : 'onError']: listOf(transitions) });
    } else if (delay) after[delay] = listOf(transitions);
    else if (eventType === `xstate.done.state.${node.id}`) config.onDone = listOf(transitions);
    else on[eventType] = listOf(transitions);
  }
  if (node.invoke.length) {
    config.invoke = node.invoke.map((invoke) => ({ id: invoke.id, src: typeof invoke.src === 'string' ? invoke.src : invoke.id, ...invokeTransitions.get(invoke.id) }));
  }
  if (Object.keys(on).length) config.on = on;
  if (Object.keys(after).length) config.after = after;
  if (node.always?.length) config.always = listOf(node.always);
  const children = Object.entries(node.states) as [string, StateNode][];
  if (children.length) config.states = Object.fromEntries(children.map(([key, child]) => [key, stateConfig(child)]));
  return config;
}

/** The machine's config as Stately Studio imports it (JSON-safe). */
export function studioConfigOf(machine: AnyStateMachine): Config {
  return stateConfig(machine.root);
}

/** The file `npm run flows -- export` writes and /dev-flows serves: the config, indented. */
export const studioJsonOf = (machine: AnyStateMachine): string => `${JSON.stringify(studioConfigOf(machine), null, 2)}\n`;
