// マイページ: ask who is logged in, then load their verified identity, then the applications
// they submitted (with a retry of their own: a failure there never hides the name or logout);
// offer logout. Effects (HTTP, navigation) are stubs here and provided by src/web with
// `.provide()`.
import { assign, fromPromise, setup } from 'xstate';
import type { components } from '#shared/api/schema';
import { isAuthFailure } from './error-code-of';

/** `GET auth_status`. */
export type AuthStatus = components['schemas']['AuthStatus'];
/** `GET user_info`: the resident's verified identity. */
export type UserInfo = components['schemas']['UserInfo'];
/** `POST logout`. */
export type LogoutResult = components['schemas']['LogoutResponse'];
/** `GET applications`: the submitted applications, newest first. */
export type Applications = components['schemas']['ApplicationsResponse'];
export type ApplicationSummary = components['schemas']['ApplicationSummary'];

export interface MyPageContext {
  user: UserInfo | null;
  /** Why loading failed; kept for the error routing of a later issue. */
  error: unknown;
  /** The submitted applications, once loaded. */
  applications: ApplicationSummary[] | null;
  /** Why the applications could not be loaded. */
  applicationsError: unknown;
  logoutFailed: boolean;
}

export type MyPageEvent = { type: 'RETRY' } | { type: 'RETRY_APPLICATIONS' } | { type: 'LOGOUT' };

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
    loadApplications: fromPromise<Applications>(async () => notProvided('loadApplications')),
    logout: fromPromise<LogoutResult>(async () => notProvided('logout')),
  },
  actions: {
    // Provided by the web edge (router navigation); a no-op keeps the machine testable.
    goToTop: () => {},
  },
  guards: {
    isAuthenticated: (_, params: { status: AuthStatus }) => params.status.authenticated,
    isAuthFailure: (_, params: { error: unknown }) => isAuthFailure(params.error),
    hasApplications: ({ context }) => context.applications !== null,
  },
}).createMachine({
  id: 'myPage',
  initial: 'loading',
  context: { user: null, error: null, applications: null, applicationsError: null, logoutFailed: false },
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
      initial: 'loadingApplications',
      states: {
        loadingApplications: {
          entry: assign({ applicationsError: null }),
          invoke: {
            id: 'loadApplications',
            src: 'loadApplications',
            onDone: { target: 'listed', actions: assign({ applications: ({ event }) => event.output.applications }) },
            onError: [
              { guard: { type: 'isAuthFailure', params: ({ event }) => ({ error: event.error }) }, target: '#myPage.anonymous' },
              { target: 'applicationsFailed', actions: assign({ applicationsError: ({ event }) => event.error }) },
            ],
          },
        },
        // Logout is offered once the list has settled, so nothing is left loading behind it.
        listed: {
          on: { LOGOUT: '#myPage.loggingOut' },
        },
        applicationsFailed: {
          on: { RETRY_APPLICATIONS: 'loadingApplications', LOGOUT: '#myPage.loggingOut' },
        },
      },
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
          // Back to マイページ as it was.
          { guard: 'hasApplications', target: 'ready.listed', actions: assign({ logoutFailed: true }) },
          { target: 'ready.applicationsFailed', actions: assign({ logoutFailed: true }) },
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
