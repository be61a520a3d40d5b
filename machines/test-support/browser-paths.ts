// The paths the browser model suite (e2e/model) walks, generated from a flow machine with
// `xstate/graph` (issue 29). For each start (the page opened, as the machine's input),
// a test model (createTestModel's, below) gives the shortest path to every state and transition, or every simple path;
// paths through an event no driver can cause are dropped (their transitions are left out, with the
// reason the model gives); the transitions each path takes are found by replaying it on a live
// actor; and the fewest paths that together take every transition the others take are kept, so
// the browser walks each resident-caused transition at least once without walking the rest twice.
import { createActor, fromPromise, type AnyStateMachine, type EventObject, type Snapshot } from 'xstate';
import { serializeSnapshot, TestModel } from 'xstate/graph';
import { transitionKeyOf } from '#shared/statechart/transition-keys';
import { stateIdsIn } from './path-replay';

export interface BrowserStart<TInput> {
  /** Names the start in test titles, e.g. the page opened and what the server holds. */
  name: string;
  input: TInput;
}

export interface BrowserPathOptions<TInput> {
  machine: AnyStateMachine;
  starts: readonly BrowserStart<TInput>[];
  /** What can happen in each snapshot of a start, by real means: the resident's events and the calls' outcomes. */
  events: (snapshot: GraphSnapshot, start: BrowserStart<TInput>) => readonly EventObject[];
  /** Whether the suite has a driver for the event (its type, or an outcome by its payload). */
  driven: (event: EventObject) => boolean;
  /** 'simple' walks every simple path (small machines); 'shortest' one path to each state and transition. */
  paths?: 'shortest' | 'simple';
}

/** A snapshot of the graph: its value, context and meta. */
export type GraphSnapshot = Snapshot<unknown> & {
  value: unknown;
  context: unknown;
  children: Record<string, unknown>;
  getMeta(): Record<string, unknown>;
  can(event: EventObject): boolean;
  matches(value: unknown): boolean;
};

export interface BrowserPath<TInput> {
  name: string;
  start: BrowserStart<TInput>;
  /** The snapshot the start rests in before any event. */
  initial: GraphSnapshot;
  steps: { event: EventObject; state: GraphSnapshot }[];
  /** The transitions the path takes (src/shared/statechart/transition-keys.ts). */
  keys: string[];
  /** The states it enters (dotted ids). */
  states: string[];
}

/** An invoked actor's result comes only while that actor runs. */
function canArrive(snapshot: { children: Record<string, unknown> }, event: EventObject): boolean {
  const result = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
  return result === null || (result[2] as string) in snapshot.children;
}

/** An event in a test's title: its type shortened, and what tells two of one type apart. */
function shortName(event: EventObject): string {
  const type = event.type.replace(/^xstate\.(done|error)\.actor\./, '$1:').replace(/^xstate\.after\.(\w+)\..*/, 'after:$1');
  const { path, output } = event as { path?: unknown; output?: { outcome?: unknown } };
  if (typeof path === 'string') return `${type}(${path})`;
  if (typeof output?.outcome === 'string') return `${type}(${output.outcome})`;
  return type;
}

/** The transitions and states a path takes: its events sent to an actor whose calls never settle. */
function replayKeys(machine: AnyStateMachine, input: unknown, events: readonly EventObject[]): { keys: string[]; states: string[]; initial: GraphSnapshot } {
  const never = fromPromise(() => new Promise<never>(() => {}));
  const actors = Object.fromEntries(Object.keys(machine.implementations.actors).map((id) => [id, never]));
  const keys = new Set<string>();
  const states = new Set<string>();
  const actor = createActor(machine.provide({ actors }), {
    input,
    inspect: (inspection) => {
      if (inspection.type !== '@xstate.microstep') return;
      for (const transition of inspection._transitions) keys.add(transitionKeyOf(transition));
      for (const id of stateIdsIn((inspection.snapshot as { value?: unknown }).value)) states.add(id);
    },
  });
  actor.start();
  const initial = actor.getSnapshot() as GraphSnapshot;
  for (const id of stateIdsIn(initial.value)) states.add(id);
  for (const event of events) actor.send(event);
  actor.stop();
  return { keys: [...keys], states: [...states], initial };
}

/**
 * The test model `createTestModel` makes, for a machine that invokes actors: createTestModel
 * refuses those (xstate/graph's validateMachine), while here a call's result is just one more
 * event of the graph (`xstate.done.actor.*`). A snapshot is told apart by the transition that led
 * to it too, so the shortest paths reach every transition, not only every state.
 */
function flowTestModel(machine: AnyStateMachine, events: (snapshot: GraphSnapshot) => readonly EventObject[]) {
  const serializeEvent = (event: EventObject) => JSON.stringify(event);
  return new TestModel(machine, {
    serializeState: (state, event, previous) => {
      const same = previous !== undefined && JSON.stringify((previous as GraphSnapshot).value) === JSON.stringify((state as GraphSnapshot).value);
      const via = !event || same ? '' : ` via ${serializeEvent(event)}${previous ? ` from ${JSON.stringify((previous as GraphSnapshot).value)}` : ''}`;
      return `${serializeSnapshot(state as never)}${via}`;
    },
    events: (state) => [...events(state as GraphSnapshot)],
  });
}

/** One start's graph: the test model, and a path's steps from it as the browser walks them. */
function startGraph<TInput>(options: BrowserPathOptions<TInput>, start: BrowserStart<TInput>) {
  // Only what moves the snapshot: an event it ignores would be a step the browser cannot show.
  const model = flowTestModel(options.machine, (snapshot) => options.events(snapshot, start).filter((event) => canArrive(snapshot, event) && snapshot.can(event)));
  /** The graph's paths as steps: its first step, the machine's start (`xstate.init`), is the page opening. */
  const walkable = (paths: readonly { steps: readonly { event: EventObject; state: unknown }[] }[]) =>
    paths
      .map(({ steps }) => steps.filter(({ event }) => event.type !== 'xstate.init').map(({ event, state }) => ({ event, state: state as GraphSnapshot })))
      .filter((steps) => steps.every(({ event }) => options.driven(event)));
  return { model, walkable };
}

function pathOf<TInput>(machine: AnyStateMachine, start: BrowserStart<TInput>, steps: BrowserPath<TInput>['steps']): BrowserPath<TInput> {
  const { keys, states, initial } = replayKeys(machine, start.input, steps.map(({ event }) => event));
  return { name: `${start.name}: ${steps.map(({ event }) => shortName(event)).join(' → ') || '(start)'}`, start, initial, steps, keys, states };
}

export function browserPaths<TInput>(options: BrowserPathOptions<TInput>): BrowserPath<TInput>[] {
  const { machine } = options;
  const graphs = new Map(options.starts.map((start) => [start, startGraph(options, start)]));
  const candidates = options.starts.flatMap((start) => {
    const { model, walkable } = graphs.get(start)!;
    const generated = options.paths === 'simple' ? model.getSimplePaths({ input: start.input }) : model.getShortestPaths({ input: start.input });
    return walkable(generated).map((steps) => pathOf(machine, start, steps));
  });
  const taken = new Set<string>();
  const entered = new Set<string>();
  const gain = (path: BrowserPath<TInput>) => path.keys.filter((key) => !taken.has(key)).length + path.states.filter((id) => !entered.has(id)).length;
  /**
   * A test costs a login and a page set up before its first step: a path goes on, from where it
   * ends, along the shortest way to what no path has taken yet, as long as there is one.
   */
  const extend = (path: BrowserPath<TInput>): BrowserPath<TInput> => {
    const { model, walkable } = graphs.get(path.start)!;
    for (let current = path; ; ) {
      const end = current.steps.at(-1)?.state ?? current.initial;
      if (end.status !== 'active') return current;
      const onward = walkable(model.getShortestPaths({ fromState: end as never }))
        .filter((steps) => steps.length > 0)
        .map((steps) => pathOf(machine, path.start, [...current.steps, ...steps]));
      const best = onward.reduce<BrowserPath<TInput> | undefined>((a, b) => (a === undefined || gain(b) > gain(a) || (gain(b) === gain(a) && b.steps.length < a.steps.length) ? b : a), undefined);
      if (!best || gain(best) <= gain(current)) return current;
      current = best;
    }
  };
  // Greedy cover: the path taking most transitions not yet taken, extended, until none adds one.
  const chosen: BrowserPath<TInput>[] = [];
  for (;;) {
    const best = candidates.reduce<BrowserPath<TInput> | undefined>((a, b) => (a === undefined || gain(b) > gain(a) || (gain(b) === gain(a) && b.steps.length < a.steps.length) ? b : a), undefined);
    if (!best || gain(best) === 0) break;
    const tour = extend(best);
    chosen.push(tour);
    for (const key of tour.keys) taken.add(key);
    for (const id of tour.states) entered.add(id);
  }
  return chosen;
}
