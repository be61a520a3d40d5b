// Model-based path testing for machines that invoke actors (brief §9): the paths come from
// `getShortestPaths` on the real machine, where an invoked actor's result is just an
// `xstate.done.actor.<id>` / `xstate.error.actor.<id>` event. To replay a path on a live
// actor, each invoked actor is provided as a fake that settles with the outcome the path
// scripted for it, and the path's own events (and the delays that fire, `xstate.after.*`,
// for an actor whose provided delays are too long to fire in a test) are sent when the actor
// reaches the state the path sent them from.
import { waitFor, type AnyActorRef, type AnyStateMachine, type EventObject, type Snapshot } from 'xstate';
import { getStateNodes } from 'xstate/graph';

type Outcome = { kind: 'done'; output: unknown } | { kind: 'error'; error: unknown };

interface PathStep {
  event: EventObject;
  state: Snapshot<unknown> & { value?: unknown };
}

const donePrefix = 'xstate.done.actor.';
const errorPrefix = 'xstate.error.actor.';

/** Outcomes the path scripted for the invoked actors, consumed in order per actor id. */
export class ActorScript {
  readonly #queues = new Map<string, Outcome[]>();

  constructor(steps: readonly PathStep[]) {
    for (const { event } of steps) {
      const outcome = outcomeOf(event);
      if (!outcome) continue;
      const queue = this.#queues.get(outcome.id) ?? [];
      queue.push(outcome.outcome);
      this.#queues.set(outcome.id, queue);
    }
  }

  /** The next scripted result of actor `id`; never settles when the path has none left. */
  next<T>(id: string): Promise<T> {
    const outcome = this.#queues.get(id)?.shift();
    if (!outcome) return new Promise<T>(() => {});
    return outcome.kind === 'done' ? Promise.resolve(outcome.output as T) : Promise.reject(outcome.error);
  }
}

function outcomeOf(event: EventObject): { id: string; outcome: Outcome } | undefined {
  if (event.type.startsWith(donePrefix)) {
    return { id: event.type.slice(donePrefix.length), outcome: { kind: 'done', output: (event as { output?: unknown }).output } };
  }
  if (event.type.startsWith(errorPrefix)) {
    return { id: event.type.slice(errorPrefix.length), outcome: { kind: 'error', error: (event as { error?: unknown }).error } };
  }
  return undefined;
}

/** Events the replay sends itself: the path's own events and fired delays (`xstate.after.*`). */
function isExternal(event: EventObject): boolean {
  return !event.type.startsWith('xstate.') || event.type.startsWith('xstate.after.');
}

const sameValue = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

function valueOf(snapshot: Snapshot<unknown>): unknown {
  return (snapshot as { value?: unknown }).value;
}

/**
 * Replays `steps` on `actor` (already provided with fakes reading `ActorScript`, not yet
 * started) and resolves with the snapshot once it rests in the path's final state.
 */
export async function replayPath<TActor extends AnyActorRef>(
  actor: TActor,
  steps: readonly PathStep[],
  target: Snapshot<unknown>,
): Promise<ReturnType<TActor['getSnapshot']>> {
  actor.start();
  for (let index = 0; index < steps.length; index += 1) {
    const step = steps[index];
    if (!step || !isExternal(step.event)) continue;
    const from = steps[index - 1]?.state;
    if (from) await waitFor(actor, (snapshot) => sameValue(valueOf(snapshot), valueOf(from)), { timeout: 1000 });
    actor.send(step.event);
  }
  const reached = await waitFor(actor, (snapshot) => sameValue(valueOf(snapshot), valueOf(target)), { timeout: 1000 });
  // Let any settled fake deliver its event, so a state that only passes by cannot count as reached.
  for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
  const settled = actor.getSnapshot();
  if (!sameValue(valueOf(settled), valueOf(target))) {
    throw new Error(`actor left ${JSON.stringify(valueOf(target))} for ${JSON.stringify(valueOf(settled))}`);
  }
  return reached;
}

/** Ids of every atomic and compound state of the machine (for "every state is reached"). */
export function stateIdsOf(machine: AnyStateMachine): string[] {
  return getStateNodes(machine.root)
    .filter((node) => node !== machine.root)
    .map((node) => node.path.join('.'));
}

/** State ids a snapshot is in (its value flattened to dotted paths). */
export function stateIdsIn(value: unknown, prefix: string[] = []): string[] {
  if (typeof value === 'string') return [[...prefix, value].join('.')];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => [[...prefix, key].join('.'), ...stateIdsIn(child, [...prefix, key])]);
}
