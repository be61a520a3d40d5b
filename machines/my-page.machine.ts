// マイページ: ask who is logged in, then load their verified identity; offer logout.
// Effects (HTTP, navigation) are stubs here and provided by src/web with `.provide()`.
import { assign, fromPromise, setup } from 'xstate';
import type { components } from '../src/shared/api/schema';
import { isAuthFailure } from './error-code-of';

/** `GET auth_status`. */
export type AuthStatus = components['schemas']['AuthStatus'];
/** `GET user_info`: the resident's verified identity. */
export type UserInfo = components['schemas']['UserInfo'];
/** `POST logout`. */
export type LogoutResult = components['schemas']['LogoutResponse'];

export interface MyPageContext {
  user: UserInfo | null;
  /** Why loading failed; kept for the error routing of a later issue. */
  error: unknown;
  logoutFailed: boolean;
}

export type MyPageEvent = { type: 'RETRY' } | { type: 'LOGOUT' };

function notProvided(name: string): never {
  throw new Error(`my-page machine: actor "${name}" is not provided`);
}

export const myPageMachine = setup({
  types: {
    context: {} as MyPageContext,
    events: {} as MyPageEvent,
  },
  actors: {
    checkAuthStatus: fromPromise<AuthStatus>(async () => notProvided('checkAuthStatus')),
    loadUserInfo: fromPromise<UserInfo>(async () => notProvided('loadUserInfo')),
    logout: fromPromise<LogoutResult>(async () => notProvided('logout')),
  },
  actions: {
    // Provided by the web edge (router navigation); a no-op keeps the machine testable.
    goToTop: () => {},
  },
  guards: {
    isAuthenticated: (_, params: { status: AuthStatus }) => params.status.authenticated,
    isAuthFailure: (_, params: { error: unknown }) => isAuthFailure(params.error),
  },
}).createMachine({
  id: 'myPage',
  initial: 'loading',
  context: { user: null, error: null, logoutFailed: false },
  states: {
    loading: {
      invoke: {
        id: 'checkAuthStatus',
        src: 'checkAuthStatus',
        onDone: [
          { guard: { type: 'isAuthenticated', params: ({ event }) => ({ status: event.output }) }, target: 'loadingUser' },
          { target: 'anonymous' },
        ],
        onError: [
          { guard: { type: 'isAuthFailure', params: ({ event }) => ({ error: event.error }) }, target: 'anonymous' },
          { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
        ],
      },
    },
    loadingUser: {
      invoke: {
        id: 'loadUserInfo',
        src: 'loadUserInfo',
        onDone: { target: 'ready', actions: assign({ user: ({ event }) => event.output }) },
        onError: [
          // The session can lapse between the two calls: that is "logged out", not a failure.
          { guard: { type: 'isAuthFailure', params: ({ event }) => ({ error: event.error }) }, target: 'anonymous' },
          { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
        ],
      },
    },
    ready: {
      on: { LOGOUT: 'loggingOut' },
    },
    loggingOut: {
      entry: assign({ logoutFailed: false }),
      invoke: {
        id: 'logout',
        src: 'logout',
        onDone: 'loggedOut',
        onError: [
          // Already logged out on the server: the resident's goal is reached.
          { guard: { type: 'isAuthFailure', params: ({ event }) => ({ error: event.error }) }, target: 'loggedOut' },
          { target: 'ready', actions: assign({ logoutFailed: true }) },
        ],
      },
    },
    loggedOut: {
      type: 'final',
      entry: 'goToTop',
    },
    anonymous: {
      type: 'final',
    },
    failed: {
      on: { RETRY: { target: 'loading', actions: assign({ error: null }) } },
    },
  },
});
