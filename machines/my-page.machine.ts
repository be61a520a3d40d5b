// マイページ: ask who is logged in, then load their verified identity, then the applications
// they submitted (with a retry of their own: a failure there never hides the name or logout);
// offer logout. While a recipient's procedure is not settled, re-read the list every
// refreshDelay (paused while the page is hidden) and keep what changed for the live region
// (issue 12). Effects (HTTP, navigation) are stubs here and provided by src/web with
// `.provide()`; the delay is named so the edge and the tests can set it.
import { assign, fromPromise, setup } from 'xstate';
import type { components } from '#shared/api/schema';
import { isSettled } from '#shared/recipient-status';
import { isAuthFailure } from './error-code-of';
import { passingView, routeView, statusView } from './state-view';

/** `GET auth_status`. */
export type AuthStatus = components['schemas']['AuthStatus'];
/** `GET user_info`: the resident's verified identity. */
export type UserInfo = components['schemas']['UserInfo'];
/** `POST logout`. */
export type LogoutResult = components['schemas']['LogoutResponse'];
/** `GET applications`: the submitted applications, newest first. */
export type Applications = components['schemas']['ApplicationsResponse'];
export type ApplicationSummary = components['schemas']['ApplicationSummary'];
/** An application whose content was deleted after the retention period (issue 28): its minimal record. */
export type PurgedApplication = components['schemas']['PurgedApplication'];

export type RecipientSummary = ApplicationSummary['recipients'][number];

/** One recipient whose status moved between two reads of the list. */
export interface RecipientChange {
  applicationId: string;
  name: string;
  procedure: RecipientSummary['procedure'];
  from: RecipientSummary['status'];
  to: RecipientSummary['status'];
  /** The procedure's cancellation moved (decision 021): null before it was asked for. */
  cancellation?: { from: CancellationStatus | null; to: CancellationStatus };
}

type CancellationStatus = NonNullable<RecipientSummary['cancellation']>['status'];

/** Each application and each addition filed after it (issue 13): what has recipients of its own. */
export function filingsOf(applications: readonly ApplicationSummary[]): Pick<ApplicationSummary, 'application_id' | 'recipients'>[] {
  return applications.flatMap((application) => [application, ...application.additions]);
}

/** The recipients of `after` whose status or cancellation is not the one they had in `before` (new ones are not changes). */
export function recipientChanges(before: readonly ApplicationSummary[], after: readonly ApplicationSummary[]): RecipientChange[] {
  const keyOf = (applicationId: string, recipient: RecipientSummary) => JSON.stringify([applicationId, recipient.procedure, recipient.kind, recipient.name]);
  const previous = new Map(filingsOf(before).flatMap((application) => application.recipients.map((recipient) => [keyOf(application.application_id, recipient), recipient] as const)));
  return filingsOf(after).flatMap((application) => application.recipients.flatMap((recipient) => {
    const earlier = previous.get(keyOf(application.application_id, recipient));
    if (!earlier) return [];
    const from = earlier.status;
    const cancellation = recipient.cancellation && recipient.cancellation.status !== earlier.cancellation?.status
      ? { cancellation: { from: earlier.cancellation?.status ?? null, to: recipient.cancellation.status } }
      : {};
    return from !== recipient.status || 'cancellation' in cancellation
      ? [{ applicationId: application.application_id, name: recipient.name, procedure: recipient.procedure, from, to: recipient.status, ...cancellation }]
      : [];
  }));
}

/** Nothing more happens without the resident: every recipient of every application, and every cancellation, is settled. */
export const allSettled = (applications: readonly ApplicationSummary[]): boolean =>
  filingsOf(applications).every((application) =>
    // A cancelled procedure moves no more; one being cancelled waits for its recipient's answer; a
    // refused or failed cancellation leaves the procedure itself to move (decision 021).
    application.recipients.every(
      (recipient) => recipient.cancellation?.status === 'cancelled' || (recipient.cancellation?.status !== 'requested' && isSettled(recipient.status)),
    ));

export interface MyPageContext {
  user: UserInfo | null;
  /** Why loading failed; kept for the error routing of a later issue. */
  error: unknown;
  /** The submitted applications, once loaded. */
  applications: ApplicationSummary[] | null;
  /** Why the applications could not be loaded. */
  applicationsError: unknown;
  /** The applications whose content was deleted after the retention period (issue 28), newest first. */
  purgedApplications: PurgedApplication[];
  logoutFailed: boolean;
  /** What the last re-read that changed something changed (the live region words it). */
  changes: RecipientChange[];
  /** The page is hidden (another tab): the re-reads pause until it is shown again. */
  hidden: boolean;
  /** Re-reads in a row that changed nothing: each doubles the wait before the next. */
  quietReads: number;
}

/** The first wait between re-reads, and the longest (a recipient may take days to answer). */
export const REFRESH_FIRST_MS = 5_000;
export const REFRESH_LONGEST_MS = 5 * 60_000;

/** The wait before the next re-read: 5 s, doubling after each re-read that changed nothing, at most 5 min. */
export const refreshWaitMs = (quietReads: number): number => Math.min(REFRESH_LONGEST_MS, REFRESH_FIRST_MS * 2 ** Math.min(quietReads, 16));

export type MyPageEvent =
  | { type: 'RETRY' }
  | { type: 'RETRY_APPLICATIONS' }
  | { type: 'LOGOUT' }
  | { type: 'PAGE_HIDDEN' }
  | { type: 'PAGE_VISIBLE' };

function notProvided(name: string): never {
  throw new Error(`my-page machine: actor "${name}" is not provided`);
}

const myPageSetup = setup({
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
    markHidden: assign({ hidden: true }),
    markVisible: assign({ hidden: false }),
  },
  delays: {
    // How often マイページ asks again while a recipient's procedure is under way: soon after a
    // change (a submission is delivered within seconds), then less and less often while nothing
    // changes, so a tab left open for days does not keep the server busy.
    refreshDelay: ({ context }) => refreshWaitMs(context.quietReads),
  },
  guards: {
    isAuthenticated: (_, params: { status: AuthStatus }) => params.status.authenticated,
    isAuthFailure: (_, params: { error: unknown }) => isAuthFailure(params.error),
    hasApplications: ({ context }) => context.applications !== null,
    allSettled: ({ context }) => allSettled(context.applications ?? []),
    isHidden: ({ context }) => context.hidden,
  },
});

// The page's visibility is kept in every state the page can be seen in, so the re-reads start
// paused on a hidden page (the final states take no events).
const visibility = {
  PAGE_HIDDEN: { actions: 'markHidden' },
  PAGE_VISIBLE: { actions: 'markVisible' },
} as const;

/** The heading of マイページ's list of applications. */
const applicationsHeading = '申請の状況';

export const myPageMachine = myPageSetup.createMachine({
  id: 'myPage',
  initial: 'loading',
  context: { user: null, error: null, applications: null, applicationsError: null, purgedApplications: [], logoutFailed: false, changes: [], hidden: false, quietReads: 0 },
  states: {
    loading: {
      meta: passingView('GET auth_status (read with the route): who is logged in.'),
      on: visibility,
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
      meta: passingView('GET user_info: the verified identity is read.'),
      on: visibility,
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
      meta: statusView('マイナンバーカードで確認したお名前でログインしています。'),
      on: visibility,
      initial: 'loadingApplications',
      states: {
        loadingApplications: {
          meta: passingView('GET applications: the list is read.'),
          entry: assign({ applicationsError: null }),
          invoke: {
            id: 'loadApplications',
            src: 'loadApplications',
            onDone: {
              target: 'listed',
              actions: assign({ applications: ({ event }) => event.output.applications, purgedApplications: ({ event }) => event.output.purged_applications ?? [] }),
            },
            onError: [
              { guard: { type: 'isAuthFailure', params: ({ event }) => ({ error: event.error }) }, target: '#myPage.anonymous' },
              { target: 'applicationsFailed', actions: assign({ applicationsError: ({ event }) => event.error }) },
            ],
          },
        },
        // Logout is offered once the list has loaded, so nothing is left loading behind it (a
        // re-read under way is dropped with the state).
        listed: {
          meta: statusView(applicationsHeading),
          on: { LOGOUT: '#myPage.loggingOut' },
          initial: 'watching',
          states: {
            // Watching, paused and settled look alike: the list (its rows are checked by the model's drivers).
            watching: {
              meta: statusView(applicationsHeading),
              always: [
                { guard: 'allSettled', target: 'settled' },
                { guard: 'isHidden', target: 'paused' },
              ],
              after: { refreshDelay: 'refreshing' },
            },
            paused: {
              meta: statusView(applicationsHeading),
              // The resident is back: read now, and soon again.
              on: { PAGE_VISIBLE: { target: 'refreshing', actions: ['markVisible', assign({ quietReads: 0 })] } },
            },
            refreshing: {
              meta: passingView('GET applications again: the list stays shown until the answer.'),
              invoke: {
                id: 'refreshApplications',
                src: 'loadApplications',
                onDone: {
                  target: 'watching',
                  actions: assign(({ context, event }) => {
                    const changes = recipientChanges(context.applications ?? [], event.output.applications);
                    const changed = changes.length > 0;
                    return {
                      applications: event.output.applications,
                      purgedApplications: event.output.purged_applications ?? [],
                      changes: changed ? changes : context.changes,
                      quietReads: changed ? 0 : context.quietReads + 1,
                    };
                  }),
                },
                onError: [
                  { guard: { type: 'isAuthFailure', params: ({ event }) => ({ error: event.error }) }, target: '#myPage.anonymous' },
                  // A failed re-read keeps the list shown and tries again after the delay.
                  { target: 'watching' },
                ],
              },
            },
            // Nothing more to watch; the page asks no more.
            settled: { meta: statusView(applicationsHeading) },
          },
        },
        applicationsFailed: {
          meta: statusView('申請の状況を読み込めませんでした。'),
          on: { RETRY_APPLICATIONS: 'loadingApplications', LOGOUT: '#myPage.loggingOut' },
        },
      },
    },
    loggingOut: {
      meta: passingView('POST logout.'),
      on: visibility,
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
      meta: routeView('index'),
      type: 'final',
      entry: 'goToTop',
    },
    anonymous: {
      meta: statusView('ログインしていないか、ログインの有効期限が切れています。'),
      type: 'final',
    },
    failed: {
      meta: statusView('情報を読み込めませんでした。'),
      on: { ...visibility, RETRY: { target: 'loading', actions: assign({ error: null }) } },
    },
  },
});
