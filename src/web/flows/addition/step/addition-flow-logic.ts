// The addition flow's effects (issue 13): its calls through the given openapi-fetch client with
// the addition's phase, key making, navigation (マイページ, the identity check) and failure
// reporting. Nothing here is module state, so a test gives it a fake fetch.
import { fromPromise } from 'xstate';
import { additionFlowMachine, type SessionData } from '#machines/addition-flow.machine';
import { expiredPagePath } from '#machines/error-paths';
import { flows } from '#shared/flows';
import { pathOf } from '#shared/routes';
import { inputConfirm, receptionIdSave, startAddition, submitAddition } from '../../../api/applications';
import type { ApiClient } from '../../../api/client';
import { getUserSession, initializeDraft, tmpSave } from '../../../api/drafts';
import { getUserInfoUpdated } from '../../../api/identity-update';
import { newIdempotencyKey, redirectToMyPage } from '../../shared/step/draft-flow';

export interface AdditionFlowLogicDeps {
  client: ApiClient;
  navigate: (path: string, options?: { replace?: boolean }) => void;
  /** The error page for a failed call (spec §8). */
  reportFailure: (operation: string, error: unknown) => void;
  /** The addition's draft, or null when there is none; the live pages take the one their route read. */
  loadDraft?: (signal: AbortSignal) => Promise<SessionData | null>;
  random?: Crypto;
}

const { phase } = flows.addition;

export function createAdditionFlowLogic(deps: AdditionFlowLogicDeps) {
  const { client, navigate, reportFailure, random } = deps;
  const loadDraft = deps.loadDraft ?? (() => getUserSession(client, phase));
  return additionFlowMachine.provide({
    actors: {
      loadDraft: fromPromise(({ signal }) => loadDraft(signal)),
      initializeDraft: fromPromise(() => initializeDraft(client, phase)),
      loadIdentity: fromPromise(() => getUserInfoUpdated(client)),
      tmpSave: fromPromise(({ input }) => tmpSave(client, { phase, return_to: input.return_to })),
      inputConfirm: fromPromise(() => inputConfirm(client, phase)),
      createIdempotencyKey: fromPromise(async () => newIdempotencyKey(random)),
      startAddition: fromPromise(({ input }) => startAddition(client, input)),
      submitAddition: fromPromise(({ input }) => submitAddition(client, input)),
      receptionIdSave: fromPromise(({ input }) => receptionIdSave(client, { phase, reception_number: input.reception_number })),
    },
    actions: {
      // Spec §8: the catalogue decides the error page, shown in place of the step page.
      reportFailure: (_, failure) => reportFailure(failure.operation, failure.error),
      // Replace: Back must not return to a flow that has expired.
      redirectToExpired: () => navigate(expiredPagePath, { replace: true }),
      goToMyPage: () => navigate(pathOf('mypage')),
      redirectToMyPage: () => redirectToMyPage(navigate),
      // Replace: Back from the identity check must not start another addition.
      goToIdentityCheck: () => navigate(pathOf('after-checkinformation'), { replace: true }),
    },
  });
}
