// The drivers of the signed steps the normal and revocation flows share (machines/signed-flow.ts):
// the signing child's outcome is done by real means at the development signing app. The right
// password signs; a card one wrong try from locking locks at a wrong one; the submit's answer is
// lost on the way back (the server takes it, the connection drops), and 「もう一度送信する」 sends
// it again with the same idempotency key.
import { expect, type Page } from '@playwright/test';
import type { EventObject } from 'xstate';
import type { SigningOutput, SigningStart, SubmissionResult } from '#machines/signing.machine';
import { failureOf } from '#machines/flow-failure';
import { apiBasePath } from '#shared/config/brand';
import { openSigningApp, signInSigningApp, submitSigningPassword } from '../support/signing';
import { loseNextAnswer } from './held-calls';
import { awaitAnswer, type Driver, type ModelContext } from './browser-model';

export interface SignedWorld {
  /** How the signing ends: signed, signed with the submit's answer lost once, or a card that locks. */
  signer: 'rightPassword' | 'droppedSubmit' | 'locksAtOnce';
}

/** The signing child's outcomes the world allows, as the graph's events carry them. */
export function signingOutcomes(world: SignedWorld, context: { signature: SigningStart | null; failure: unknown }, submission: SubmissionResult): SigningOutput[] {
  const signed = context.signature ?? ({ signature_request_id: 'model', signing_url: 'model', new_tab: true, expires_at: '2026-01-01T00:00:00Z' } as SigningStart);
  switch (world.signer) {
    case 'rightPassword':
      return [{ outcome: 'submitted', signature: signed, submission }];
    case 'locksAtOnce':
      return [{ outcome: 'signatureFailed', signature: signed, signatureFailure: { reason: 'pin_locked', message: null } }];
    case 'droppedSubmit':
      // Lost once (the flow keeps that failure): the answer to the submit sent again arrives.
      return context.failure === null
        ? [{ outcome: 'unanswered', signature: signed, failure: failureOf('application', new TypeError('Failed to fetch')) }]
        : [{ outcome: 'submitted', signature: signed, submission }];
  }
}

const signingLink = (page: Page) => page.getByRole('link', { name: /^署名アプリを開く/ });

/**
 * Signs at the app when the page offers it. A submit sent again (「もう一度送信する」) carries the
 * signature made before: the page then shows no link, and the submit goes on alone.
 */
async function signWhenAsked({ page, context, resident }: ModelContext<SignedWorld>): Promise<void> {
  const promptauth = new URL(page.url()).pathname;
  await expect.poll(async () => (await signingLink(page).isVisible()) || new URL(page.url()).pathname !== promptauth || (await page.getByRole('status').filter({ hasText: '送信' }).count()) > 0).toBe(true);
  if (await signingLink(page).isVisible()) await signInSigningApp(await openSigningApp(page, context), resident.signing_pin);
}

/** `submitPath`: the flow's submit call (the normal flow's application, the revocation's cancel_application). */
export function signedFlowDrivers<TWorld extends SignedWorld>(submitPath = `${apiBasePath}/application`): Record<string, Driver<TWorld>> {
  return {
    'xstate.done.actor.tmpSave': awaitAnswer,
    SIGNATURE_REQUESTED: awaitAnswer,
    RETRY: async ({ page }) => {
      await page.getByRole('button', { name: /^(もう一度署名する|もう一度送信する)$/ }).click();
    },
    'xstate.done.actor.signing': async (modelContext, event) => {
      const { page, context } = modelContext;
      const { outcome } = (event as EventObject & { output: SigningOutput }).output;
      if (outcome === 'signatureFailed') {
        const signing = await openSigningApp(page, context);
        await submitSigningPassword(signing, 'WRONG123');
        await expect(signing.getByRole('heading', { level: 1 })).toHaveText('署名用パスワードがロックされています');
        await signing.close();
        return;
      }
      if (outcome === 'unanswered') {
        await loseNextAnswer(page, submitPath);
        await signWhenAsked(modelContext);
        return;
      }
      await signWhenAsked(modelContext);
    },
  };
}

/** The browser moves to `path` as its Forward does: the history entry changes and popstate fires. */
export const historyMovesTo: Driver<unknown> = async ({ page }, event) => {
  const { path } = event as EventObject & { path: string };
  await page.evaluate((target) => {
    // The History prototype's own pushState: the router's patched one would count it as the app's move.
    History.prototype.pushState.call(window.history, window.history.state, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
};
