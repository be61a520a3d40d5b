// The normal flow's browser model (issue 29): /step and its step pages, for a resident with no
// draft, with a draft just begun, or with one ready to confirm; signed with the right password,
// with a card that locks at the first wrong one, or with the submit's connection dropped.
import type { EventObject } from 'xstate';
import { flows, stepPathsOf } from '#shared/flows';
import { normalFlowMachine, pathForState, type NormalFlowInput, type NormalFlowSnapshot } from '#machines/normal-flow.machine';
import type { SigningOutput } from '#machines/signing.machine';
import { newDraft, readyDraft, signing, submission } from '#machines/test-support/normal-flow-fixtures';
import { enterCompleteDraft } from '../support/draft-api';
import { logIn } from '../support/login';
import { awaitAnswer, type BrowserModel, type Driver, type ModelStart } from './browser-model';
import type { GraphSnapshot } from '#machines/test-support/browser-paths';
import { historyMovesTo, signedFlowDrivers, signingOutcomes, type SignedWorld } from './signed-flow-drivers';
import { serverFailures } from './left-out';

export interface NormalWorld extends SignedWorld {
  /** What the server holds when the page opens. */
  draft: 'none' | 'ready';
}

const paths = stepPathsOf(flows.normal);
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const start = (requestedPath: string, world: NormalWorld, name: string): ModelStart<NormalFlowInput, NormalWorld> => ({
  name,
  input: { requestedPath, flow: flows.normal },
  world,
});

const draftOf = { none: null, ready: readyDraft } as const;

const clickButton = (name: string): Driver<NormalWorld> => async ({ page }) => {
  await page.getByRole('button', { name, exact: true }).click();
};

/** The child asks for the signature before it can end (a request signed before is asked for again). */
const outcomes = (snapshot: GraphSnapshot, world: NormalWorld) =>
  (snapshot.matches({ promptauth: 'signing' }) ? signingOutcomes(world, (snapshot as unknown as NormalFlowSnapshot).context, submission) : []).map((output: SigningOutput) => done('signing', output));

/**
 * While the signing request is made (a moment), and while a submit sent again after its answer was
 * lost goes on alone, the resident only waits: a click then would race the page.
 */
const waitingForTheRequest = (snapshot: GraphSnapshot) =>
  snapshot.matches({ promptauth: 'preparing' }) || (snapshot.matches('promptauth') && (snapshot as unknown as NormalFlowSnapshot).context.failure !== null);

export const normalFlowModel: BrowserModel<NormalFlowInput, NormalWorld> = {
  name: 'normal-flow',
  machine: normalFlowMachine,
  starts: [
    start(paths.input, { draft: 'none', signer: 'rightPassword' }, '/step with no draft'),
    start(paths.input, { draft: 'ready', signer: 'rightPassword' }, '/step with a draft ready'),
    start(paths.input, { draft: 'ready', signer: 'droppedSubmit' }, '/step with a draft ready, the submit unanswered once'),
    start(paths.input, { draft: 'ready', signer: 'locksAtOnce' }, '/step with a draft ready, a card one wrong try from locking'),
    start(paths.confirm, { draft: 'ready', signer: 'rightPassword' }, '/step/confirm with a draft ready'),
    start(paths.confirm, { draft: 'none', signer: 'rightPassword' }, '/step/confirm with no draft'),
  ],
  events: (snapshot, { world }) => waitingForTheRequest(snapshot) ? [{ type: 'SIGNATURE_REQUESTED', signature: signing }, ...outcomes(snapshot, world)] : [
    done('loadDraft', draftOf[world.draft]),
    done('createDraft', newDraft),
    done('tmpSave', { uuid: newDraft.uuid, saved_at: newDraft.updated_at }),
    done('inputConfirm', { uuid: readyDraft.uuid, document_digest: 'digest', confirmed_at: readyDraft.updated_at }),
    done('createIdempotencyKey', 'key'),
    { type: 'SIGNATURE_REQUESTED', signature: signing },
    ...outcomes(snapshot, world),
    { type: 'CONFIRM' },
    { type: 'SAVE_FOR_LATER' },
    { type: 'SIGN' },
    { type: 'BACK' },
    { type: 'RETRY' },
    ...[paths.input, paths.confirm].map((path) => ({ type: 'NAVIGATED', path })),
  ] as EventObject[],
  drivers: {
    'xstate.done.actor.loadDraft': awaitAnswer,
    'xstate.done.actor.createDraft': awaitAnswer,
    'xstate.done.actor.tmpSave': awaitAnswer,
    'xstate.done.actor.inputConfirm': awaitAnswer,
    'xstate.done.actor.createIdempotencyKey': awaitAnswer,
    CONFIRM: clickButton('入力内容を確認する'),
    SAVE_FOR_LATER: clickButton('一時保存してマイページへ'),
    SIGN: clickButton('電子署名へ進む'),
    NAVIGATED: historyMovesTo,
    BACK: async ({ page }) => {
      await page.getByRole('main').getByRole('button', { name: /^(申請内容の入力へ戻る|申請内容の確認へ戻る)$/ }).click();
    },
    ...signedFlowDrivers<NormalWorld>(),
  },
  leftOut: [
    ...serverFailures,
    { match: 'normalFlow.promptauth|xstate.done.actor.signing|3', reason: 'The signing call itself fails (application_start refused, the inquiry timing out): the signing model drives what a resident can; the rest is in machines/signing.paths.test.ts.' },
  ],
  residentKind: ({ signer }) => (signer === 'locksAtOnce' ? 'locking' : 'ordinary'),
  arrange: async ({ page, resident, world }, { input }) => {
    await logIn(page, resident);
    if (world.draft === 'ready') await enterCompleteDraft(page.request, resident, { moveInDays: 7, procedures: ['move_out', 'move_in'] });
    await page.goto(input.requestedPath);
  },
  urlOf: (snapshot) => pathForState(snapshot as unknown as NormalFlowSnapshot),
};
