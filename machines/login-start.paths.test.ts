// Model-based path tests of the top page's login buttons, on the shared model paths
// (test-support/model-paths.ts): the graph of the real machine, where the URL request's result is
// an `xstate.done.actor.*` / `xstate.error.actor.*` event, for each phase the page may start with.
// One shortest path to every state and one through every transition, replayed on a live actor
// whose request settles as the path says. What each state must show is played from the path's
// own events, not read from the machine.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { phases, providerIds, type Phase } from '#shared/flows';
import { loginStartMachine, type AuthzUrl, type AuthzUrlRequest, type LoginStartEvent } from './login-start.machine';
import { describeModelCoverage } from './test-support/model-coverage';
import { modelPaths, type ModelPath as Path } from './test-support/model-paths';
import { ActorScript, replayPath } from './test-support/path-replay';
import { recordCoverage } from './test-support/transition-coverage';

const deepLink: AuthzUrl = { url: 'https://idp.example/authorize?x=1', new_tab: false };
const newTab: AuthzUrl = { url: 'https://lp.example/authorize?x=2', new_tab: true };
const serverError = { code: 'INTERNAL_SERVER_ERROR', message: 'x' };

/** The buttons (one per login provider), and each way the URL request may end. */
const clicks: LoginStartEvent[] = providerIds.map((provider) => ({ type: 'START', provider }));
const modelEvents = [
  ...clicks,
  { type: 'xstate.done.actor.fetchAuthzUrl', output: deepLink },
  { type: 'xstate.done.actor.fetchAuthzUrl', output: newTab },
  { type: 'xstate.error.actor.fetchAuthzUrl', error: serverError },
] as unknown as LoginStartEvent[];

/** Each phase the top page may start the login for is its own model. */
const models = new Map(phases.map((phase) => [`phase ${phase}`, phase]));
const phaseOf = (model: string) => models.get(model) as Phase;

type ModelPath = Path<SnapshotFrom<typeof loginStartMachine>>;

const { toStates, throughTransitions } = modelPaths({
  machine: loginStartMachine,
  requestedPaths: [...models.keys()],
  input: (model) => ({ phase: phaseOf(model) }),
  events: modelEvents,
  kindOf: (snapshot, model) => JSON.stringify([model, snapshot.value]),
});
const coverage = { transitions: new Set<string>(), values: [] as unknown[] };

/** Replays the path, then clicks `then` on the state it reached. */
async function replay(path: ModelPath, then: readonly LoginStartEvent[] = []) {
  const script = new ActorScript(path.steps);
  const fetchAuthzUrl = vi.fn<(request: AuthzUrlRequest) => void>();
  const openLoginUrl = vi.fn<(url: AuthzUrl) => void>();
  const actor = createActor(
    loginStartMachine.provide({
      actors: {
        fetchAuthzUrl: fromPromise(({ input }) => {
          fetchAuthzUrl(input);
          return script.next<AuthzUrl>('fetchAuthzUrl');
        }),
      },
      actions: { openLoginUrl: (_, url) => openLoginUrl(url) },
    }),
    { input: { phase: phaseOf(path.requestedPath) }, inspect: recordCoverage(coverage).inspect },
  );
  // The actor rests in its initial state before the first click: that state is taken too.
  coverage.values.push(actor.getSnapshot().value);
  try {
    await replayPath(actor, path.steps, path.state);
    for (const event of then) actor.send(event);
    return { snapshot: actor.getSnapshot(), fetchAuthzUrl, openLoginUrl };
  } finally {
    actor.stop();
  }
}

type Step = { type: 'START'; provider: string } | { type: 'xstate.done.actor.fetchAuthzUrl'; output: AuthzUrl } | { type: 'xstate.error.actor.fetchAuthzUrl'; error: unknown };
const eventsOf = (path: ModelPath) => path.steps.map(({ event }) => event as Step | { type: 'xstate.init' }).filter((event): event is Step => event.type !== 'xstate.init');

/**
 * The buttons' rule, played over the events: a click asks for its provider's URL unless a request
 * is in flight (a double click asks once), the URL is opened as soon as it comes, and a failure is
 * kept until the next click.
 */
async function expectTheRuleOf(phase: Phase, events: readonly Step[], replayed: ReturnType<typeof replay>) {
  let value = 'idle';
  let error: unknown = null;
  const requests: AuthzUrlRequest[] = [];
  const opened: AuthzUrl[] = [];
  for (const event of events) {
    if (event.type === 'START') {
      if (value === 'requesting') continue;
      value = 'requesting';
      error = null;
      requests.push({ phase, provider: event.provider as AuthzUrlRequest['provider'] });
    } else if (event.type === 'xstate.done.actor.fetchAuthzUrl') {
      value = 'redirecting';
      opened.push(event.output);
    } else {
      value = 'failed';
      error = event.error;
    }
  }
  const { snapshot, fetchAuthzUrl, openLoginUrl } = await replayed;
  expect(snapshot.value).toBe(value);
  expect(snapshot.context.error).toEqual(error);
  expect(snapshot.context.provider).toBe(requests.at(-1)?.provider ?? null);
  expect(fetchAuthzUrl.mock.calls).toEqual(requests.map((request) => [request]));
  expect(openLoginUrl.mock.calls).toEqual(opened.map((url) => [url]));
}

describe('login-start machine (shortest paths to every state)', () => {
  it.each(toStates.map((path) => [path.name, path] as const))('%s', async (_name, path) => {
    await expectTheRuleOf(phaseOf(path.requestedPath), eventsOf(path), replay(path));
  });
});

// The graph drops the clicks a state ignores; a second click while the URL is asked for is one
// the page must ignore, so each state is also sent each button's click.
describe('login-start machine (every click from every state)', () => {
  const cases = toStates.flatMap((path) => clicks.map((click) => [`${path.name}, then START ${JSON.stringify(click.provider)}`, path, click] as const));
  it.each(cases)('%s', async (_name, path, click) => {
    await expectTheRuleOf(phaseOf(path.requestedPath), [...eventsOf(path), click], replay(path, [click]));
  });
});

describeModelCoverage({
  name: 'login-start machine',
  machine: loginStartMachine,
  toStates,
  throughTransitions,
  replay,
  coverage,
  transient: [],
  moreStatePathsThan: phases.length * 3,
});
