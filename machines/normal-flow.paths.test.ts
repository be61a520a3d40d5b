// Model-based path tests of the normal flow (brief §9): the graph of the real machine, where an
// invoked actor's result is an `xstate.done.actor.*` / `xstate.error.actor.*` event and a fired
// delay is an `xstate.after.*` event. One shortest path to every state the model reaches, and
// one path through every transition (shortest path to its source, then the event), each
// replayed on a live actor whose provided fakes settle as the path says. The inspection events
// of those actors prove that every state and every transition of the definition was taken.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { normalFlowMachine, pathForState, type FlowFailure, type NormalFlowEvent, type NormalFlowSnapshot } from './normal-flow.machine';
import { failureOf } from './flow-failure';
import type { SigningOutput, signingMachine } from './signing.machine';
import { flows, stepPathsOf } from '#shared/flows';
import {
  apiError,
  confirmed,
  idempotencyKey,
  networkFailure,
  newDraft,
  pinLockedMessage,
  readyDraft,
  sessionSaved,
  signing,
  submission,
  systemFailure,
  timeoutFailure,
} from './test-support/normal-flow-fixtures';
import { readyToConfirm } from '#shared/domain/completion';
import { ActorScript, replayPath } from './test-support/path-replay';
import { describeModelCoverage } from './test-support/model-coverage';
import { modelPaths } from './test-support/model-paths';
import { recordCoverage } from './test-support/transition-coverage';

const stepPaths = stepPathsOf(flows.normal);
const flowPaths = Object.values(stepPaths).filter((path): path is string => path !== null);
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });

/** Each way the signing child can end (signing.paths.test.ts walks the child itself). */
const signingOutputs: SigningOutput[] = [
  { outcome: 'submitted', signature: signing, submission },
  { outcome: 'signatureFailed', signature: signing, signatureFailure: { reason: 'pin_locked', message: pinLockedMessage } },
  { outcome: 'unanswered', signature: signing, failure: failureOf('application', networkFailure) },
  { outcome: 'failed', failure: failureOf('application_start', apiError(400, 'BAD_REQUEST')) },
  { outcome: 'failed', failure: failureOf('signature_inquiry', timeoutFailure) },
];
const error = (id: string, failure: unknown) => ({ type: `xstate.error.actor.${id}`, error: failure });

/** Every outcome each call may have, and every event the pages and the browser send. */
const modelEvents = [
  done('loadDraft', readyDraft), done('loadDraft', newDraft), done('loadDraft', null), error('loadDraft', systemFailure), error('loadDraft', timeoutFailure),
  done('createDraft', newDraft), error('createDraft', systemFailure),
  done('tmpSave', sessionSaved), error('tmpSave', systemFailure),
  done('inputConfirm', confirmed), error('inputConfirm', apiError(500, 'SESSION_DESERIALIZE')), error('inputConfirm', timeoutFailure),
  done('createIdempotencyKey', idempotencyKey), error('createIdempotencyKey', new Error('no random source')),
  { type: 'SIGNATURE_REQUESTED', signature: signing },
  ...signingOutputs.map((output) => done('signing', output)),
  { type: 'CONFIRM' }, { type: 'SAVE_FOR_LATER' }, { type: 'SIGN' }, { type: 'BACK' }, { type: 'RETRY' },
  ...flowPaths.map((path) => ({ type: 'NAVIGATED', path })),
] as unknown as NormalFlowEvent[];

/** Each deep link is its own model: the machine's input is the page the resident opened. */
const requestedPaths = flowPaths;

/**
 * What decides which transition an event takes from a snapshot: its state, whether the draft is
 * ready (spec §4), and, before the draft is loaded, the page that was asked for. The rest of the
 * context only carries data, so one path per kind is enough.
 */
function kindOf(snapshot: NormalFlowSnapshot): string {
  const { draft, requestedPath } = snapshot.context;
  const ready = draft !== null && readyToConfirm(draft.attributes);
  return JSON.stringify([snapshot.value, ready, draft === null ? requestedPath : null]);
}

const { toStates, throughTransitions } = modelPaths({
  machine: normalFlowMachine,
  requestedPaths,
  input: (requestedPath) => ({ requestedPath, flow: flows.normal }),
  events: modelEvents,
  kindOf,
});
type ModelPath = (typeof toStates)[number];


const coverage = { transitions: new Set<string>(), values: [] as unknown[] };

/** Effects the path may cause, counted for the final state's checks. */
interface Effects {
  reportFailure: ReturnType<typeof vi.fn<(failure: FlowFailure) => void>>;
  redirectToExpired: ReturnType<typeof vi.fn<() => void>>;
  goToMyPage: ReturnType<typeof vi.fn<() => void>>;
  redirectToMyPage: ReturnType<typeof vi.fn<() => void>>;
}

async function replay(path: ModelPath): Promise<{ snapshot: NormalFlowSnapshot; effects: Effects }> {
  const script = new ActorScript(path.steps);
  const effects: Effects = { reportFailure: vi.fn(), redirectToExpired: vi.fn(), goToMyPage: vi.fn(), redirectToMyPage: vi.fn() };
  const actor = createActor(
    normalFlowMachine.provide({
      actors: {
        loadDraft: fromPromise(() => script.next('loadDraft')),
        createDraft: fromPromise(() => script.next('createDraft')),
        tmpSave: fromPromise(() => script.next('tmpSave')),
        inputConfirm: fromPromise(() => script.next('inputConfirm')),
        createIdempotencyKey: fromPromise(() => script.next('createIdempotencyKey')),
        // The child stands in as a call that ends as the path says; its own paths are in signing.paths.test.ts.
        // The real child reports its request before it ends: a few turns let the path's SIGNATURE_REQUESTED come first.
        signing: fromPromise(async () => {
          for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
          return script.next('signing');
        }) as unknown as typeof signingMachine,
      },
      actions: {
        reportFailure: (_, failure) => effects.reportFailure(failure),
        redirectToExpired: () => effects.redirectToExpired(),
        goToMyPage: () => effects.goToMyPage(),
        redirectToMyPage: () => effects.redirectToMyPage(),
      },
    }),
    { input: { requestedPath: path.requestedPath, flow: flows.normal }, inspect: recordCoverage(coverage).inspect },
  );
  try {
    const snapshot = await replayPath(actor, path.steps, path.state);
    return { snapshot, effects };
  } finally {
    actor.stop();
  }
}

describe('normal-flow machine (shortest paths to every state)', () => {
  it.each(toStates.map((path) => [path.name, path] as const))('%s', async (_name, path) => {
    const { snapshot, effects } = await replay(path);
    expect(snapshot.context).toEqual(path.state.context);

    const top = typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0];
    // The effects of the terminal states, each exactly once, and never elsewhere.
    expect(effects.reportFailure).toHaveBeenCalledTimes(top === 'failed' ? 1 : 0);
    expect(effects.redirectToExpired).toHaveBeenCalledTimes(top === 'expired' ? 1 : 0);
    expect(effects.goToMyPage).toHaveBeenCalledTimes(top === 'saved' ? 1 : 0);
    expect(effects.redirectToMyPage).toHaveBeenCalledTimes(top === 'alreadySent' ? 1 : 0);
    if (top === 'failed') expect(effects.reportFailure.mock.calls[0]?.[0]).toEqual(snapshot.context.failure);
    if (top === 'expired') expect(snapshot.context.failure?.status).toBe(408);

    // The URL the page shows: a page of the flow only with what that page needs.
    const path_ = pathForState(snapshot);
    if (path_ === stepPaths.confirm || path_ === stepPaths.promptauth) expect(snapshot.context.documentDigest).not.toBeNull();
    if (path_ === stepPaths.promptauth) expect(snapshot.context.signature).not.toBeNull();
    if (path_ === stepPaths.thanks) expect(snapshot.context.submission).not.toBeNull();
    if (path_ !== null && path_ !== stepPaths.input) expect(snapshot.context.idempotencyKey).not.toBeNull();
  });
});

describeModelCoverage({
  name: 'normal-flow machine',
  machine: normalFlowMachine,
  toStates,
  throughTransitions,
  replay,
  coverage,
  transient: ['routing', 'failing'],
  moreStatePathsThan: 20,
});
