// The addition flow's browser model (issue 29): /after/step and its step pages, for a resident
// with no application sent, with one sent (the identity check first, or skipped once the identity
// data was refreshed after the filing), or with an addition ready to confirm; sent as it is, or
// with the submit's answer lost once.
import type { EventObject } from 'xstate';
import { apiBasePath } from '#shared/config/brand';
import { flows, stepPathsOf } from '#shared/flows';
import { additionFlowMachine, pathForState, type AdditionFlowInput, type AdditionFlowSnapshot } from '#machines/addition-flow.machine';
import { additionReceptionSaved, additionStart, additionSubmission, newAddition, notRefreshedAfterFiling, readyAddition, refreshedAfterFiling } from '#machines/test-support/addition-flow-fixtures';
import { apiError, confirmed, idempotencyKey, networkFailure, sessionSaved } from '#machines/test-support/normal-flow-fixtures';
import type { GraphSnapshot } from '#machines/test-support/browser-paths';
import { enterReadyAddition, refreshIdentity } from '../support/addition-api';
import { logIn } from '../support/login';
import { sendApplication } from '../support/send-application';
import { loseNextAnswer } from './held-calls';
import { awaitAnswer, type BrowserModel, type Driver, type ModelStart } from './browser-model';
import { serverFailures } from './left-out';
import { historyMovesTo } from './signed-flow-drivers';

export interface AdditionWorld {
  /** The resident's normal application: the addition adds to a sent one. */
  application: 'none' | 'sent';
  /** The addition draft when the page opens: none, or one ready to confirm. */
  addition: 'none' | 'ready';
  /** Whether the identity data was refreshed after the filing: a new addition then skips its check. */
  identity: 'asFiled' | 'refreshed';
  /** The submit's answer: it arrives, or is lost once on the way back. */
  submit: 'answered' | 'droppedOnce';
}

const paths = stepPathsOf(flows.addition);
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const error = (id: string, failure: unknown) => ({ type: `xstate.error.actor.${id}`, error: failure });

const world = (changes: Partial<AdditionWorld>): AdditionWorld => ({ application: 'sent', addition: 'none', identity: 'asFiled', submit: 'answered', ...changes });
const start = (requestedPath: string, changes: Partial<AdditionWorld>, name: string): ModelStart<AdditionFlowInput, AdditionWorld> => ({
  name,
  input: { requestedPath, flow: flows.addition },
  world: world(changes),
});

const clickButton = (name: string): Driver<AdditionWorld> => async ({ page }) => {
  await page.getByRole('main').getByRole('button', { name, exact: true }).click();
};

/** The submit's answer in the world: lost once (the flow keeps that failure), then the answer to the one sent again. */
const submitOutcome = (snapshot: GraphSnapshot, { submit }: AdditionWorld) =>
  submit === 'droppedOnce' && (snapshot as unknown as AdditionFlowSnapshot).context.failure === null ? error('submitAddition', networkFailure) : done('submitAddition', additionSubmission);

const submitPath = `${apiBasePath}/additional_application`;

export const additionFlowModel: BrowserModel<AdditionFlowInput, AdditionWorld> = {
  name: 'addition-flow',
  machine: additionFlowMachine,
  starts: [
    start(paths.input, { application: 'none' }, '/after/step with no application sent'),
    start(paths.confirm, { application: 'none' }, '/after/step/confirm with no addition'),
    start(paths.input, {}, '/after/step after sending an application'),
    start(paths.input, { identity: 'refreshed' }, '/after/step after sending an application and refreshing the identity data'),
    start(paths.input, { addition: 'ready' }, '/after/step with an addition ready'),
    start(paths.input, { addition: 'ready', submit: 'droppedOnce' }, '/after/step with an addition ready, the submit unanswered once'),
    start(paths.confirm, { addition: 'ready' }, '/after/step/confirm with an addition ready'),
  ],
  events: (snapshot, { world }) => [
    done('loadDraft', world.addition === 'ready' ? readyAddition : null),
    // Without a sent application there is nothing to add to: the server answers NOT_FOUND.
    world.application === 'sent' ? done('initializeDraft', newAddition) : error('initializeDraft', apiError(404, 'NOT_FOUND')),
    done('loadIdentity', world.identity === 'refreshed' ? refreshedAfterFiling : notRefreshedAfterFiling),
    done('tmpSave', sessionSaved),
    done('inputConfirm', confirmed),
    done('createIdempotencyKey', idempotencyKey),
    done('startAddition', additionStart),
    submitOutcome(snapshot, world),
    done('receptionIdSave', additionReceptionSaved),
    { type: 'CONFIRM' },
    { type: 'SAVE_FOR_LATER' },
    { type: 'SUBMIT' },
    { type: 'BACK' },
    { type: 'RETRY' },
    ...[paths.input, paths.confirm].map((path) => ({ type: 'NAVIGATED', path })),
  ] as EventObject[],
  drivers: {
    'xstate.done.actor.loadDraft': awaitAnswer,
    'xstate.done.actor.initializeDraft': awaitAnswer,
    'xstate.error.actor.initializeDraft': awaitAnswer,
    'xstate.done.actor.loadIdentity': awaitAnswer,
    'xstate.done.actor.tmpSave': awaitAnswer,
    'xstate.done.actor.inputConfirm': awaitAnswer,
    'xstate.done.actor.createIdempotencyKey': awaitAnswer,
    'xstate.done.actor.startAddition': awaitAnswer,
    'xstate.done.actor.submitAddition': awaitAnswer,
    // The route set up in `arrange` drops the answer.
    'xstate.error.actor.submitAddition': awaitAnswer,
    'xstate.done.actor.receptionIdSave': awaitAnswer,
    CONFIRM: clickButton('入力内容を確認する'),
    SAVE_FOR_LATER: clickButton('一時保存してマイページへ'),
    SUBMIT: clickButton('送信する'),
    BACK: clickButton('入力内容の画面へ戻る'),
    RETRY: clickButton('もう一度送信する'),
    NAVIGATED: historyMovesTo,
  },
  leftOut: [
    { match: 'additionFlow.checkingIdentity|xstate.error.actor.loadIdentity|0', reason: 'GET user_info_updated fails at the server (the identity check follows anyway): replayed in machines/addition-flow.paths.test.ts' },
    { match: 'additionFlow.savingReception|xstate.error.actor.receptionIdSave|0', reason: 'reception_id_save fails at the server (the thanks page follows anyway): replayed in machines/addition-flow.paths.test.ts' },
    ...serverFailures,
  ],
  residentKind: () => 'ordinary',
  arrange: async ({ page, resident, world }, { input }) => {
    await logIn(page, resident);
    if (world.application === 'sent') await sendApplication(page, resident, undefined, { axe: false });
    if (world.identity === 'refreshed') await refreshIdentity(page.request);
    if (world.addition === 'ready') await enterReadyAddition(page.request, resident);
    if (world.submit === 'droppedOnce') await loseNextAnswer(page, submitPath);
    await page.goto(input.requestedPath);
  },
  urlOf: (snapshot) => pathForState(snapshot as unknown as AdditionFlowSnapshot),
};
