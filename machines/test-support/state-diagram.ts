// A machine as a Mermaid stateDiagram-v2, for analysts who cannot reach the Stately inspector
// (brief §3). Walks the machine's state nodes: compound states become composite blocks, each
// transition an arrow labelled with its event and guard, invocations and entry actions notes.
// docs/diagrams/export-diagrams.ts writes one file per machine; machines/diagrams.test.ts keeps them current.
import type { AnyStateMachine, AnyTransitionDefinition } from 'xstate';

type StateNode = AnyStateMachine['root'];

const idOf = (node: StateNode): string => node.path.join('_') || node.machine.id;

/** Mermaid reads the first colon of a line as the start of a label or a description. */
const text = (value: string): string => value.replace(/:/g, '：').replace(/\s+/g, ' ').trim();

function eventLabel(eventType: string): string {
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
  if (actor) return `${actor[2]} ${actor[1]}`;
  const delay = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (delay) return `after ${delay[1]}`;
  return eventType || 'always';
}

function guardLabel(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const combined = guard as { name: string; guards?: unknown[] };
    if (combined.guards) return combined.guards.map(guardLabel).join(` ${combined.name} `);
    return combined.name || 'inline';
  }
  if (typeof guard === 'object' && guard !== null && 'type' in guard) {
    const { type, params } = guard as { type: string; params?: unknown };
    const shown = params && typeof params === 'object' ? Object.values(params).map(String).join(', ') : '';
    return shown ? `${type}(${shown})` : type;
  }
  return 'guard';
}

function transitionLine(transition: AnyTransitionDefinition, indent: string): string[] {
  const source = idOf(transition.source as StateNode);
  const targets = (transition.target as StateNode[] | undefined) ?? [transition.source as StateNode];
  const guard = transition.guard ? ` [${guardLabel(transition.guard)}]` : '';
  return targets.map((target) => `${indent}${source} --> ${idOf(target)} : ${text(eventLabel(transition.eventType) + guard)}`);
}

function actionNames(actions: readonly unknown[]): string[] {
  return actions.flatMap((action) => {
    const type = typeof action === 'string' ? action : (action as { type?: unknown } | null)?.type;
    return typeof type === 'string' && !type.startsWith('xstate.') ? [type] : [];
  });
}

function ownTransitions(node: StateNode): AnyTransitionDefinition[] {
  return [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
}

/** Is `node` inside `composite` (or the composite itself)? */
const within = (node: StateNode, composite: StateNode): boolean =>
  node.path.length >= composite.path.length && composite.path.every((part, i) => node.path[i] === part);

/** What a state says about itself: its description, what it invokes, what it does on entry. */
function notesOf(node: StateNode): string[] {
  const entry = actionNames(node.entry);
  return [
    ...(node.description ? [node.description] : []),
    ...node.invoke.map((invoke) => `invokes ${String(invoke.src)}`),
    ...(entry.length ? [`entry ${entry.join(', ')}`] : []),
  ].map(text);
}

function nodeLines(node: StateNode, indent: string): string[] {
  const id = idOf(node);
  const children = Object.values(node.states) as StateNode[];
  if (children.length === 0) {
    // A nested leaf is named by its path (ids are global in Mermaid) and labelled with its key.
    const lines = id === node.key ? [] : [`${indent}state "${node.key}" as ${id}`];
    lines.push(...notesOf(node).map((note) => `${indent}${id} : ${note}`));
    if (lines.length === 0) lines.push(`${indent}${id}`);
    if (node.type === 'final') lines.push(`${indent}${id} --> [*]`);
    return lines;
  }
  // Mermaid cannot alias or describe a composite state (mermaid-js/mermaid#2026): notes instead.
  const lines = [`${indent}state ${id} {`];
  const inner = `${indent}  `;
  const initial = node.initial?.target[0] as StateNode | undefined;
  if (initial) lines.push(`${inner}[*] --> ${idOf(initial)}`);
  for (const child of children) lines.push(...nodeLines(child, inner));
  // Arrows that stay inside the composite are drawn inside it; the others at the top level.
  for (const child of children) {
    for (const transition of ownTransitions(child)) {
      const targets = (transition.target as StateNode[] | undefined) ?? [];
      if (targets.every((target) => within(target, node) && target !== node)) lines.push(...transitionLine(transition, inner));
    }
  }
  lines.push(`${indent}}`);
  lines.push(...notesOf(node).map((note) => `${indent}note right of ${id} : ${note}`));
  return lines;
}

function crossingTransitions(node: StateNode): AnyTransitionDefinition[] {
  const parent = node.parent;
  const own = ownTransitions(node).filter((transition) => {
    const targets = (transition.target as StateNode[] | undefined) ?? [];
    return !(parent && parent.parent && targets.every((target) => within(target, parent) && target !== parent));
  });
  return [...own, ...(Object.values(node.states) as StateNode[]).flatMap(crossingTransitions)];
}

/** The machine as Mermaid stateDiagram-v2 source. */
export function mermaidOf(machine: AnyStateMachine): string {
  const root = machine.root;
  const top = Object.values(root.states) as StateNode[];
  const initial = root.initial?.target[0] as StateNode | undefined;
  const lines = ['stateDiagram-v2'];
  if (initial) lines.push(`  [*] --> ${idOf(initial)}`);
  for (const node of top) lines.push(...nodeLines(node, '  '));
  for (const node of top) for (const transition of crossingTransitions(node)) lines.push(...transitionLine(transition, '  '));
  return `${lines.join('\n')}\n`;
}

/** The Markdown file of one machine: a heading, where it comes from, and the diagram. */
export function diagramMarkdownOf(sourceFile: string, machine: AnyStateMachine): string {
  return [
    `# ${machine.id}`,
    '',
    `Generated by \`npm run diagrams\` from [\`machines/${sourceFile}\`](../../machines/${sourceFile}); do not edit by hand.`,
    'Arrows read `event [guard]`; `X done` / `X error` are the results of the invoked call X; notes list what a state invokes and does on entry.',
    '',
    '```mermaid',
    mermaidOf(machine).trimEnd(),
    '```',
    '',
  ].join('\n');
}
