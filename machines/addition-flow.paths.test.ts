// Model-based path tests of the addition flow (brief §9): for each page the resident may open,
// one shortest path to every kind of snapshot and one path through every transition
// (test-support/model-paths.ts), each replayed on a live actor whose provided fakes settle as the
// path says. The inspection events of those actors prove that every state and every transition
// of the definition was taken.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { additionFlowMachine, additionReady, pathForState, type AdditionFlowEvent, type AdditionFlowSnapshot, type FlowFailure } from './addition-flow.machine';
import { flows, stepPathsOf } from '#shared/flows';
import { additionReceptionSaved, additionStart, additionSubmission, emptyAddition, newAddition, notRefreshedAfterFiling, readyAddition, refreshedAfterFiling } from './test-support/addition-flow-fixtures';
import { apiError, confirmed, idempotencyKey, networkFailure, sessionSaved, systemFailure, timeoutFailure } from './test-support/normal-flow-fixtures';
import { describeModelCoverage } from './test-support/model-coverage';
import { modelPaths, type ModelPath } from './test-support/model-paths';
import { ActorScript, replayPath } from './test-support/path-replay';
import { recordCoverage } from './test-support/transition-coverage';

const stepPaths = stepPathsOf(flows.addition);
const flowPaths = Object.values(stepPaths).filter((path): path is string => path !== null);
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const error = (id: string, failure: unknown) => ({ type: `xstate.error.actor.${id}`, error: failure });

/** Every outcome each call may have, and every event the pages and the browser send. */
const modelEvents = [
  done('loadDraft', readyAddition), done('loadDraft', emptyAddition), done('loadDraft', null), error('loadDraft', systemFailure), error('loadDraft', timeoutFailure),
  done('initializeDraft', newAddition), error('initializeDraft', apiError(404, 'NOT_FOUND')), error('initializeDraft', systemFailure),
  done('loadIdentity', refreshedAfterFiling), done('loadIdentity', notRefreshedAfterFiling), error('loadIdentity', systemFailure),
  done('tmpSave', sessionSaved), error('tmpSave', systemFailure),
  done('inputConfirm', confirmed), error('inputConfirm', apiError(500, 'SESSION_DESERIALIZE')), error('inputConfirm', timeoutFailure),
  done('createIdempotencyKey', idempotencyKey), error('createIdempotencyKey', new Error('no random source')),
  done('startAddition', additionStart), error('startAddition', apiError(400, 'BAD_REQUEST')),
  done('submitAddition', additionSubmission), error('submitAddition', networkFailure), error('submitAddition', systemFailure),
  done('receptionIdSave', additionReceptionSaved), error('receptionIdSave', systemFailure),
  { type: 'CONFIRM' }, { type: 'SAVE_FOR_LATER' }, { type: 'SUBMIT' }, { type: 'BACK' }, { type: 'RETRY' },
  ...flowPaths.map((path) => ({ type: 'NAVIGATED', path })),
] as unknown as AdditionFlowEvent[];

/**
 * What decides which transition an event takes: the state, whether the draft is ready (spec §4
 * for the addition), and, before the draft is loaded, the page that was asked for.
 */
function kindOf(snapshot: AdditionFlowSnapshot): string {
  const { draft, requestedPath } = snapshot.context;
  return JSON.stringify([snapshot.value, additionReady(draft), draft === null ? requestedPath : null]);
}

const { toStates, throughTransitions } = modelPaths({
  machine: additionFlowMachine,
  requestedPaths: flowPaths,
  input: (requestedPath) => ({ requestedPath, flow: flows.addition }),
  events: modelEvents,
  kindOf,
});

const coverage = { transitions: new Set<string>(), values: [] as unknown[] };

const effectNames = ['reportFailure', 'redirectToExpired', 'goToMyPage', 'redirectToMyPage', 'goToIdentityCheck'] as const;
type Effects = Record<(typeof effectNames)[number], ReturnType<typeof vi.fn<(...args: unknown[]) => void>>>;

async function replay(path: ModelPath<AdditionFlowSnapshot>): Promise<{ snapshot: AdditionFlowSnapshot; effects: Effects }> {
  const script = new ActorScript(path.steps);
  const effects = Object.fromEntries(effectNames.map((name) => [name, vi.fn()])) as Effects;
  const actor = createActor(
    additionFlowMachine.provide({
      actors: {
        loadDraft: fromPromise(() => script.next('loadDraft')),
        initializeDraft: fromPromise(() => script.next('initializeDraft')),
        loadIdentity: fromPromise(() => script.next('loadIdentity')),
        tmpSave: fromPromise(() => script.next('tmpSave')),
        inputConfirm: fromPromise(() => script.next('inputConfirm')),
        createIdempotencyKey: fromPromise(() => script.next('createIdempotencyKey')),
        startAddition: fromPromise(() => script.next('startAddition')),
        submitAddition: fromPromise(() => script.next('submitAddition')),
        receptionIdSave: fromPromise(() => script.next('receptionIdSave')),
      },
      actions: {
        reportFailure: (_, failure: FlowFailure) => effects.reportFailure(failure),
        redirectToExpired: () => effects.redirectToExpired(),
        goToMyPage: () => effects.goToMyPage(),
        redirectToMyPage: () => effects.redirectToMyPage(),
        goToIdentityCheck: () => effects.goToIdentityCheck(),
      },
    }),
    { input: { requestedPath: path.requestedPath, flow: flows.addition }, inspect: recordCoverage(coverage).inspect },
  );
  try {
    return { snapshot: await replayPath(actor, path.steps, path.state), effects };
  } finally {
    actor.stop();
  }
}

/** The final states each effect belongs to. */
const effectStates: Record<(typeof effectNames)[number], readonly string[]> = {
  reportFailure: ['failed'],
  redirectToExpired: ['expired'],
  goToMyPage: ['saved'],
  redirectToMyPage: ['alreadySent'],
  goToIdentityCheck: ['identityCheck'],
};

describe('addition-flow machine (shortest paths to every state)', () => {
  it.each(toStates.map((path) => [path.name, path] as const))('%s', async (_name, path) => {
    const { snapshot, effects } = await replay(path);
    expect(snapshot.context).toEqual(path.state.context);

    const top = typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0];
    // The effects of the terminal states, each exactly once, and never elsewhere.
    for (const name of effectNames) expect(effects[name]).toHaveBeenCalledTimes(effectStates[name].includes(top ?? '') ? 1 : 0);
    if (top === 'failed') expect(effects.reportFailure.mock.calls[0]?.[0]).toEqual(snapshot.context.failure);
    if (top === 'expired') expect(snapshot.context.failure?.status).toBe(408);

    // The URL the page shows: a page of the flow only with what that page needs.
    const shownPath = pathForState(snapshot);
    if (shownPath === stepPaths.confirm) {
      expect(snapshot.context.documentDigest).not.toBeNull();
      expect(snapshot.context.idempotencyKey).not.toBeNull();
    }
    if (shownPath === stepPaths.thanks) expect(snapshot.context.submission).not.toBeNull();
    if (shownPath === stepPaths.input && top !== 'noApplication') expect(snapshot.context.draft).not.toBeNull();
  });
});

describeModelCoverage({
  name: 'addition-flow machine',
  machine: additionFlowMachine,
  toStates,
  throughTransitions,
  replay,
  coverage,
  transient: ['routing', 'failing'],
  moreStatePathsThan: 20,
});
