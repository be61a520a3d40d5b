// The identity update's browser model (issue 29): /loadingupdate, reached as a resident does, from
// the addition's identity check (/after/checkinformation → /after/updateinformation →
// 「本人情報を更新する」). The development provider answers as the resident's fixture says: the
// refresh completes after a few seconds, fails with its message, or stays pending (past the
// e2e server's 12 s limit: the time-out). Status calls are held at the network until their step
// (held-calls.ts); the poll interval and the time limit run in real time.
import { expect, type Page } from '@playwright/test';
import type { EventObject } from 'xstate';
import { apiBasePath } from '#shared/config/brand';
import { identityUpdateMachine, type IdentityUpdateInput, type XidUpdateStatus } from '#machines/identity-update.machine';
import { completedStatus, failedStatus, pendingStatus, relation, secondRelation, updatedInfo } from '#machines/test-support/identity-update-fixtures';
import { logIn } from '../support/login';
import { awaitAnswer, type BrowserModel, type Driver, type ModelStart } from './browser-model';
import { HeldCalls } from './held-calls';
import { serverFailures } from './left-out';

export interface IdentityWorld {
  /** The provider's answer for this resident (their fixture's identity_update). */
  refresh: 'completes' | 'fails' | 'staysPending';
}

/** The template resident's `after_seconds`: its refresh is pending until then. */
const completesAfterMs = 3_000;

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const start = (refresh: IdentityWorld['refresh'], name: string): ModelStart<IdentityUpdateInput, IdentityWorld> => ({
  name,
  // The page starts the machine with the request its previous page made and kept.
  input: { relation },
  world: { refresh },
});

const answersOf: Record<IdentityWorld['refresh'], XidUpdateStatus[]> = {
  completes: [pendingStatus, completedStatus],
  fails: [failedStatus],
  staysPending: [pendingStatus],
};

/** Per test: the held status calls and when the update was asked for. */
const runs = new WeakMap<Page, { statusCalls: HeldCalls; requestedAt: number }>();
const runOf = (page: Page) => {
  const run = runs.get(page);
  if (!run) throw new Error('the identity update was not arranged');
  return run;
};

const answerStatus: Driver<IdentityWorld> = async ({ page }, event) => {
  const { statusCalls, requestedAt } = runOf(page);
  const { status } = (event as EventObject & { output: XidUpdateStatus }).output;
  // The provider says completed once its seconds have passed (its clock is this machine's).
  if (status === 'completed') await page.waitForTimeout(Math.max(0, requestedAt + completesAfterMs + 500 - Date.now()));
  await statusCalls.answerNext();
};

export const identityUpdateModel: BrowserModel<IdentityUpdateInput, IdentityWorld> = {
  name: 'identity-update',
  machine: identityUpdateMachine,
  starts: [
    start('completes', '/loadingupdate, the refresh completing after 3 s'),
    start('fails', '/loadingupdate, the provider refusing the refresh'),
    start('staysPending', '/loadingupdate, the refresh never ending'),
  ],
  events: (_snapshot, { world }) => [
    ...answersOf[world.refresh].map((status) => done('checkStatus', status)),
    done('loadUpdated', updatedInfo),
    done('requestUpdate', secondRelation),
    { type: 'xstate.after.pollInterval.identityUpdate.polling.waiting' },
    // Only a refresh that never ends runs out the limit (the others settle well within 12 s).
    ...(world.refresh === 'staysPending' ? [{ type: 'xstate.after.timeLimit.identityUpdate.polling' }] : []),
    { type: 'RETRY' },
  ],
  drivers: {
    'xstate.done.actor.checkStatus': answerStatus,
    'xstate.done.actor.loadUpdated': awaitAnswer,
    'xstate.done.actor.requestUpdate': awaitAnswer,
    // The machine asks again after the server's interval (2 s): its next status call.
    'xstate.after.pollInterval.identityUpdate.polling.waiting': async ({ page }) => {
      await runOf(page).statusCalls.made();
    },
    'xstate.after.timeLimit.identityUpdate.polling': async ({ page }) => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('本人情報の更新に時間がかかっています', { timeout: 30_000 });
      // A status call held when the time ran out is answered to nobody.
      runOf(page).statusCalls.answerAll();
    },
    RETRY: async ({ page }) => {
      await page.getByRole('button', { name: /^(もう一度更新する|もう一度確認する)$/ }).click();
    },
  },
  leftOut: [
    ...serverFailures,
    { match: 'identityUpdate.routing||1', reason: '/loadingupdate starts the machine only with the request /after/updateinformation kept (without one it goes back to /after/checkinformation): a new request is made only by RETRY.' },
  ],
  residentKind: ({ refresh }) => ({ completes: 'identityUpdated', fails: 'identityFails', staysPending: 'identityPending' } as const)[refresh],
  arrange: async ({ page, resident }) => {
    await logIn(page, resident);
    const statusCalls = await HeldCalls.on(page, 'xid_data_update_request_status', 'POST');
    await page.goto('/after/checkinformation');
    await page.getByRole('group', { name: /^住所は引越し先の新しい住所になっていますか/ }).getByLabel('いいえ、引越し前の住所のままです').check();
    await page.getByRole('button', { name: '次へ進む' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('本人情報の更新');
    const requested = page.waitForResponse((response) => new URL(response.url()).pathname === `${apiBasePath}/xid_data_update_request`);
    await page.getByRole('button', { name: '本人情報を更新する' }).click();
    await requested;
    runs.set(page, { statusCalls, requestedAt: Date.now() });
  },
  urlOf: (snapshot) => (snapshot.matches('failed') || snapshot.matches('expired') ? null : '/loadingupdate'),
};
