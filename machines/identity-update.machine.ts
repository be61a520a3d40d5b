// The identity-data update (brief §4, decision 020 L3), run by /loadingupdate: ask the identity
// provider to refresh the resident's data (xid_data_update_request), poll its status every
// `pollInterval` until it completed or failed, giving up after `timeLimit` (both named delays,
// from the request's poll_interval_seconds and time_limit_seconds), then read the refreshed
// data (user_info_updated). A request already made (the xid-relation store, after a reload)
// is polled again instead of asking anew. The relation is kept and cleared through actions the
// edge provides (the store); every call is an actor the edge provides.
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { components } from '#shared/api/schema';
import { failureOf, failureTail, isExpiredFailure, notProvided, type FlowFailure, type FlowOperation } from './flow-failure';
import { passingView, statusView } from './state-view';

/** xid_data_update_request's answer: what the store keeps while the update runs. */
export type XidRelation = components['schemas']['XidUpdateRequestResponse'];
export type XidUpdateStatus = components['schemas']['XidUpdateStatusResponse'];
export type UserInfoUpdated = components['schemas']['UserInfoUpdated'];

export interface IdentityUpdateInput {
  /** The request already made (kept across a reload), or null to make one. */
  relation: XidRelation | null;
}

export interface IdentityUpdateContext {
  relation: XidRelation | null;
  /** The provider's Japanese message when the refresh failed. */
  refreshFailure: string | null;
  /** The refreshed identity data, once read. */
  updated: UserInfoUpdated | null;
  failure: FlowFailure | null;
}

export type IdentityUpdateEvent =
  /** After a failure: a new update request; after a time-out: poll the same request again. */
  { type: 'RETRY' };

/** Used when the server's answer lacks a usable value (never below one second). */
const secondsToMs = (seconds: number | undefined, fallback: number): number =>
  Math.max(1, Number.isFinite(seconds) ? (seconds as number) : fallback) * 1000;

/** A call's failure: kept with its operation (for the catalogue), then routed by `failing`. */
const failOn = (operation: FlowOperation) => ({
  target: '#identityUpdate.failing',
  actions: { type: 'keepFailure', params: ({ event }: { event: { error: unknown } }) => ({ operation, error: event.error }) },
}) as const;

/** What /loadingupdate says while it waits for the provider. */
const waitingText = '本人情報を更新しています。';

export const identityUpdateMachine = setup({
  types: {
    context: {} as IdentityUpdateContext,
    events: {} as IdentityUpdateEvent,
    input: {} as IdentityUpdateInput,
  },
  actors: {
    /** POST xid_data_update_request. */
    requestUpdate: fromPromise<XidRelation>(async () => notProvided('identity-update', 'requestUpdate')),
    /** POST xid_data_update_request_status. */
    checkStatus: fromPromise<XidUpdateStatus, { xid_request_id: string }>(async () => notProvided('identity-update', 'checkStatus')),
    /** GET user_info_updated. */
    loadUpdated: fromPromise<UserInfoUpdated>(async () => notProvided('identity-update', 'loadUpdated')),
  },
  actions: {
    keepFailure: assign({ failure: (_, params: { operation: FlowOperation; error: unknown }) => failureOf(params.operation, params.error) }),
    // Provided by src/web: the xid-relation store keeps the request, so a reload polls it again.
    keepRelation: (_, _relation: XidRelation) => {},
    // Provided by src/web: the request is settled; nothing is left to resume.
    clearRelation: () => {},
    // Provided by src/web: the error page for the failure (spec §8's failure reporting).
    reportFailure: (_, _failure: FlowFailure) => {},
    // Provided by src/web: replace the page with /error/expired.
    redirectToExpired: () => {},
  },
  guards: {
    resumes: ({ context }) => context.relation !== null,
    isCompleted: (_, params: { status: XidUpdateStatus }) => params.status.status === 'completed',
    isFailed: (_, params: { status: XidUpdateStatus }) => params.status.status === 'failed',
    isExpired: ({ context }) => isExpiredFailure(context.failure),
  },
  delays: {
    /** Between two status calls: the request's poll_interval_seconds. */
    pollInterval: ({ context }) => secondsToMs(context.relation?.poll_interval_seconds, 2),
    /** How long to wait for an answer before saying it takes long: the request's time_limit_seconds. */
    timeLimit: ({ context }) => secondsToMs(context.relation?.time_limit_seconds, 60),
  },
}).createMachine({
  id: 'identityUpdate',
  initial: 'routing',
  context: ({ input }) => ({ relation: input.relation, refreshFailure: null, updated: null, failure: null }),
  states: {
    routing: {
      meta: passingView('Decided at once: a kept request is polled again, else a new one is made.'),
      description: 'A request kept from before a reload is polled again; otherwise a new one is made.',
      always: [{ guard: 'resumes', target: 'polling.checking' }, { target: 'requesting' }],
    },
    requesting: {
      meta: statusView(waitingText),
      entry: assign({ relation: null, refreshFailure: null }),
      invoke: {
        id: 'requestUpdate',
        src: 'requestUpdate',
        onDone: {
          target: 'polling',
          actions: [assign({ relation: ({ event }) => event.output }), { type: 'keepRelation', params: ({ event }) => event.output }],
        },
        onError: failOn('xid_data_update_request'),
      },
    },
    polling: {
      description: 'Asks every pollInterval until the provider answers completed or failed; after timeLimit it says the update takes long.',
      meta: statusView(waitingText),
      initial: 'waiting',
      after: { timeLimit: 'timedOut' },
      states: {
        waiting: {
          meta: statusView(waitingText),
          after: { pollInterval: 'checking' },
        },
        checking: {
          meta: statusView(waitingText),
          invoke: {
            id: 'checkStatus',
            src: 'checkStatus',
            input: ({ context }) => ({ xid_request_id: context.relation?.xid_request_id ?? '' }),
            onDone: [
              { guard: { type: 'isCompleted', params: ({ event }) => ({ status: event.output }) }, target: '#identityUpdate.loadingUpdated', actions: 'clearRelation' },
              {
                guard: { type: 'isFailed', params: ({ event }) => ({ status: event.output }) },
                target: '#identityUpdate.refreshFailed',
                actions: ['clearRelation', assign({ refreshFailure: ({ event }) => event.output.message ?? '' })],
              },
              { target: 'waiting' },
            ],
            onError: failOn('xid_data_update_request_status'),
          },
        },
      },
    },
    loadingUpdated: {
      meta: passingView('GET user_info_updated: the refreshed data is read.'),
      invoke: {
        id: 'loadUpdated',
        src: 'loadUpdated',
        onDone: { target: 'updated', actions: assign({ updated: ({ event }) => event.output }) },
        onError: failOn('user_info_updated'),
      },
    },
    updated: {
      // Both headings (updated, or checked and unchanged) come with this button.
      meta: statusView('この内容で手続きを進める'),
      description: 'The refreshed data is shown; the resident goes on to /after/personalinfo.',
      type: 'final',
    },
    refreshFailed: {
      meta: statusView('本人情報を更新できませんでした'),
      description: "The provider could not refresh the data: its message; RETRY makes a new request.",
      on: { RETRY: 'requesting' },
    },
    timedOut: {
      meta: statusView('本人情報の更新に時間がかかっています'),
      description: 'No answer within timeLimit (the request may still complete); RETRY polls the same request again.',
      on: { RETRY: 'polling.checking' },
    },
    ...failureTail(),
  },
});

export type IdentityUpdateActor = ActorRefFrom<typeof identityUpdateMachine>;
export type IdentityUpdateSnapshot = SnapshotFrom<typeof identityUpdateMachine>;
