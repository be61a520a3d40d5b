// Model-based path tests of the 408 expiry, on the shared model paths (test-support/model-paths.ts):
// the graph of the real machine under every kind of failure the shell feeds it and RESET, one
// shortest path to every state and one through every transition, each replayed on a live actor.
// What each state must show is played from the path's own events by the spec's rule, not read
// from the machine.
import { describe, expect, it, vi } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import type { ClientError } from '#shared/errors/error-catalogue';
import { sessionExpiryMachine, type ExpiryRedirect, type SessionExpiryEvent } from './session-expiry.machine';
import { describeModelCoverage } from './test-support/model-coverage';
import { modelPaths, type ModelPath as Path } from './test-support/model-paths';
import { replayPath } from './test-support/path-replay';
import { recordCoverage } from './test-support/transition-coverage';

const pastMoveDate: ClientError = { status: 408, message: '引越し予定日を過ぎているため、取り消しできません。', code: 'BAD_REQUEST' };
const expiredLink: ClientError = { status: 408, message: '受付期限を過ぎています', code: 'REQUEST_TIMEOUT' };
const systemError: ClientError = { status: 500, message: 'システムエラー', code: 'INTERNAL_SERVER_ERROR' };
const authError: ClientError = { status: 401, message: '認証エラー', code: 'AUTH_REQUIRED' };

/** Every failure the shell may classify (null: one spec §8 does not show), and the start over. */
const modelEvents: SessionExpiryEvent[] = [
  ...[pastMoveDate, expiredLink, systemError, authError, null].map((error) => ({ type: 'API_FAILURE' as const, error })),
  { type: 'RESET' },
];

type ModelPath = Path<SnapshotFrom<typeof sessionExpiryMachine>>;

const { toStates, throughTransitions } = modelPaths({
  machine: sessionExpiryMachine,
  requestedPaths: ['shell'],
  input: () => undefined,
  events: modelEvents,
  kindOf: (snapshot) => String(snapshot.value),
});
const coverage = { transitions: new Set<string>(), values: [] as unknown[] };

/** Replays the path, then sends `then` to the state it reached. */
async function replay(path: ModelPath, then: readonly SessionExpiryEvent[] = []) {
  const redirectToExpired = vi.fn<(redirect: ExpiryRedirect) => void>();
  const actor = createActor(
    sessionExpiryMachine.provide({ actions: { redirectToExpired: (_, redirect) => redirectToExpired(redirect) } }),
    { inspect: recordCoverage(coverage).inspect },
  );
  // The actor rests in its initial state before any event: that state is taken too.
  coverage.values.push(actor.getSnapshot().value);
  try {
    await replayPath(actor, path.steps, path.state);
    for (const event of then) actor.send(event);
    return { snapshot: actor.getSnapshot(), redirectToExpired };
  } finally {
    actor.stop();
  }
}

const eventsOf = (path: ModelPath) => path.steps.map(({ event }) => event as SessionExpiryEvent);

/** The spec's rule, played over the events: the first 408 since the start or a RESET expires the flow, once. */
async function expectTheRuleOf(events: readonly SessionExpiryEvent[], replayed: ReturnType<typeof replay>) {
  const redirects: ClientError[] = [];
  let expiry: ClientError | null = null;
  for (const event of events) {
    if (event.type === 'RESET') expiry = null;
    else if (expiry === null && event.error?.status === 408) {
      expiry = event.error;
      redirects.push(event.error);
    }
  }
  const { snapshot, redirectToExpired } = await replayed;
  expect(snapshot.value).toBe(expiry === null ? 'watching' : 'expired');
  expect(snapshot.context.expiry).toEqual(expiry);
  // One redirect per expiry, to the expired page with the failure that caused it.
  expect(redirectToExpired.mock.calls).toEqual(redirects.map((error) => [{ path: '/error/expired', error }]));
}

describe('session-expiry machine (shortest paths to every state)', () => {
  it.each(toStates.map((path) => [path.name, path] as const))('%s', async (_name, path) => {
    await expectTheRuleOf(eventsOf(path), replay(path));
  });
});

// The graph drops the events a state ignores; the ignored failures are the point of this machine
// (calls still in flight fail too), so each state is also sent each event the shell may send.
describe('session-expiry machine (every event from every state)', () => {
  const cases = toStates.flatMap((path) => modelEvents.map((event) => [`${path.name}, then ${JSON.stringify(event)}`, path, event] as const));
  it.each(cases)('%s', async (_name, path, event) => {
    await expectTheRuleOf([...eventsOf(path), event], replay(path, [event]));
  });
});

describeModelCoverage({
  name: 'session-expiry machine',
  machine: sessionExpiryMachine,
  toStates,
  throughTransitions,
  replay,
  coverage,
  transient: [],
  moreStatePathsThan: 1,
});
