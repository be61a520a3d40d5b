// Each flow's effects, built by one factory from the flow's registry entry (issue 10): its calls
// through the given openapi-fetch client with the flow's phase, key making, navigation and
// failure reporting. The signing child's calls are provided by `provideSigning`
// (shared/step/signing-logic.ts), which the revocation flow reuses with its own start and submit. Nothing here is module state, so a test gives it a fake fetch.
import { fromPromise } from 'xstate';
import { normalFlowMachine, type SessionData } from '#machines/normal-flow.machine';
import { expiredPagePath } from '#machines/error-paths';
import { pathOf } from '#shared/routes';
import { inputConfirm } from '../../../api/applications';
import type { ApiClient } from '../../../api/client';
import { createDraft, getUserSession, tmpSave } from '../../../api/drafts';
import { newIdempotencyKey, redirectToMyPage, type DraftFlow } from '../../shared/step/draft-flow';
import { msUntil, provideSigning } from '../../shared/step/signing-logic';

export { msUntil, newIdempotencyKey, type DraftFlow };

export interface FlowLogicDeps {
  client: ApiClient;
  navigate: (path: string, options?: { replace?: boolean }) => void;
  flow: DraftFlow;
  /** The error page for a failed call (spec §8). */
  reportFailure: (operation: string, error: unknown) => void;
  /** The flow's draft, or null when there is none yet; the live pages take the one their route read. */
  loadDraft?: (signal: AbortSignal) => Promise<SessionData | null>;
  now?: () => number;
  random?: Crypto;
}

/** The flow's machine with every effect provided: what its step pages run. */
export function createFlowLogic(deps: FlowLogicDeps) {
  const { client, navigate, flow, reportFailure, random } = deps;
  const loadDraft = deps.loadDraft ?? (() => getUserSession(client, flow.phase));
  return normalFlowMachine.provide({
    actors: {
      loadDraft: fromPromise(({ signal }) => loadDraft(signal)),
      createDraft: fromPromise(() => createDraft(client)),
      tmpSave: fromPromise(({ input }) => tmpSave(client, { phase: flow.phase, return_to: input.return_to })),
      inputConfirm: fromPromise(() => inputConfirm(client, flow.phase)),
      createIdempotencyKey: fromPromise(async () => newIdempotencyKey(random)),
      signing: provideSigning(deps),
    },
    actions: {
      // Spec §8: the catalogue decides the error page, shown in place of the step page.
      reportFailure: (_, failure) => reportFailure(failure.operation, failure.error),
      // Replace: Back must not return to a flow that has expired.
      redirectToExpired: () => navigate(expiredPagePath, { replace: true }),
      goToMyPage: () => navigate(pathOf('mypage')),
      redirectToMyPage: () => redirectToMyPage(navigate),
    },
  });
}
