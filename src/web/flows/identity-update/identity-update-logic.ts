// The identity-update machine with its effects: the calls through the given client, the
// xid-relation store keeping the request while it runs, navigation and failure reporting.
// Nothing here is module state, so a test gives it a fake network and its own store.
import { fromPromise } from 'xstate';
import { expiredPagePath } from '#machines/error-paths';
import { identityUpdateMachine, type XidRelation } from '#machines/identity-update.machine';
import type { ApiClient } from '../../api/client';
import { getUserInfoUpdated, identityUpdateStatus, requestIdentityUpdate } from '../../api/identity-update';
import type { Store } from '../../stores/create-store';

export interface IdentityUpdateDeps {
  client: ApiClient;
  relations: Store<XidRelation | null>;
  navigate: (path: string, options?: { replace?: boolean }) => void;
  /** The error page for a failed call (spec §8). */
  reportFailure: (operation: string, error: unknown) => void;
}

export function createIdentityUpdateLogic({ client, relations, navigate, reportFailure }: IdentityUpdateDeps) {
  return identityUpdateMachine.provide({
    actors: {
      requestUpdate: fromPromise(() => requestIdentityUpdate(client)),
      checkStatus: fromPromise(({ input }) => identityUpdateStatus(client, input)),
      loadUpdated: fromPromise(() => getUserInfoUpdated(client)),
    },
    actions: {
      keepRelation: (_, relation) => relations.set(relation),
      clearRelation: () => relations.reset(),
      reportFailure: (_, failure) => reportFailure(failure.operation, failure.error),
      // Replace: Back must not return to a page whose session has expired.
      redirectToExpired: () => navigate(expiredPagePath, { replace: true }),
    },
  });
}
