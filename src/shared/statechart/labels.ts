// How a transition and a state read in a drawing: the event, the guard, the actions' names.
// Shared by the Mermaid diagrams (machines/test-support/state-diagram.ts) and the SVG statechart.

/** `xstate.done.actor.load` → `load done`, `xstate.after.ttl.…` → `after ttl`, '' → `always`. */
export function eventLabel(eventType: string): string {
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
  if (actor) return `${actor[2]} ${actor[1]}`;
  const delay = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (delay) return `after ${delay[1]}`;
  return eventType || 'always';
}

/** A guard's name, with its parameters when they are plain values; combined guards spelled out. */
export function guardLabel(guard: unknown): string {
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

/** The named actions of a list (XState's own, `xstate.*`, left out). */
export function actionNames(actions: readonly unknown[]): string[] {
  return actions.flatMap((action) => {
    const type = typeof action === 'string' ? action : (action as { type?: unknown } | null)?.type;
    return typeof type === 'string' && !type.startsWith('xstate.') ? [type] : [];
  });
}
