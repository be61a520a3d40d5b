// The addition flow (phase 2, issue 13, decision 020): more lifeline notices after the move, added
// to the resident's submitted normal application. It loads the addition draft; without one it
// creates it on /after/step only (any other page goes to マイページ, issue 24) from that application
// (user_session_initialize?phase=2) and sends the resident to the identity check first
// (/after/checkinformation), unless the identity data was refreshed after that application was
// filed (issue 24: the overview says the check was skipped); without a submitted application the
// overview explains what to do instead. The resident fills the draft in, confirms it (input_confirm), and
// the flow starts and submits it: no signature (L1), so no signing child and no promptauth page;
// a submit that got no answer is retried with the same idempotency key. The URL mirrors the state
// (`pathForState`); every effect is provided by src/web.
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { components } from '#shared/api/schema';
import { additionalLifelineComplete, step11Complete } from '#shared/domain/completion';
import { draftStartPathOf, flows, sessionReadOf, stepPathsOf, type FlowDefinition } from '#shared/flows';
import { alreadySentState, confirmingState, draftStartGuards, failOnIn, inputStates, outputOf, stepGuards, stepPathOf, type InputConfirmResult, type SessionData, type SessionSaveResult, type StepName, type StepPaths } from './draft-flow';
import { errorCodeOf } from './error-code-of';
import { failureOf, failureTail, isExpiredFailure, isTransportFailure, notProvided, type FlowFailure, type FlowOperation } from './flow-failure';
import { pageView, passingView, routeView, statusView } from './state-view';

export type AdditionStart = components['schemas']['AdditionStartResponse'];
export type AdditionSubmitRequest = components['schemas']['AdditionalSubmitRequest'];
export type SubmissionResult = components['schemas']['SubmissionResult'];
export type ReceptionIdSaveResult = components['schemas']['ReceptionIdSaveResponse'];
export type UserInfoUpdated = components['schemas']['UserInfoUpdated'];
export type { FlowFailure, InputConfirmResult, SessionData, SessionSaveResult };

export interface AdditionFlowInput {
  /** The step page the resident opened (a deep link or a reload lands on what the guards allow). */
  requestedPath: string;
  /** The addition's registry entry: its step paths and phase. */
  flow: FlowDefinition;
}

export interface AdditionFlowContext {
  requestedPath: string;
  /** The registry's `draftStart` as a path: the one page that may create the draft (issue 24). */
  draftStart: string;
  paths: StepPaths;
  draft: SessionData | null;
  /** From input_confirm: what the submit is bound to. */
  documentDigest: string | null;
  /** Made once per confirm and sent with every submit attempt (brief §6). */
  idempotencyKey: string | null;
  /** From additional_application_start: the 受付番号 the notices are added to. */
  originalReceptionNumber: string | null;
  submission: SubmissionResult | null;
  /** When the identity data was refreshed after the filing, if a new addition skipped its check for it. */
  identityRefreshedAt: string | null;
  failure: FlowFailure | null;
}

export type AdditionFlowEvent =
  | { type: 'CONFIRM' }
  | { type: 'SAVE_FOR_LATER' }
  | { type: 'SUBMIT' }
  | { type: 'BACK' }
  | { type: 'RETRY' }
  /** The resident moved to `path` with the browser (Back/Forward): follow it if the guards allow. */
  | { type: 'NAVIGATED'; path: string };

const failOn = failOnIn<AdditionFlowContext>('additionFlow');

/** Spec §4 for the addition: the applicant checked and the added businesses Complete, at least one. */
export function additionReady(draft: SessionData | null): boolean {
  if (draft === null) return false;
  const { attributes } = draft;
  return step11Complete(attributes) && additionalLifelineComplete(attributes) && attributes.businesses.applications.length > 0;
}

export const additionFlowMachine = setup({
  types: {
    context: {} as AdditionFlowContext,
    events: {} as AdditionFlowEvent,
    input: {} as AdditionFlowInput,
  },
  actors: {
    /** GET user_session/{phase}; null when the resident has no addition draft. */
    loadDraft: fromPromise<SessionData | null>(async () => notProvided('addition-flow', 'loadDraft')),
    /** POST user_session_initialize?phase=2: a new draft from the submitted normal application. */
    initializeDraft: fromPromise<SessionData>(async () => notProvided('addition-flow', 'initializeDraft')),
    /** GET user_info_updated: whether the identity data was refreshed after the filing. */
    loadIdentity: fromPromise<UserInfoUpdated>(async () => notProvided('addition-flow', 'loadIdentity')),
    /** POST user_session_tmp_save: where the resident resumes. */
    tmpSave: fromPromise<SessionSaveResult, { return_to: string }>(async () => notProvided('addition-flow', 'tmpSave')),
    /** POST input_confirm. */
    inputConfirm: fromPromise<InputConfirmResult>(async () => notProvided('addition-flow', 'inputConfirm')),
    /** A fresh idempotency key (a UUID). */
    createIdempotencyKey: fromPromise<string>(async () => notProvided('addition-flow', 'createIdempotencyKey')),
    /** POST additional_application_start: the confirmed digest still matches the draft. */
    startAddition: fromPromise<AdditionStart, { document_digest: string }>(async () => notProvided('addition-flow', 'startAddition')),
    /** POST additional_application (idempotent by its key). */
    submitAddition: fromPromise<SubmissionResult, AdditionSubmitRequest>(async () => notProvided('addition-flow', 'submitAddition')),
    /** POST reception_id_save with phase 2. */
    receptionIdSave: fromPromise<ReceptionIdSaveResult, { reception_number: string }>(async () => notProvided('addition-flow', 'receptionIdSave')),
  },
  actions: {
    keepFailure: assign({ failure: (_, params: { operation: FlowOperation; error: unknown }) => failureOf(params.operation, params.error) }),
    keepDocumentDigest: assign({ documentDigest: ({ event }) => outputOf<InputConfirmResult>(event).document_digest }),
    keepIdempotencyKey: assign({ idempotencyKey: ({ event }) => outputOf<string>(event) }),
    // Provided by src/web: the error page for the failure (spec §8's failure reporting).
    reportFailure: (_, _failure: FlowFailure) => {},
    // Provided by src/web: replace the page with /error/expired.
    redirectToExpired: () => {},
    // Provided by src/web: go to マイページ after 「一時保存してマイページへ」.
    goToMyPage: () => {},
    // Provided by src/web: replace the page with マイページ.
    redirectToMyPage: () => {},
    // Provided by src/web: the identity check (/after/checkinformation) of a new addition.
    goToIdentityCheck: () => {},
  },
  guards: {
    isAbsent: (_, params: { draft: SessionData | null }) => params.draft === null,
    isAbsentOffDraftStart: ({ context }, params: { draft: SessionData | null }) => params.draft === null && draftStartGuards.opensOffDraftStart({ context }),
    draftReady: ({ context }) => additionReady(context.draft),
    ...stepGuards,
    isNoApplication: (_, params: { error: unknown }) => errorCodeOf(params.error) === 'NOT_FOUND',
    refreshedAfterFiling: (_, params: { identity: UserInfoUpdated }) => params.identity.refreshed_after_filing_at !== null,
    isTransportFailure: (_, params: { error: unknown }) => isTransportFailure(params.error),
    isExpired: ({ context }) => isExpiredFailure(context.failure),
  },
}).createMachine({
  id: 'additionFlow',
  initial: 'loading',
  context: ({ input }) => ({
    requestedPath: input.requestedPath,
    draftStart: draftStartPathOf(input.flow),
    paths: stepPathsOf(input.flow),
    draft: null,
    documentDigest: null,
    idempotencyKey: null,
    originalReceptionNumber: null,
    submission: null,
    identityRefreshedAt: null,
    failure: null,
  }),
  states: {
    loading: {
      meta: passingView('GET user_session: the addition draft is read.'),
      invoke: {
        id: 'loadDraft',
        src: 'loadDraft',
        onDone: [
          // A reload of the thanks page (its draft closed) or Back to confirm after sending must not begin another addition.
          { guard: { type: 'isAbsentOffDraftStart', params: ({ event }) => ({ draft: event.output }) }, target: 'alreadySent' },
          { guard: { type: 'isAbsent', params: ({ event }) => ({ draft: event.output }) }, target: 'initializing' },
          { target: 'routing', actions: assign({ draft: ({ event }) => event.output }) },
        ],
        onError: failOn(sessionReadOf(flows.addition)),
      },
    },
    alreadySent: alreadySentState,
    initializing: {
      description: 'A new addition draft from the latest submitted normal application.',
      meta: passingView('POST user_session_initialize?phase=2: the draft is made from the sent application.'),
      invoke: {
        id: 'initializeDraft',
        src: 'initializeDraft',
        onDone: { target: 'checkingIdentity', actions: assign({ draft: ({ event }) => event.output }) },
        onError: [
          { guard: { type: 'isNoApplication', params: ({ event }) => ({ error: event.error }) }, target: 'noApplication' },
          failOn('user_session_initialize'),
        ],
      },
    },
    noApplication: {
      description: 'No submitted normal application to add to: the overview says what to do instead.',
      // Both of its texts (no application, a called-off move) offer to start a move.
      meta: { page: 'input', ...statusView('引越し手続きを始める') },
      type: 'final',
    },
    checkingIdentity: {
      description: 'Was the identity data refreshed after the filing? Then the check is skipped (issue 24); without an answer it is not.',
      meta: passingView('GET user_info_updated: whether the identity check is skipped.'),
      invoke: {
        id: 'loadIdentity',
        src: 'loadIdentity',
        onDone: [
          {
            guard: { type: 'refreshedAfterFiling', params: ({ event }) => ({ identity: event.output }) },
            target: 'routing',
            actions: assign({ identityRefreshedAt: ({ event }) => event.output.refreshed_after_filing_at }),
          },
          { target: 'identityCheck' },
        ],
        onError: 'identityCheck',
      },
    },
    identityCheck: {
      description: 'A new addition starts with checking the identity data the provider holds.',
      meta: routeView('after-checkinformation'),
      type: 'final',
      entry: 'goToIdentityCheck',
    },
    ...inputStates<AdditionFlowContext>('additionFlow', {
      routing: 'A deep link to confirm or thanks reaches confirm only with a draft ready to confirm.',
      input: 'The overview: the applicant and the businesses to add.',
    }),
    confirming: {
      ...confirmingState<AdditionFlowContext>('additionFlow'),
      entry: assign({ documentDigest: null, idempotencyKey: null, originalReceptionNumber: null }),
    },
    confirm: {
      description: 'The confirm page: the check-answers page and 送信する.',
      meta: { page: 'confirm', ...pageView },
      on: {
        SUBMIT: 'starting',
        BACK: 'input',
        NAVIGATED: { guard: { type: 'navigatedTo', params: { step: 'input' as StepName } }, target: 'input' },
      },
    },
    starting: {
      description: 'The start step without a signature (L1): a BAD_REQUEST is spec §8\'s 403, back to the confirm page.',
      meta: { page: 'confirm', ...passingView('POST additional_application_start: the submit follows.') },
      invoke: {
        id: 'startAddition',
        src: 'startAddition',
        input: ({ context }) => ({ document_digest: context.documentDigest ?? '' }),
        onDone: { target: 'submitting', actions: assign({ originalReceptionNumber: ({ event }) => event.output.original_reception_number }) },
        onError: failOn('additional_application_start'),
      },
    },
    submitting: {
      meta: { page: 'confirm', ...passingView('POST additional_application: the reception number is saved next.') },
      invoke: {
        id: 'submitAddition',
        src: 'submitAddition',
        input: ({ context }) => ({ idempotency_key: context.idempotencyKey ?? '', document_digest: context.documentDigest ?? '' }),
        onDone: { target: 'savingReception', actions: assign({ submission: ({ event }) => event.output, failure: null }) },
        onError: [
          {
            // The server may have accepted it: trying again with the same key is safe.
            guard: { type: 'isTransportFailure', params: ({ event }) => ({ error: event.error }) },
            target: 'submitFailed',
            actions: { type: 'keepFailure', params: ({ event }) => ({ operation: 'additional_application' as const, error: event.error }) },
          },
          failOn('additional_application'),
        ],
      },
    },
    submitFailed: {
      description: 'The submit got no answer; RETRY submits again with the same idempotency key.',
      meta: { page: 'confirm', ...statusView('送信できたかどうかを確かめられませんでした。') },
      on: { RETRY: 'submitting' },
    },
    savingReception: {
      meta: { page: 'confirm', ...passingView('POST reception_id_save: the thanks page follows.') },
      invoke: {
        id: 'receptionIdSave',
        src: 'receptionIdSave',
        input: ({ context }) => ({ reception_number: context.submission?.reception_number ?? '' }),
        onDone: 'thanks',
        // The addition is in: the resident must see its number even if this bookkeeping failed.
        onError: 'thanks',
      },
    },
    thanks: {
      description: 'The thanks page: the reception number. Nothing leads back into the flow.',
      meta: { page: 'thanks', ...pageView },
    },
    ...failureTail(),
  },
});

export type AdditionFlowActor = ActorRefFrom<typeof additionFlowMachine>;
export type AdditionFlowSnapshot = SnapshotFrom<typeof additionFlowMachine>;

/** The URL of the state (its `meta.page`), or null while it has none (loading, in between, gone to another page). */
export const pathForState: (snapshot: AdditionFlowSnapshot) => string | null = stepPathOf;
