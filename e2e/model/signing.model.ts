// The signing child's browser model (issue 29): signing.machine.ts on its own, as it runs inside
// the normal flow's /step/promptauth. Each start brings a fresh resident there by real means; the
// child's calls answer as the world makes them: the resident signs at the development signing app
// (or not yet: the inquiry answers pending), a card one wrong try from locking locks, the submit's
// or the reception save's connection drops, the wait runs out on a controllable clock.
import { expect, type Page } from '@playwright/test';
import type { EventObject } from 'xstate';
import { apiBasePath } from '#shared/config/brand';
import { flows, stepPathsOf } from '#shared/flows';
import { signingMachine, type SigningInput } from '#machines/signing.machine';
import type { GraphSnapshot } from '#machines/test-support/browser-paths';
import { confirmed, idempotencyKey, networkFailure, pending, pinLocked, receptionSaved, signed, signing, submission } from '#machines/test-support/normal-flow-fixtures';
import { enterCompleteDraft } from '../support/draft-api';
import { logIn } from '../support/login';
import { openSigningApp, signInSigningApp, submitSigningPassword } from '../support/signing';
import { loseNextAnswer } from './held-calls';
import { awaitAnswer, type BrowserModel, type Driver, type ModelContext, type ModelStart } from './browser-model';

export interface SigningWorld {
  /** What the resident does at the signing app: signs with the right password, or locks the card. */
  signer: 'signs' | 'locks';
  /** A connection that drops once: the submit's answer (the server took it), or the reception save. */
  dropped: 'none' | 'submitAnswer' | 'receptionSave';
  /** The page runs on Playwright's clock, so the signing request's wait can run out. */
  clock: boolean;
}

const paths = stepPathsOf(flows.normal);
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const error = (id: string, failure: unknown) => ({ type: `xstate.error.actor.${id}`, error: failure });
const pollInterval = 'xstate.after.pollInterval.signing.polling.waiting';
const signatureTimeout = 'xstate.after.signatureTimeout.signing.polling';

const ordinary: SigningWorld = { signer: 'signs', dropped: 'none', clock: false };
const fresh: SigningInput = { documentDigest: confirmed.document_digest, idempotencyKey, signedRequest: null };

const start = (input: SigningInput, world: Partial<SigningWorld>, name: string): ModelStart<SigningInput, SigningWorld> => ({
  name,
  input,
  world: { ...ordinary, ...world },
});

const is = (snapshot: GraphSnapshot, value: unknown) => snapshot.matches(value);

/** The calls' answers and the timers the world allows in each state. */
function events(snapshot: GraphSnapshot, { world }: ModelStart<SigningInput, SigningWorld>): EventObject[] {
  if (is(snapshot, 'starting')) return [done('applicationStart', signing)];
  if (is(snapshot, { polling: 'waiting' })) return [{ type: pollInterval }, ...(world.clock ? [{ type: signatureTimeout }] : [])];
  if (is(snapshot, { polling: 'inquiring' })) {
    if (world.clock) return [done('signatureInquiry', pending)];
    return [done('signatureInquiry', pending), done('signatureInquiry', world.signer === 'locks' ? pinLocked : signed)];
  }
  if (is(snapshot, 'submitting')) return [world.dropped === 'submitAnswer' ? error('submitApplication', networkFailure) : done('submitApplication', submission)];
  if (is(snapshot, 'savingReception')) return [world.dropped === 'receptionSave' ? error('receptionIdSave', networkFailure) : done('receptionIdSave', receptionSaved)];
  return [];
}

const signingLink = (page: Page) => page.getByRole('link', { name: /^署名アプリを開く/ });
const onlyPath = (path: string) => (url: URL) => url.pathname === `${apiBasePath}${path}`;

/** Drops the world's connection once: the submit reaches the server and its answer is lost; the reception save never leaves. */
async function dropConnection({ page, world }: ModelContext<SigningWorld>): Promise<void> {
  if (world.dropped === 'submitAnswer') await loseNextAnswer(page, `${apiBasePath}/application`);
  if (world.dropped === 'receptionSave') await page.route(onlyPath('/reception_id_save'), (route) => route.abort('connectionreset'), { times: 1 });
}

/** Signs at the app with the right password; the next inquiry answers signed. */
async function signAtTheApp(modelContext: ModelContext<SigningWorld>): Promise<void> {
  const { page, context, resident } = modelContext;
  await dropConnection(modelContext);
  await expect(signingLink(page)).toBeVisible();
  await signInSigningApp(await openSigningApp(page, context), resident.signing_pin);
}

/** A wrong password on a card one wrong try from locking: the next inquiry answers failed (pin_locked). */
async function lockTheCard({ page, context }: ModelContext<SigningWorld>): Promise<void> {
  const app = await openSigningApp(page, context);
  await submitSigningPassword(app, 'WRONG123');
  await expect(app.getByRole('heading', { level: 1 })).toHaveText('署名用パスワードがロックされています');
  await app.close();
}

const inquiryAnswered: Driver<SigningWorld> = async (modelContext, event) => {
  const { state } = (event as EventObject & { output: { state: string } }).output;
  // Pending: the resident has not signed yet, so the inquiry answers so by itself.
  if (state === 'signed') await signAtTheApp(modelContext);
  if (state === 'failed') await lockTheCard(modelContext);
};

/** The normal flow up to /step/promptauth: a draft ready, confirmed, 「電子署名へ進む」. */
async function reachPromptauth(page: Page): Promise<void> {
  await page.goto(paths.input);
  await page.getByRole('button', { name: '入力内容を確認する', exact: true }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe(paths.confirm);
  await page.getByRole('button', { name: '電子署名へ進む', exact: true }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe(paths.promptauth);
}

export const signingModel: BrowserModel<SigningInput, SigningWorld> = {
  name: 'signing',
  // The graph runs the child alone: its report to the parent goes nowhere (as in signing.paths.test.ts).
  machine: signingMachine.provide({ actions: { reportRequested: () => {} } }),
  // The child runs in the normal and revocation flows' paths too, where the browser already takes
  // what a resident who signs, locks the card, loses the submit's answer or sends it again causes
  // (the coverage report counts the child's transitions in every test). Its own paths walk the
  // rest: the inquiry still pending, the reception save's connection lost, the wait running out.
  starts: [
    start(fresh, {}, '/step/promptauth, the resident signs'),
    start(fresh, { dropped: 'receptionSave' }, '/step/promptauth, the reception save\'s connection lost'),
    start(fresh, { clock: true }, '/step/promptauth on a controllable clock'),
  ],
  events,
  drivers: {
    'xstate.done.actor.applicationStart': async ({ page }) => {
      await expect(signingLink(page)).toBeVisible();
    },
    [pollInterval]: awaitAnswer,
    [signatureTimeout]: async ({ page }) => {
      // Past the request's ten minutes (DEV_SIGNING_TTL_MS) at once; the child's timer fires.
      await page.clock.fastForward('10:30');
    },
    'xstate.done.actor.signatureInquiry': inquiryAnswered,
    'xstate.done.actor.submitApplication': awaitAnswer,
    'xstate.error.actor.submitApplication': awaitAnswer,
    'xstate.done.actor.receptionIdSave': awaitAnswer,
    'xstate.error.actor.receptionIdSave': awaitAnswer,
  },
  leftOut: [
    { match: 'signing.starting|xstate.error.actor.applicationStart|0', reason: 'application_start fails at the server or before reaching it: replayed in machines/signing.paths.test.ts, its page in e2e/error-routes.spec.ts' },
    { match: 'signing.polling.inquiring|xstate.error.actor.signatureInquiry|0', reason: 'signature_inquiry fails at the server or before reaching it: replayed in machines/signing.paths.test.ts, its page in e2e/error-routes.spec.ts' },
    {
      match: 'signing.submitting|xstate.error.actor.submitApplication|1',
      reason: 'visit_slot_taken: the slot (capacity 3) must fill while this resident signs, three other residents sending for it meanwhile; too costly a staging here, replayed in machines/signing.paths.test.ts',
    },
    { match: 'signing.submitting|xstate.error.actor.submitApplication|2', reason: 'the submit refused by the server (a 500): replayed in machines/signing.paths.test.ts' },
  ],
  residentKind: ({ signer }) => (signer === 'locks' ? 'locking' : 'ordinary'),
  arrange: async (modelContext, { world }) => {
    const { page, resident } = modelContext;
    // Installed before any page, so the app's timers and Date are the clock's.
    if (world.clock) await page.clock.install();
    await logIn(page, resident);
    await enterCompleteDraft(page.request, resident, { moveInDays: 7, procedures: ['move_out', 'move_in'] });
    await reachPromptauth(page);
  },
  urlOf: (snapshot) => (snapshot.matches('submitted') || snapshot.matches('failed') ? null : paths.promptauth),
};
