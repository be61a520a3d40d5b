// Model-based paths of a flow machine (brief §9): the graph of the real machine, where an invoked
// actor's result is an `xstate.done.actor.*` / `xstate.error.actor.*` event and a fired delay an
// `xstate.after.*` event. For each page the resident may open (the machine's input), one shortest
// path to every kind of snapshot, and one path through every transition out of it (the shortest
// path to its source, then the event). The flow's paths test replays them on a live actor.
import type { AnyStateMachine, EventFromLogic, EventObject, InputFrom, SnapshotFrom } from 'xstate';
import { getAdjacencyMap, getShortestPaths, serializeSnapshot } from 'xstate/graph';

export interface ModelPath<TSnapshot> {
  name: string;
  requestedPath: string;
  steps: { event: EventObject; state: TSnapshot }[];
  state: TSnapshot;
}

function describePath(requestedPath: string, steps: readonly { event: EventObject }[], state: { value: unknown }): string {
  const events = steps.map(({ event }) => event.type.replace(/^xstate\.(done|error)\.actor\./, '$1:').replace(/^xstate\.after\.(\w+)\..*/, 'after:$1'));
  return `${requestedPath}: ${events.join(' → ') || '(start)'} ⇒ ${JSON.stringify(state.value)}`;
}

export interface ModelOptions<TMachine extends AnyStateMachine> {
  machine: TMachine;
  /** Each page the resident may open is its own model. */
  requestedPaths: readonly string[];
  input: (requestedPath: string) => InputFrom<TMachine>;
  events: readonly EventObject[];
  /**
   * What decides which transition an event takes from a snapshot: one path per kind is enough.
   * Given the model too, for a machine whose models differ only in how they start.
   */
  kindOf: (snapshot: SnapshotFrom<TMachine>, requestedPath: string) => string;
}

/**
 * An invoked actor's result comes only while that actor runs. Offered elsewhere, XState takes an
 * unhandled `xstate.error.actor.*` as the machine's own error, and the graph would count the
 * errored snapshot as the state it came from.
 */
function canArrive(snapshot: { children: Record<string, unknown> }, event: EventObject): boolean {
  const result = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
  return result === null || (result[2] as string) in snapshot.children;
}

/** Shortest paths to every kind of snapshot of each model, and each transition out of those. */
export function modelPaths<TMachine extends AnyStateMachine>(options: ModelOptions<TMachine>) {
  type Snapshot = SnapshotFrom<TMachine>;
  const { machine, kindOf } = options;
  const toStates = new Map<string, ModelPath<Snapshot>>();
  const throughTransitions = new Map<string, ModelPath<Snapshot>>();
  const events = options.events as readonly EventFromLogic<TMachine>[];
  const eventsAt = (snapshot: unknown) => events.filter((event) => canArrive(snapshot as Snapshot, event));
  for (const requestedPath of options.requestedPaths) {
    const graphOptions = { input: options.input(requestedPath), events: eventsAt };
    const adjacency = getAdjacencyMap(machine, graphOptions);
    for (const path of getShortestPaths(machine, graphOptions)) {
      const state = path.state as Snapshot;
      const kind = kindOf(state, requestedPath);
      const steps = path.steps as ModelPath<Snapshot>['steps'];
      if (!toStates.has(kind)) toStates.set(kind, { name: describePath(requestedPath, steps, state), requestedPath, steps, state });
      if (path.state.status !== 'active') continue;
      for (const { event, state: next } of Object.values(adjacency[serializeSnapshot(path.state)]?.transitions ?? {})) {
        const key = `${kind} ${JSON.stringify(event)}`;
        // An event the state ignores (or a guard refuses) takes no transition: nothing to cover.
        if (throughTransitions.has(key) || serializeSnapshot(next) === serializeSnapshot(path.state)) continue;
        const edgeSteps = [...steps, { event, state: next as Snapshot }];
        throughTransitions.set(key, { name: describePath(requestedPath, edgeSteps, next as Snapshot), requestedPath, steps: edgeSteps, state: next as Snapshot });
      }
    }
  }
  return { toStates: [...toStates.values()], throughTransitions: [...throughTransitions.values()] };
}
