// Each flow's effects, built by one factory from the flow's registry entry (issue 10): its calls
// through the given openapi-fetch client with the flow's phase, key making, navigation and
// failure reporting. The signing child's calls are provided by `provideSigning`, which the
// revocation flow will reuse. Nothing here is module state, so a test gives it a fake fetch.
import { fromPromise } from 'xstate';
import { normalFlowMachine, type SessionData } from '#machines/normal-flow.machine';
import { expiredPagePath } from '#machines/error-routing.machine';
import { signingMachine } from '#machines/signing.machine';
import type { FlowDefinition } from '#shared/flows';
import { pathOf } from '#shared/routes';
import { applicationStart, inputConfirm, receptionIdSave, signatureInquiry, submitApplication } from '../../../api/applications';
import type { ApiClient } from '../../../api/client';
import { createDraft, getUserSession, tmpSave } from '../../../api/drafts';
import { newIdempotencyKey, type DraftFlow } from '../../shared/step/draft-flow';

export { newIdempotencyKey, type DraftFlow };

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

/** Milliseconds until the signing request expires (at least a poll's worth), read at the edge's clock. */
export function msUntil(expiresAt: string | undefined, now: number): number {
  const end = expiresAt === undefined ? Number.NaN : Date.parse(expiresAt);
  return Number.isNaN(end) ? 10 * 60 * 1000 : Math.max(end - now, 1000);
}

/** The signing child with its calls: sign, poll, submit, save the reception number for the flow's phase. */
export function provideSigning({ client, flow, now = Date.now }: { client: ApiClient; flow: FlowDefinition; now?: () => number }) {
  return signingMachine.provide({
    actors: {
      applicationStart: fromPromise(({ input }) => applicationStart(client, input)),
      signatureInquiry: fromPromise(({ input }) => signatureInquiry(client, input)),
      submitApplication: fromPromise(({ input }) => submitApplication(client, input)),
      receptionIdSave: fromPromise(({ input }) => receptionIdSave(client, { phase: flow.phase, reception_number: input.reception_number })),
    },
    delays: {
      signatureTimeout: ({ context }) => msUntil(context.signature?.expires_at, now()),
    },
  });
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
    },
  });
}
