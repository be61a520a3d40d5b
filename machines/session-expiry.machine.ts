// The 408 expiry (spec §4 "Error flow: status 408 redirects to the expired page"). The shell
// feeds it every classified API failure; the first one classified 408 sends the resident to the
// expired page, once: failures of calls still in flight must not redirect again. The shell
// sends RESET when the resident starts over (e.g. back on the top page).
import { assign, setup } from 'xstate';
import type { ClientError } from '#shared/errors/error-catalogue';
import { expiredPagePath } from './error-paths';

export interface SessionExpiryContext {
  /** The failure that expired the flow, while expired. */
  expiry: ClientError | null;
}

export type SessionExpiryEvent =
  /** `error` is `classifyApiFailure`'s result: null for the failures spec §8 does not show. */
  | { type: 'API_FAILURE'; error: ClientError | null }
  | { type: 'RESET' };

export interface ExpiryRedirect {
  path: string;
  error: ClientError;
}

export const sessionExpiryMachine = setup({
  types: {
    context: {} as SessionExpiryContext,
    events: {} as SessionExpiryEvent,
  },
  actions: {
    // Provided by src/web: replace the current page with `path`.
    redirectToExpired: (_, _redirect: ExpiryRedirect) => {},
  },
  guards: {
    isTimeError: (_, params: { error: ClientError | null }) => params.error?.status === 408,
  },
}).createMachine({
  id: 'sessionExpiry',
  initial: 'watching',
  context: { expiry: null },
  states: {
    watching: {
      description: 'Every API failure is looked at; only a 408 expires the flow.',
      on: {
        API_FAILURE: {
          guard: { type: 'isTimeError', params: ({ event }) => ({ error: event.error }) },
          target: 'expired',
          actions: assign({ expiry: ({ event }) => event.error }),
        },
      },
    },
    expired: {
      description: 'Redirected once; further failures are ignored until the resident starts over.',
      entry: {
        type: 'redirectToExpired',
        params: ({ context }) => ({ path: expiredPagePath, error: context.expiry as ClientError }),
      },
      on: { RESET: { target: 'watching', actions: assign({ expiry: null }) } },
    },
  },
});
