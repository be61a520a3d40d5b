// The top page's login buttons: ask the server for the provider's authorization URL,
// then leave for it (same tab for the deep link, new tab for the second login service).
import { assign, fromPromise, setup } from 'xstate';
import type { components } from '#shared/api/schema';
import type { Phase, ProviderId } from '#shared/flows';

export type { Phase };
/** Login provider id (brief §4): '' primary (deep link), 'lp' and 'mint' (new tab). */
export type LoginProviderId = ProviderId;

export interface AuthzUrlRequest {
  phase: Phase;
  provider: LoginProviderId;
}

/** `GET login/authz_url` response. */
export type AuthzUrl = components['schemas']['AuthzUrlResponse'];

export interface LoginStartContext {
  phase: Phase;
  provider: LoginProviderId | null;
  error: unknown;
}

export type LoginStartEvent = { type: 'START'; provider: LoginProviderId };

export const loginStartMachine = setup({
  types: {
    context: {} as LoginStartContext,
    events: {} as LoginStartEvent,
    input: {} as { phase: Phase },
  },
  actors: {
    fetchAuthzUrl: fromPromise<AuthzUrl, AuthzUrlRequest>(async () => {
      throw new Error('login-start machine: actor "fetchAuthzUrl" is not provided');
    }),
  },
  actions: {
    // Provided by the web edge (location.assign / window.open).
    openLoginUrl: (_, _params: AuthzUrl) => {},
  },
}).createMachine({
  id: 'loginStart',
  initial: 'idle',
  context: ({ input }) => ({ phase: input.phase, provider: null, error: null }),
  states: {
    idle: {
      on: { START: { target: 'requesting', actions: assign({ provider: ({ event }) => event.provider }) } },
    },
    requesting: {
      invoke: {
        id: 'fetchAuthzUrl',
        src: 'fetchAuthzUrl',
        input: ({ context }) => ({ phase: context.phase, provider: context.provider ?? '' }),
        onDone: {
          target: 'redirecting',
          actions: { type: 'openLoginUrl', params: ({ event }) => event.output },
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    redirecting: {
      // Not final: a new tab leaves this page usable, and a back navigation can restore it.
      on: { START: { target: 'requesting', actions: assign({ provider: ({ event }) => event.provider }) } },
    },
    failed: {
      on: { START: { target: 'requesting', actions: assign({ provider: ({ event }) => event.provider, error: null }) } },
    },
  },
});
