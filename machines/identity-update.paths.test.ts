// Model-based path tests of the identity-update machine (brief §9), on the shared model paths
// (test-support/model-paths.ts): the graph of the real machine, one shortest path to every state
// and one through every transition, each replayed on a live actor whose fakes settle as the path
// says, for both inputs (a new update request, and a request kept from before a reload).
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type EventObject } from 'xstate';
import { identityUpdateMachine, type IdentityUpdateInput, type IdentityUpdateSnapshot } from './identity-update.machine';
import { completedStatus, failedStatus, pendingStatus, relation, updatedInfo } from './test-support/identity-update-fixtures';
import { apiError, systemFailure, timeoutFailure } from './test-support/normal-flow-fixtures';
import { describeModelCoverage } from './test-support/model-coverage';
import { modelPaths, type ModelPath as Path } from './test-support/model-paths';
import { ActorScript, replayPath } from './test-support/path-replay';
import { recordCoverage } from './test-support/transition-coverage';

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const error = (id: string, failure: unknown) => ({ type: `xstate.error.actor.${id}`, error: failure });

const modelEvents = [
  done('requestUpdate', relation), error('requestUpdate', apiError(500, 'NOT_IMPLEMENTED')),
  done('checkStatus', pendingStatus), done('checkStatus', completedStatus), done('checkStatus', failedStatus), error('checkStatus', timeoutFailure),
  done('loadUpdated', updatedInfo), error('loadUpdated', systemFailure),
  { type: 'xstate.after.pollInterval.identityUpdate.polling.waiting' },
  { type: 'xstate.after.timeLimit.identityUpdate.polling' },
  { type: 'RETRY' },
] as unknown as EventObject[];

const inputs: Record<string, IdentityUpdateInput> = {
  new: { relation: null },
  resumed: { relation },
};

type ModelPath = Path<IdentityUpdateSnapshot>;

// The two models are /loadingupdate opened after a new request and after a reload: they differ
// only in how they start, so the model is part of a snapshot's kind.
const { toStates, throughTransitions } = modelPaths({
  machine: identityUpdateMachine,
  requestedPaths: Object.keys(inputs),
  input: (model) => inputs[model] as IdentityUpdateInput,
  events: modelEvents,
  kindOf: (snapshot, model) => JSON.stringify([model, snapshot.value]),
});
const coverage = { transitions: new Set<string>(), values: [] as unknown[] };

/**
 * The start's `routing` is resolved while the actor is created, which sends no inspection
 * event: the branch it took is read from the input instead (resume → 0, a new request → 1).
 */
function noteInitialRouting(input: IdentityUpdateInput): void {
  coverage.values.push('routing');
  coverage.transitions.add(`identityUpdate.routing||${input.relation === null ? 1 : 0}`);
}

async function replay(path: ModelPath) {
  const script = new ActorScript(path.steps);
  const effects = { keepRelation: vi.fn(), clearRelation: vi.fn(), reportFailure: vi.fn(), redirectToExpired: vi.fn() };
  const never = 2 ** 30; // delays fire only when the path sends their event
  const actor = createActor(
    identityUpdateMachine.provide({
      actors: {
        requestUpdate: fromPromise(() => script.next('requestUpdate')),
        checkStatus: fromPromise(() => script.next('checkStatus')),
        loadUpdated: fromPromise(() => script.next('loadUpdated')),
      },
      actions: {
        keepRelation: (_, kept) => effects.keepRelation(kept),
        clearRelation: () => effects.clearRelation(),
        reportFailure: (_, failure) => effects.reportFailure(failure),
        redirectToExpired: () => effects.redirectToExpired(),
      },
      delays: { pollInterval: never, timeLimit: never },
    }),
    { input: inputs[path.requestedPath] as IdentityUpdateInput, inspect: recordCoverage(coverage).inspect },
  );
  try {
    const snapshot = await replayPath(actor, path.steps, path.state);
    noteInitialRouting(inputs[path.requestedPath] as IdentityUpdateInput);
    return { snapshot, effects };
  } finally {
    actor.stop();
  }
}

const count = (steps: ModelPath['steps'], type: string, output?: unknown) =>
  steps.filter(({ event }) => event.type === type && (output === undefined || (event as { output?: unknown }).output === output)).length;

describe('identity-update machine (shortest paths to every state)', () => {
  it.each(toStates.map((path) => [path.name, path] as const))('%s', async (_name, path) => {
    const { snapshot, effects } = await replay(path);
    expect(snapshot.context).toEqual(path.state.context);
    // The store keeps each new request, and forgets it once the provider settled it.
    expect(effects.keepRelation).toHaveBeenCalledTimes(count(path.steps, 'xstate.done.actor.requestUpdate'));
    const settled = count(path.steps, 'xstate.done.actor.checkStatus', completedStatus) + count(path.steps, 'xstate.done.actor.checkStatus', failedStatus);
    expect(effects.clearRelation).toHaveBeenCalledTimes(settled);
    expect(effects.reportFailure).toHaveBeenCalledTimes(snapshot.value === 'failed' ? 1 : 0);
    expect(effects.redirectToExpired).toHaveBeenCalledTimes(snapshot.value === 'expired' ? 1 : 0);
    if (snapshot.value === 'failed') expect(effects.reportFailure.mock.calls[0]?.[0]).toEqual(snapshot.context.failure);
    if (snapshot.value === 'expired') expect(snapshot.context.failure?.status).toBe(408);
  });
});

describeModelCoverage({
  name: 'identity-update machine',
  machine: identityUpdateMachine,
  toStates,
  throughTransitions,
  replay,
  coverage,
  transient: ['routing', 'failing'],
  moreStatePathsThan: 8,
});
