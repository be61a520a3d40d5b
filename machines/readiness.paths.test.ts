// Model-based path tests of the readiness page (issue 28), on the shared model paths
// (test-support/model-paths.ts): the graph of the real machine, where the answer is an
// `xstate.done.actor.*` / `xstate.error.actor.*` event, for a flow started fresh and a revocation
// started from its application. Each path is replayed on a live actor whose question settles as
// the path says; what each state must show is played from the path's own events.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { readinessMachine, readinessViewOf, type Readiness, type ReadinessEvent, type ReadinessRequest, type ReadinessView } from './readiness.machine';
import { describeModelCoverage } from './test-support/model-coverage';
import { modelPaths, type ModelPath as Path } from './test-support/model-paths';
import { ActorScript, replayPath } from './test-support/path-replay';
import { recordCoverage } from './test-support/transition-coverage';

const ready: Readiness = { phase: 1, signing_check: 'unavailable', signing: null, filed_application: null, cancellation: null, blockers: [], counter: null };
const blocked: Readiness = { ...ready, signing_check: 'not_needed', filed_application: false, blockers: ['no_filed_application'] };
const serverError = { code: 'INTERNAL_SERVER_ERROR', message: 'x' };

const resident: ReadinessEvent[] = [{ type: 'MOVE_DATE_CHANGED', moveDate: '2026/12/01' }, { type: 'RETRY' }];
const modelEvents = [
  ...resident,
  { type: 'xstate.done.actor.fetchReadiness', output: ready },
  { type: 'xstate.done.actor.fetchReadiness', output: blocked },
  { type: 'xstate.error.actor.fetchReadiness', error: serverError },
] as unknown as ReadinessEvent[];

const models = new Map<string, string | null>([
  ['a fresh start', null],
  ['a revocation of 7KQ2-M9XD-4T3H', '7KQ2-M9XD-4T3H'],
]);
const receptionNumberOf = (model: string) => models.get(model) ?? null;
const inputOf = (model: string) => ({ phase: receptionNumberOf(model) ? 3 : 1, receptionNumber: receptionNumberOf(model) }) as const;

type ModelPath = Path<SnapshotFrom<typeof readinessMachine>>;

const { toStates, throughTransitions } = modelPaths({
  machine: readinessMachine,
  requestedPaths: [...models.keys()],
  input: inputOf,
  events: modelEvents,
  kindOf: (snapshot, model) => JSON.stringify([model, snapshot.value, snapshot.context.moveDate !== null]),
});
const coverage = { transitions: new Set<string>(), values: [] as unknown[] };

/** Replays the path, then sends `then` on the state it reached. */
async function replay(path: ModelPath, then: readonly ReadinessEvent[] = []) {
  const script = new ActorScript(path.steps);
  const fetchReadiness = vi.fn<(request: ReadinessRequest) => void>();
  const actor = createActor(
    readinessMachine.provide({
      actors: {
        fetchReadiness: fromPromise(({ input }) => {
          fetchReadiness(input);
          return script.next<Readiness>('fetchReadiness');
        }),
      },
    }),
    { input: inputOf(path.requestedPath), inspect: recordCoverage(coverage).inspect },
  );
  coverage.values.push(actor.getSnapshot().value);
  try {
    await replayPath(actor, path.steps, path.state);
    for (const event of then) actor.send(event);
    return { snapshot: actor.getSnapshot(), fetchReadiness };
  } finally {
    actor.stop();
  }
}

type Step =
  | ReadinessEvent
  | { type: 'xstate.done.actor.fetchReadiness'; output: Readiness }
  | { type: 'xstate.error.actor.fetchReadiness'; error: unknown };
const eventsOf = (path: ModelPath) => path.steps.map(({ event }) => event as Step | { type: 'xstate.init' }).filter((event): event is Step => event.type !== 'xstate.init');

/**
 * The page's rule, played over the events: it asks at once; an answer naming something in the way
 * is cannot-continue, any other ready; a failure is failing until RETRY; a new move date asks
 * again once ready, with that date; every question names the flow and its application.
 */
async function expectTheRuleOf(model: string, events: readonly Step[], replayed: ReturnType<typeof replay>) {
  let view: ReadinessView = 'loading';
  let moveDate: string | null = null;
  let readiness: Readiness | null = null;
  const questions: ReadinessRequest[] = [{ ...inputOf(model), moveDate: null }];
  for (const event of events) {
    if (event.type === 'MOVE_DATE_CHANGED') {
      if (view !== 'ready') continue;
      moveDate = event.moveDate;
      view = 'loading';
      questions.push({ ...inputOf(model), moveDate });
    } else if (event.type === 'RETRY') {
      if (view !== 'failing') continue;
      view = 'loading';
      questions.push({ ...inputOf(model), moveDate });
    } else if (event.type === 'xstate.done.actor.fetchReadiness') {
      readiness = event.output;
      view = event.output.blockers.length > 0 ? 'cannot-continue' : 'ready';
    } else {
      view = 'failing';
    }
  }
  const { snapshot, fetchReadiness } = await replayed;
  expect(readinessViewOf(snapshot)).toBe(view);
  expect(snapshot.context.readiness).toEqual(readiness);
  expect(snapshot.context.moveDate).toBe(moveDate);
  expect(fetchReadiness.mock.calls).toEqual(questions.map((question) => [question]));
}

describe('readiness machine (shortest paths to every state)', () => {
  it.each(toStates.map((path) => [path.name, path] as const))('%s', async (_name, path) => {
    await expectTheRuleOf(path.requestedPath, eventsOf(path), replay(path));
  });
});

// The graph drops the events a state ignores; a move date or a retry in another state is one the
// page must ignore, so each state is also sent each of them.
describe('readiness machine (every resident event from every state)', () => {
  const cases = toStates.flatMap((path) => resident.map((event) => [`${path.name}, then ${event.type}`, path, event] as const));
  it.each(cases)('%s', async (_name, path, event) => {
    await expectTheRuleOf(path.requestedPath, [...eventsOf(path), event], replay(path, [event]));
  });
});

describeModelCoverage({
  name: 'readiness machine',
  machine: readinessMachine,
  toStates,
  throughTransitions,
  replay,
  coverage,
  transient: [],
  moreStatePathsThan: models.size * 4,
});
