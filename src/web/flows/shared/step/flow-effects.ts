// What every flow's machine is given the same way (issue 25): its dependencies, and the effects
// that do not depend on the flow (key making, failure reporting, the expired page, マイページ).
// Each flow's logic (e.g. normal/step/flow-logic.ts) adds its own calls. Nothing here is module
// state, so a test gives it a fake fetch.
import { fromPromise } from 'xstate';
import type { components } from '#shared/api/schema';
import { expiredPagePath } from '#machines/error-paths';
import type { FlowFailure } from '#machines/flow-failure';
import { pathOf } from '#shared/routes';
import type { ApiClient } from '../../../api/client';
import { newIdempotencyKey, redirectToMyPage } from './draft-flow';

export interface FlowLogicDeps {
  client: ApiClient;
  navigate: (path: string, options?: { replace?: boolean }) => void;
  /** The error page for a failed call (spec §8). */
  reportFailure: (operation: string, error: unknown) => void;
  /** The flow's draft, or null when there is none yet; the live pages take the one their route read. */
  loadDraft?: (signal: AbortSignal) => Promise<components['schemas']['SessionData'] | null>;
  now?: () => number;
  random?: Crypto;
}

/** The effects every flow's machine declares alike; a flow spreads them beside its own. */
export function flowEffects({ navigate, reportFailure, random }: FlowLogicDeps) {
  return {
    actors: {
      createIdempotencyKey: fromPromise(async () => newIdempotencyKey(random)),
    },
    actions: {
      // Spec §8: the catalogue decides the error page, shown in place of the step page.
      reportFailure: (_: unknown, failure: FlowFailure) => reportFailure(failure.operation, failure.error),
      // Replace: Back must not return to a flow that has expired.
      redirectToExpired: () => navigate(expiredPagePath, { replace: true }),
      goToMyPage: () => navigate(pathOf('mypage')),
      redirectToMyPage: () => redirectToMyPage(navigate),
    },
  };
}
