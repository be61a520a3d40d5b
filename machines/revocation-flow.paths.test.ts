// Model-based path tests of the revocation flow (brief §9): for each page the resident may open,
// one shortest path to every kind of snapshot and one path through every transition
// (test-support/model-paths.ts), each replayed on a live actor whose provided fakes settle as the
// path says; the signing child stands in as a call that ends with each of its outcomes (its own
// paths are in signing.paths.test.ts). The inspection events of those actors prove that every
// state and every transition of the definition was taken.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { flows, stepPathsOf } from '#shared/flows';
import { pastMoveDateServerMessage } from '#shared/cancellation';
import { failureOf } from './flow-failure';
import { selectionComplete } from './revocation-selection';
import { pathForState, revocationFlowMachine, type FlowFailure, type RevocationFlowEvent, type RevocationFlowSnapshot } from './revocation-flow.machine';
import type { SigningOutput, signingMachine } from './signing.machine';
import { cancellable, cancellableSummary, choiceSaved, gasChosen, gasOnly, nothingChosen, pastSummary, revocationDraft, revocationSubmission } from './test-support/revocation-flow-fixtures';
import { apiError, confirmed, idempotencyKey, networkFailure, pinLockedMessage, sessionSaved, signing, systemFailure, timeoutFailure } from './test-support/normal-flow-fixtures';
import { describeModelCoverage } from './test-support/model-coverage';
import { modelPaths, type ModelPath } from './test-support/model-paths';
import { ActorScript, replayPath } from './test-support/path-replay';
import { recordCoverage } from './test-support/transition-coverage';

const stepPaths = stepPathsOf(flows.revocation);
const flowPaths = Object.values(stepPaths).filter((path): path is string => path !== null);
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const error = (id: string, failure: unknown) => ({ type: `xstate.error.actor.${id}`, error: failure });

/** Each way the signing child can end. */
const signingOutputs: SigningOutput[] = [
  { outcome: 'submitted', signature: signing, submission: revocationSubmission },
  { outcome: 'signatureFailed', signature: signing, signatureFailure: { reason: 'pin_locked', message: pinLockedMessage } },
  { outcome: 'unanswered', signature: signing, failure: failureOf('application', networkFailure) },
  { outcome: 'failed', failure: failureOf('application_start', apiError(401, 'UNAUTHORIZED')) },
  { outcome: 'failed', failure: failureOf('application', apiError(400, 'BAD_REQUEST', pastMoveDateServerMessage)) },
  { outcome: 'failed', failure: failureOf('signature_inquiry', timeoutFailure) },
];

/** Every outcome each call may have, and every event the pages and the browser send. */
const modelEvents = [
  done('loadApplications', [cancellableSummary]), done('loadApplications', []), done('loadApplications', [pastSummary]), error('loadApplications', systemFailure),
  { type: 'EDIT', selection: gasOnly }, { type: 'FLUSH' }, { type: 'xstate.after.choiceSaveDelay.revocationFlow.input.waiting' },
  done('saveChoice', choiceSaved), error('saveChoice', systemFailure),
  done('initializeRevocation', revocationDraft), error('initializeRevocation', apiError(404, 'NOT_FOUND')),
  done('cancellableConfirm', cancellable),
  error('cancellableConfirm', apiError(400, 'BAD_REQUEST', pastMoveDateServerMessage)), error('cancellableConfirm', apiError(400, 'BAD_REQUEST')),
  done('loadInput', gasChosen), done('loadInput', nothingChosen), error('loadInput', apiError(404, 'NOT_FOUND')), error('loadInput', apiError(400, 'BAD_REQUEST', pastMoveDateServerMessage)), error('loadInput', systemFailure),
  done('inputConfirm', confirmed), error('inputConfirm', apiError(400, 'BAD_REQUEST')),
  done('createIdempotencyKey', idempotencyKey), error('createIdempotencyKey', new Error('no random source')),
  done('sessionSave', sessionSaved), error('sessionSave', systemFailure),
  { type: 'SIGNATURE_REQUESTED', signature: signing },
  ...signingOutputs.map((output) => done('signing', output)),
  { type: 'CONFIRM', selection: gasOnly }, { type: 'CONFIRM', selection: { item_ids: [], reason: null } },
  { type: 'SIGN' }, { type: 'BACK' }, { type: 'RETRY' },
  ...flowPaths.map((path) => ({ type: 'NAVIGATED', path })),
] as unknown as RevocationFlowEvent[];

/**
 * What decides which transition an event takes: the state and whether a complete choice is kept.
 * `alreadySent` is reached two ways (thanks at once, confirm or promptauth without a draft to
 * resume), so its page counts too.
 */
function kindOf(snapshot: RevocationFlowSnapshot, requestedPath: string): string {
  const { application, selection } = snapshot.context;
  const via = snapshot.value === 'alreadySent' ? requestedPath : null;
  return JSON.stringify([snapshot.value, selection !== null && selectionComplete(application?.items ?? [], selection), via]);
}

const { toStates, throughTransitions } = modelPaths({
  machine: revocationFlowMachine,
  requestedPaths: flowPaths,
  input: (requestedPath) => ({ requestedPath, flow: flows.revocation, receptionNumber: cancellable.reception_number }),
  events: modelEvents,
  kindOf,
});

const coverage = { transitions: new Set<string>(), values: [] as unknown[] };

const effectNames = ['reportFailure', 'redirectToExpired', 'redirectToMyPage'] as const;
type Effects = Record<(typeof effectNames)[number], ReturnType<typeof vi.fn<(...args: unknown[]) => void>>>;

async function replay(path: ModelPath<RevocationFlowSnapshot>): Promise<{ snapshot: RevocationFlowSnapshot; effects: Effects }> {
  const script = new ActorScript(path.steps);
  const effects = Object.fromEntries(effectNames.map((name) => [name, vi.fn()])) as Effects;
  const actor = createActor(
    revocationFlowMachine.provide({
      actors: {
        loadApplications: fromPromise(() => script.next('loadApplications')),
        // A save is answered a few turns later, as over the network: a path's EDIT or CONFIRM
        // sent while it is in flight comes first.
        saveChoice: fromPromise(async () => {
          for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
          return script.next('saveChoice');
        }),
        initializeRevocation: fromPromise(() => script.next('initializeRevocation')),
        cancellableConfirm: fromPromise(() => script.next('cancellableConfirm')),
        loadInput: fromPromise(() => script.next('loadInput')),
        inputConfirm: fromPromise(() => script.next('inputConfirm')),
        createIdempotencyKey: fromPromise(() => script.next('createIdempotencyKey')),
        sessionSave: fromPromise(() => script.next('sessionSave')),
        // The real child reports its request before it ends: a few turns let the path's SIGNATURE_REQUESTED come first.
        signing: fromPromise(async () => {
          for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
          return script.next('signing');
        }) as unknown as typeof signingMachine,
      },
      // The save waits only when the path says its delay fired.
      delays: { choiceSaveDelay: 2 ** 30 },
      actions: {
        reportFailure: (_, failure: FlowFailure) => effects.reportFailure(failure),
        redirectToExpired: () => effects.redirectToExpired(),
        redirectToMyPage: () => effects.redirectToMyPage(),
      },
    }),
    {
      input: { requestedPath: path.requestedPath, flow: flows.revocation, receptionNumber: cancellable.reception_number },
      inspect: recordCoverage(coverage).inspect,
    },
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
  redirectToMyPage: ['alreadySent'],
};

describe('revocation-flow machine (shortest paths to every state)', () => {
  it.each(toStates.map((path) => [path.name, path] as const))('%s', async (_name, path) => {
    const { snapshot, effects } = await replay(path);
    expect(snapshot.context).toEqual(path.state.context);

    const top = typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0];
    for (const name of effectNames) expect(effects[name]).toHaveBeenCalledTimes(effectStates[name].includes(top ?? '') ? 1 : 0);
    if (top === 'failed') expect(effects.reportFailure.mock.calls[0]?.[0]).toEqual(snapshot.context.failure);
    if (top === 'expired') expect(snapshot.context.failure?.status).toBe(408);

    // The URL the page shows: a page of the flow only with what that page needs.
    const shownPath = pathForState(snapshot)?.split('?')[0];
    // The input page shows the application's procedures, or why there is nothing to revoke.
    if (shownPath === stepPaths.input) expect(snapshot.context.application ?? snapshot.context.unavailable).not.toBeNull();
    if (shownPath === stepPaths.confirm || shownPath === stepPaths.promptauth) {
      expect(snapshot.context.documentDigest).not.toBeNull();
      expect(snapshot.context.idempotencyKey).not.toBeNull();
    }
    if (shownPath === stepPaths.promptauth) expect(snapshot.context.signature).not.toBeNull();
    if (shownPath === stepPaths.thanks) expect(snapshot.context.submission).not.toBeNull();
  });
});

describeModelCoverage({
  name: 'revocation-flow machine',
  machine: revocationFlowMachine,
  toStates,
  throughTransitions,
  replay,
  coverage,
  transient: ['routing', 'failing'],
  // The initial `routing` is left within the actor's first step (no snapshot shows it); its
  // transitions, checked with the others, prove it was taken.
  unseenLive: ['routing'],
  moreStatePathsThan: 19,
});
