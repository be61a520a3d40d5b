// The revocation flow's effects (issue 14): its calls through the given openapi-fetch client, the
// signing child with cancel_application_start / cancel_application and reception_id_save phase 3,
// key making, navigation (マイページ, the expired page) and failure reporting. Nothing here is
// module state, so a test gives it a fake fetch.
import { fromPromise } from 'xstate';
import { expiredPagePath } from '#machines/error-paths';
import { revocationFlowMachine } from '#machines/revocation-flow.machine';
import { flows } from '#shared/flows';
import type { ApiClient } from '../../api/client';
import { getApplications } from '../../api/applications';
import { cancelApplication, cancelApplicationStart, cancelInput, cancelInputConfirm, cancelSessionSave, cancellableConfirm, initializeRevocation, saveRevocationChoice } from '../../api/revocation';
import { provideSigning } from '../shared/step/signing-logic';
import { newIdempotencyKey, redirectToMyPage } from '../shared/step/draft-flow';

export interface RevocationFlowLogicDeps {
  client: ApiClient;
  navigate: (path: string, options?: { replace?: boolean }) => void;
  /** The error page for a failed call (spec §8). */
  reportFailure: (operation: string, error: unknown) => void;
  now?: () => number;
  random?: Crypto;
}

export function createRevocationFlowLogic(deps: RevocationFlowLogicDeps) {
  const { client, navigate, reportFailure, random } = deps;
  return revocationFlowMachine.provide({
    actors: {
      loadApplications: fromPromise(async () => (await getApplications(client)).applications),
      saveChoice: fromPromise(({ input }) => saveRevocationChoice(client, input)),
      initializeRevocation: fromPromise(({ input }) => initializeRevocation(client, input.reception_number)),
      cancellableConfirm: fromPromise(() => cancellableConfirm(client)),
      loadInput: fromPromise(() => cancelInput(client)),
      inputConfirm: fromPromise(({ input }) => cancelInputConfirm(client, input)),
      createIdempotencyKey: fromPromise(async () => newIdempotencyKey(random)),
      sessionSave: fromPromise(({ input }) => cancelSessionSave(client, input)),
      signing: provideSigning({ ...deps, flow: flows.revocation, calls: { start: cancelApplicationStart, submit: cancelApplication } }),
    },
    actions: {
      // Spec §8: the catalogue decides the error page, shown in place of the step page.
      reportFailure: (_, failure) => reportFailure(failure.operation, failure.error),
      // Replace: Back must not return to a flow that has expired.
      redirectToExpired: () => navigate(expiredPagePath, { replace: true }),
      redirectToMyPage: () => redirectToMyPage(navigate),
    },
  });
}
