// Model-based path tests of the signing child (brief §9), as normal-flow.paths.test.ts does for
// its parent: the graph of the real machine, one shortest path to every state and one through
// every transition, each replayed on a live actor whose fakes settle as the path says, for
// both inputs (a new signing request, and a signed request whose submit got no answer).
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type EventObject } from 'xstate';
import { getAdjacencyMap, getShortestPaths, serializeSnapshot } from 'xstate/graph';
import { visitSlotTakenMessage } from '#shared/domain/visit-slot-taken';
import { failureOf } from './flow-failure';
import { signingMachine, type SigningInput, type SigningOutput, type SigningSnapshot } from './signing.machine';
import {
  apiError,
  confirmed,
  idempotencyKey,
  networkFailure,
  pending,
  pinLocked,
  pinLockedMessage,
  receptionSaved,
  signed,
  signing,
  submission,
  systemFailure,
  timeoutFailure,
} from './test-support/normal-flow-fixtures';
import { describeModelCoverage } from './test-support/model-coverage';
import { ActorScript, replayPath } from './test-support/path-replay';
import { recordCoverage } from './test-support/transition-coverage';

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const error = (id: string, failure: unknown) => ({ type: `xstate.error.actor.${id}`, error: failure });

const modelEvents = [
  done('applicationStart', signing), error('applicationStart', apiError(400, 'BAD_REQUEST')),
  done('signatureInquiry', pending), done('signatureInquiry', signed), done('signatureInquiry', pinLocked), error('signatureInquiry', timeoutFailure),
  done('submitApplication', submission), error('submitApplication', networkFailure), error('submitApplication', systemFailure),
  // Issue 27: the visit slot filled before the submit.
  error('submitApplication', apiError(400, 'BAD_REQUEST', visitSlotTakenMessage)),
  done('receptionIdSave', receptionSaved), error('receptionIdSave', systemFailure),
  { type: 'xstate.after.pollInterval.signing.polling.waiting' },
  { type: 'xstate.after.signatureTimeout.signing.polling' },
] as unknown as EventObject[];

const inputs: Record<string, SigningInput> = {
  new: { documentDigest: confirmed.document_digest, idempotencyKey, signedRequest: null },
  resumed: { documentDigest: confirmed.document_digest, idempotencyKey, signedRequest: signing },
};

interface ModelPath {
  name: string;
  input: SigningInput;
  steps: { event: EventObject; state: SigningSnapshot }[];
  state: SigningSnapshot;
}

function describePath(inputName: string, steps: readonly { event: EventObject }[], state: SigningSnapshot): string {
  const events = steps.map(({ event }) => event.type.replace(/^xstate\.(done|error)\.actor\./, '$1:').replace(/^xstate\.after\.(\w+)\..*/, 'after:$1'));
  return `${inputName}: ${events.join(' → ') || '(start)'} ⇒ ${JSON.stringify(state.value)}`;
}

function modelPaths(): { toStates: ModelPath[]; throughTransitions: ModelPath[] } {
  const toStates = new Map<string, ModelPath>();
  const throughTransitions = new Map<string, ModelPath>();
  for (const [inputName, input] of Object.entries(inputs)) {
    // The model's reports go nowhere: the graph has no parent to send them to.
    const machine = signingMachine.provide({ actions: { reportRequested: () => {} } });
    const options = { input, events: modelEvents as never[] };
    const adjacency = getAdjacencyMap(machine, options);
    for (const path of getShortestPaths(machine, options)) {
      const kind = JSON.stringify([inputName, path.state.value]);
      const steps = path.steps as ModelPath['steps'];
      if (!toStates.has(kind)) toStates.set(kind, { name: describePath(inputName, steps, path.state), input, steps, state: path.state });
      if (path.state.status !== 'active') continue;
      for (const { event, state } of Object.values(adjacency[serializeSnapshot(path.state)]?.transitions ?? {})) {
        const key = `${kind} ${JSON.stringify(event)}`;
        if (throughTransitions.has(key) || serializeSnapshot(state) === serializeSnapshot(path.state)) continue;
        const edgeSteps = [...steps, { event, state }];
        throughTransitions.set(key, { name: describePath(inputName, edgeSteps, state), input, steps: edgeSteps, state });
      }
    }
  }
  return { toStates: [...toStates.values()], throughTransitions: [...throughTransitions.values()] };
}

const { toStates, throughTransitions } = modelPaths();
const coverage = { transitions: new Set<string>(), values: [] as unknown[] };

/**
 * The start's `routing` is resolved while the actor is created, which sends no inspection
 * event: the branch it took is read from the input instead (resume → 0, a new request → 1).
 */
function noteInitialRouting(context: SigningSnapshot['context']): void {
  coverage.values.push('routing');
  coverage.transitions.add(`signing.routing||${context.signedRequest === null ? 1 : 0}`);
}

async function replay(path: ModelPath) {
  const script = new ActorScript(path.steps);
  const reportRequested = vi.fn();
  const never = 2 ** 30; // delays fire only when the path sends their event
  const actor = createActor(
    signingMachine.provide({
      actors: {
        applicationStart: fromPromise(() => script.next('applicationStart')),
        signatureInquiry: fromPromise(() => script.next('signatureInquiry')),
        submitApplication: fromPromise(() => script.next('submitApplication')),
        receptionIdSave: fromPromise(() => script.next('receptionIdSave')),
      },
      actions: { reportRequested: ({ context }) => reportRequested(context.signature) },
      delays: { pollInterval: never, signatureTimeout: never },
    }),
    { input: path.input, inspect: recordCoverage(coverage).inspect },
  );
  try {
    const snapshot = await replayPath(actor, path.steps, path.state);
    noteInitialRouting(actor.getSnapshot().context);
    return { snapshot, reportRequested };
  } finally {
    actor.stop();
  }
}

/** What each final state hands the parent. */
const expectedOutputs: Record<string, (snapshot: SigningSnapshot) => SigningOutput> = {
  submitted: () => ({ outcome: 'submitted', signature: signing, submission }),
  signatureFailed: (snapshot) => ({
    outcome: 'signatureFailed',
    signature: signing,
    signatureFailure: snapshot.context.signatureFailure ?? { reason: 'pin_locked', message: pinLockedMessage },
  }),
  unanswered: () => ({ outcome: 'unanswered', signature: signing, failure: failureOf('application', networkFailure) }),
  failed: (snapshot) => ({ outcome: 'failed', failure: snapshot.context.failure ?? failureOf('application', systemFailure) }),
};

describe('signing machine (shortest paths to every state)', () => {
  it.each(toStates.map((path) => [path.name, path] as const))('%s', async (_name, path) => {
    const { snapshot, reportRequested } = await replay(path);
    expect(snapshot.context).toEqual(path.state.context);
    // The parent hears of the request exactly once, as soon as it exists.
    if (snapshot.context.signature !== null) expect(reportRequested).toHaveBeenCalledExactlyOnceWith(signing);
    else expect(reportRequested).not.toHaveBeenCalled();
    if (snapshot.status === 'done') expect(snapshot.output).toEqual(expectedOutputs[snapshot.value as string]?.(snapshot));
  });
});

describeModelCoverage({
  name: 'signing machine',
  machine: signingMachine,
  toStates,
  throughTransitions,
  replay,
  coverage,
  transient: ['routing'],
  moreStatePathsThan: 8,
});
