// The revocation flow's browser model (issue 29): /revocation/step and its step pages, for a
// resident who filed nothing, or who sent a normal application (sendApplication: 転出届 and
// 転入予定連絡 from 新宿区, and なにわ電気's notice) that has reached its recipients, with no
// revocation begun, one begun, or one chosen and confirmed; or an application whose move date was
// yesterday, with a revocation begun on it. Signed with the right password, declined at the signing
// app (「署名しない」), with the submit's connection dropped, or while the clerk of the chosen
// procedure marks it 完了 in the development inbox (the submit is then refused).
import { expect, type Page } from '@playwright/test';
import { openSigningApp } from '../support/signing';
import type { EventObject } from 'xstate';
import { apiBasePath } from '#shared/config/brand';
import { pastMoveDateServerMessage } from '#shared/cancellation';
import { flows, stepPathsOf } from '#shared/flows';
import { pathForState, revocationFlowMachine, type RevocationFlowContext, type RevocationFlowInput, type RevocationFlowSnapshot, type RevocationSelection } from '#machines/revocation-flow.machine';
import { normalisedSelection } from '#machines/revocation-selection';
import { failureOf } from '#machines/flow-failure';
import type { SigningOutput } from '#machines/signing.machine';
import { apiError, confirmed, idempotencyKey, networkFailure, sessionSaved, signing } from '#machines/test-support/normal-flow-fixtures';
import { cancellable, cancellableSummary, choiceSaved, gas, gasChosen, moveOut, nothingChosen, revocationDraft, revocationSubmission, visit } from '#machines/test-support/revocation-flow-fixtures';
import type { GraphSnapshot } from '#machines/test-support/browser-paths';
import { postApi } from '../support/draft-api';
import { logIn } from '../support/login';
import { waitUntilDelivered } from '../support/revocation';
import { sendApplication } from '../support/send-application';
import { awaitAnswer, type BrowserModel, type Driver, type ModelContext, type ModelStart } from './browser-model';
import { serverFailures } from './left-out';
import { confirmChoice, edit, flush, holdChoiceSaves, saveAnswered, saveDelayEnds, saveLost, thenTimeFlows } from './revocation-choice-drivers';
import { historyMovesTo, signedFlowDrivers, signingOutcomes, type SignedWorld } from './signed-flow-drivers';

export interface RevocationWorld extends SignedWorld {
  /** The resident's normal application: none, sent and delivered, or sent with yesterday's move date. */
  application: 'none' | 'delivered' | 'pastMoveDate';
  /** The revocation draft before the page opens: none, begun (nothing chosen), or なにわ電気's notice chosen and confirmed. */
  revocation: 'none' | 'begun' | 'chosen';
  /** The clerk of the chosen procedures marks them 完了 while the resident signs: the submit is refused. */
  completedMeanwhile?: true;
  /**
   * The resident presses 「署名しない」 at the signing app: the signature fails as a locked card's
   * does. (The card one wrong try from locking, 伊藤 翔's, has a certificate valid only from
   * 2026-12-01 (its expiry less five years), so until then he cannot send the application a revocation needs.)
   */
  declinesToSign?: true;
}

const paths = stepPathsOf(flows.revocation);
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const error = (id: string, failure: unknown) => ({ type: `xstate.error.actor.${id}`, error: failure });
const contextOf = (snapshot: GraphSnapshot) => (snapshot as unknown as RevocationFlowSnapshot).context as RevocationFlowContext;

const start = (requestedPath: string, world: RevocationWorld, name: string): ModelStart<RevocationFlowInput, RevocationWorld> => ({
  name,
  // The graph's application is the fixture's; the browser's has its own 受付番号 (only the query shows it).
  input: { requestedPath, flow: flows.revocation, receptionNumber: world.application === 'none' ? null : cancellable.reception_number },
  world,
});

const nothing = { application: 'none', revocation: 'none', signer: 'rightPassword' } as const;
const delivered = { application: 'delivered', revocation: 'none' } as const;

const pastMoveDate = apiError(400, 'BAD_REQUEST', pastMoveDateServerMessage);
/** The submit refused: a chosen procedure was completed meanwhile (revocation-admit.ts). */
const refusedSubmit: SigningOutput = { outcome: 'failed', failure: failureOf('application', apiError(400, 'BAD_REQUEST')) };

/** The signing child's outcomes: the world's signer's, the refusal once the clerk completed the procedure, or the one declined. */
const outcomes = (snapshot: GraphSnapshot, world: RevocationWorld) => {
  if (!snapshot.matches({ promptauth: 'signing' })) return [];
  const context = contextOf(snapshot);
  const declined: SigningOutput = { outcome: 'signatureFailed', signature: signing, signatureFailure: { reason: 'cancelled', message: null } };
  const ends = world.completedMeanwhile ? [refusedSubmit] : world.declinesToSign ? [declined] : signingOutcomes(world, context, revocationSubmission);
  return ends.map((output) => done('signing', output));
};

/** The saved revocation draft as cancel_application_input answers it when the page resumes. */
const resumed = (world: RevocationWorld) => {
  if (world.application === 'pastMoveDate') return error('loadInput', pastMoveDate);
  if (world.revocation === 'none') return error('loadInput', apiError(404, 'NOT_FOUND'));
  return done('loadInput', world.revocation === 'chosen' ? gasChosen : nothingChosen);
};

/**
 * What the resident does on the choice form, as the page sends it. Ticks come before the 取消理由
 * is typed (the 転出届 asks for one): so once typed, the focus is in the field, where the next
 * click (確認へ進む) first takes it away (FLUSH), and while an edit waits, only its blur saves it.
 */
function choiceEvents(snapshot: GraphSnapshot): EventObject[] {
  if (!snapshot.matches('input')) return [];
  const { selection, application } = contextOf(snapshot);
  const ids = selection?.item_ids ?? [];
  const reason = selection?.reason ?? '';
  const typed = reason.trim() !== '';
  const tick = (id: string) => (ids.includes(id) || typed ? [] : [{ type: 'EDIT', selection: { item_ids: [...ids, id, ...(id === moveOut.id ? [visit.id] : [])], reason } }]);
  const type = ids.includes(moveOut.id) ? [{ type: 'EDIT', selection: { item_ids: ids, reason: '引越しを取りやめたため' } }] : [];
  const focusInReason = typed && snapshot.matches({ input: 'waiting' });
  const picked: RevocationSelection = normalisedSelection(application?.items ?? [], ids, reason);
  return [
    ...tick(gas.id),
    ...tick(moveOut.id),
    ...type,
    ...(focusInReason ? [{ type: 'FLUSH' }] : [{ type: 'CONFIRM', selection: picked }]),
    { type: 'xstate.after.choiceSaveDelay.revocationFlow.input.waiting' },
    done('saveChoice', choiceSaved),
    error('saveChoice', networkFailure),
  ] as EventObject[];
}

/**
 * While the signing request is made (a moment), and while a submit sent again after its answer was
 * lost goes on alone, the resident only waits: a click then would race the page.
 */
const waitingForTheRequest = (snapshot: GraphSnapshot) =>
  snapshot.matches({ promptauth: 'preparing' }) || (snapshot.matches('promptauth') && contextOf(snapshot).failure !== null);

/** Where the page shows something to act on; elsewhere a call runs and the page shows no buttons yet. */
const residentActs = (snapshot: GraphSnapshot) =>
  ['input', { confirm: 'ready' }, 'promptauth', 'signatureFailed', 'submitFailed'].some((state) => snapshot.matches(state)) && !waitingForTheRequest(snapshot);

/**
 * The browser's Back or Forward reaches a step page only once it is in the history: the confirm
 * page once shown (its digest kept), the input page when the page opened there or led there. An
 * edit not saved yet (waiting, saving, unsaved) makes Back ask first (use-leave-guard.tsx).
 */
function browserMoves(snapshot: GraphSnapshot, { input, world }: ModelStart<RevocationFlowInput, RevocationWorld>): EventObject[] {
  if (snapshot.matches('input') && !snapshot.matches({ input: 'idle' }) && !snapshot.matches({ input: 'saved' })) return [];
  const inputShown = input.requestedPath === paths.input || world.revocation === 'begun';
  const confirmShown = contextOf(snapshot).documentDigest !== null;
  return [...(inputShown ? [paths.input] : []), ...(confirmShown ? [paths.confirm] : [])].map((path) => ({ type: 'NAVIGATED', path }));
}

/** Per page: its application's 受付番号 (the clerk's inbox finds it by that). */
const receptionNumbers = new WeakMap<Page, string>();

/** The clerk of each procedure the resident can tick marks it 完了 in the development inbox. */
async function clerkCompletes({ page, context }: ModelContext<RevocationWorld>): Promise<void> {
  const receptionNumber = receptionNumbers.get(page) ?? '';
  const clerk = await context.newPage();
  for (const recipient of ['municipality.131041', 'business.naniwa-denki']) {
    await clerk.goto(`/dev-inbox/recipients/${recipient}`);
    await clerk.getByRole('table', { name: '届いた申請（新しい順）' }).getByRole('row').filter({ hasText: receptionNumber }).getByRole('button', { name: '完了', exact: true }).click();
    await expect(clerk.getByRole('status')).toContainText('完了');
  }
  await clerk.close();
}

const signedDrivers = signedFlowDrivers<RevocationWorld>(`${apiBasePath}/cancel_application`);
/** 「署名しない」 at the signing app. */
async function declineToSign({ page, context }: ModelContext<RevocationWorld>): Promise<void> {
  const signingApp = await openSigningApp(page, context);
  await signingApp.getByRole('button', { name: '署名しない', exact: true }).click();
  await expect(signingApp.getByRole('heading', { level: 1 })).toHaveText('署名を取りやめました');
  await signingApp.close();
}

const signingEnds: Driver<RevocationWorld> = async (modelContext, event) => {
  const { outcome } = (event as EventObject & { output: SigningOutput }).output;
  if (outcome === 'signatureFailed' && modelContext.world.declinesToSign) return declineToSign(modelContext);
  if (outcome === 'failed') await clerkCompletes(modelContext);
  await signedDrivers['xstate.done.actor.signing']?.(modelContext, event);
};

const clickButton = (name: string): Driver<RevocationWorld> => async ({ page }) => {
  await page.getByRole('button', { name, exact: true }).click();
};

/** Drivers after which the page's clock flows again (revocation-choice-drivers.ts). */
const timed = (drivers: Record<string, Driver<RevocationWorld>>) => Object.fromEntries(Object.entries(drivers).map(([type, driver]) => [type, thenTimeFlows(driver)]));

const [callFails, failingRoutes] = serverFailures;

export const revocationFlowModel: BrowserModel<RevocationFlowInput, RevocationWorld> = {
  name: 'revocation-flow',
  machine: revocationFlowMachine,
  starts: [
    start(paths.input, nothing, '/revocation/step with nothing filed'),
    start(paths.thanks, nothing, '/revocation/step/thanks with nothing filed'),
    start(paths.confirm, nothing, '/revocation/step/confirm with nothing filed'),
    start(paths.input, { ...delivered, signer: 'rightPassword' }, '/revocation/step with an application delivered'),
    start(paths.input, { ...delivered, signer: 'droppedSubmit' }, '/revocation/step with an application delivered, the submit unanswered once'),
    start(paths.input, { ...delivered, signer: 'rightPassword', declinesToSign: true }, '/revocation/step with an application delivered, declining to sign'),
    start(paths.input, { ...delivered, signer: 'rightPassword', completedMeanwhile: true }, '/revocation/step with an application delivered, completed by its recipients while signing'),
    start(paths.confirm, { ...delivered, revocation: 'begun', signer: 'rightPassword' }, '/revocation/step/confirm with a revocation begun'),
    start(paths.confirm, { ...delivered, revocation: 'chosen', signer: 'rightPassword' }, '/revocation/step/confirm with a revocation chosen'),
    start(paths.confirm, { application: 'pastMoveDate', revocation: 'begun', signer: 'rightPassword' }, '/revocation/step/confirm with a revocation begun, the move date passed'),
  ],
  events: (snapshot, start) => {
    const { world } = start;
    if (waitingForTheRequest(snapshot)) return [{ type: 'SIGNATURE_REQUESTED', signature: signing }, ...outcomes(snapshot, world)];
    // Once the submit was refused the world's story ends: what can be cancelled changed.
    if (snapshot.matches('input') && contextOf(snapshot).notice === 'changed') return [];
    const resident: EventObject[] = residentActs(snapshot)
      ? [...choiceEvents(snapshot), { type: 'SIGN' }, { type: 'BACK' }, { type: 'RETRY' }, ...browserMoves(snapshot, start)]
      : [];
    return [
      done('loadApplications', world.application === 'none' ? [] : [cancellableSummary]),
      done('initializeRevocation', revocationDraft),
      world.application === 'pastMoveDate' ? error('cancellableConfirm', pastMoveDate) : done('cancellableConfirm', cancellable),
      snapshot.matches('resuming') ? resumed(world) : done('loadInput', gasChosen),
      ...resident,
      done('inputConfirm', confirmed),
      done('createIdempotencyKey', idempotencyKey),
      done('sessionSave', sessionSaved),
      { type: 'SIGNATURE_REQUESTED', signature: signing },
      ...outcomes(snapshot, world),
    ] as EventObject[];
  },
  drivers: {
    EDIT: edit,
    FLUSH: flush,
    'xstate.after.choiceSaveDelay.revocationFlow.input.waiting': saveDelayEnds,
    'xstate.done.actor.saveChoice': saveAnswered,
    'xstate.error.actor.saveChoice': saveLost,
    CONFIRM: confirmChoice,
    ...timed({
      'xstate.done.actor.loadApplications': awaitAnswer,
      'xstate.done.actor.initializeRevocation': awaitAnswer,
      'xstate.done.actor.cancellableConfirm': awaitAnswer,
      'xstate.error.actor.cancellableConfirm': awaitAnswer,
      'xstate.done.actor.loadInput': awaitAnswer,
      'xstate.error.actor.loadInput': awaitAnswer,
      'xstate.done.actor.inputConfirm': awaitAnswer,
      'xstate.done.actor.createIdempotencyKey': awaitAnswer,
      'xstate.done.actor.sessionSave': awaitAnswer,
      SIGN: clickButton('電子署名へ進む'),
      NAVIGATED: historyMovesTo,
      BACK: async ({ page }) => {
        await page.getByRole('main').getByRole('button', { name: /^(取り消す手続きを選び直す|取消し内容の確認へ戻る)$/ }).click();
      },
      ...signedDrivers,
      'xstate.done.actor.signing': signingEnds,
    }),
  },
  leftOut: [
    ...['screening|xstate.error.actor.loadApplications|0', 'initializing|xstate.error.actor.initializeRevocation|0', 'resuming|xstate.error.actor.loadInput|2', 'confirm.reading|xstate.error.actor.loadInput|1', 'savingSession|xstate.error.actor.sessionSave|0'].map((key) => ({
      match: `revocationFlow.${key}`,
      reason: callFails?.reason ?? '',
    })),
    { match: 'revocationFlow.failing||1', reason: failingRoutes?.reason ?? '' },
    {
      match: 'revocationFlow.confirming.freezing|xstate.error.actor.inputConfirm|0',
      reason: 'The server refuses the choice only when a procedure changed or the move date passed since the page read it a moment before (a race), or it fails: replayed in machines/revocation-flow.paths.test.ts.',
    },
    { match: 'revocationFlow.confirming.keying|xstate.error.actor.createIdempotencyKey|0', reason: 'The browser has no random source for the idempotency key: no resident can cause it.' },
    {
      match: 'revocationFlow.confirm.reading|xstate.error.actor.loadInput|0',
      reason: 'Reachable only by a race: the move date passes or a procedure completes between cancel_application_input_confirm and the cancel_application_input read at once after it. The same recheck is driven from resuming and from the refused submit.',
    },
    { match: 'revocationFlow.promptauth|xstate.done.actor.signing|4', reason: 'The signing call itself fails (cancel_application_start refused otherwise, the inquiry timing out): the signing model drives what a resident can; the rest is in machines/signing.paths.test.ts.' },
  ],
  residentKind: ({ signer }) => (signer === 'locksAtOnce' ? 'locking' : 'ordinary'),
  arrange: async ({ page, resident, world }, { input }) => {
    await logIn(page, resident);
    let receptionNumber: string | null = null;
    if (world.application !== 'none') {
      const move = world.application === 'pastMoveDate' ? { moveInDays: -1, procedures: ['move_out'] as const } : { moveInDays: 7, procedures: ['move_out', 'move_in'] as const };
      receptionNumber = await sendApplication(page, resident, { ...move, procedures: [...move.procedures], businesses: ['naniwa-denki'] }, { axe: false });
      receptionNumbers.set(page, receptionNumber);
      if (world.application === 'delivered') await waitUntilDelivered(page, receptionNumber);
    }
    if (world.revocation !== 'none') await postApi(page.request, `user_session_initialize/?phase=${flows.revocation.phase}`, { reception_number: receptionNumber });
    if (world.revocation === 'chosen') {
      const { items } = (await (await page.request.get(`${apiBasePath}/cancel_application_cancellable_confirm`)).json()) as { items: { id: string; code: string }[] };
      await postApi(page.request, 'cancel_application_input_confirm', { item_ids: items.filter((item) => item.code === 'businesses').map((item) => item.id), reason: null });
    }
    await holdChoiceSaves(page);
    // Timers flow until an edit stops them (revocation-choice-drivers.ts).
    await page.clock.install();
    const query = receptionNumber !== null && input.requestedPath === paths.input ? `?reception_number=${receptionNumber}` : '';
    await page.goto(`${input.requestedPath}${query}`);
  },
  // The input page's query (the 受付番号) is the browser's own: only the path is compared.
  urlOf: (snapshot) => pathForState(snapshot as unknown as RevocationFlowSnapshot)?.split('?')[0] ?? null,
};
