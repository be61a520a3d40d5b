// The normal application (phase 1) from start to thanks (issue 5): load or create the draft,
// let the resident fill it in on /step, confirm it (input_confirm freezes it and gives the
// digest to sign), save the session, sign at the identity provider while polling
// signature_inquiry, submit with an idempotency key, and show the reception number.
// The URL mirrors the state (`pathForState`); a deep link only reaches what the guards allow.
// Every effect (HTTP, key making, navigation, failure reporting) is provided by src/web.
import { and, assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { components } from '../src/shared/api/schema';
import { readyToConfirm } from '../src/shared/domain/completion';
import { pathOf } from '../src/shared/routes';
import { failureOf, isTransportFailure, type FlowFailure, type NormalFlowOperation } from './normal-flow-failure';

export type SessionData = components['schemas']['SessionData'];
export type InputConfirmResult = components['schemas']['InputConfirmResponse'];
export type SessionSaveResult = components['schemas']['SessionSaveResponse'];
export type SigningStart = components['schemas']['SigningStartResponse'];
export type SignatureInquiry = components['schemas']['SignatureInquiryResponse'];
export type SignatureFailureReason = components['schemas']['SignatureFailureReason'];
export type SubmissionResult = components['schemas']['SubmissionResult'];
export type ReceptionIdSaveResult = components['schemas']['ReceptionIdSaveResponse'];
export type { FlowFailure, NormalFlowOperation };

/** The four pages of the flow (spec §2). */
export const stepPaths = {
  input: pathOf('step'),
  confirm: pathOf('step-confirm'),
  promptauth: pathOf('step-promptauth'),
  thanks: pathOf('step-thanks'),
} as const;

export interface SignatureFailure {
  reason: SignatureFailureReason;
  /** The server's Japanese message saying what to do; null when the wait timed out here. */
  message: string | null;
}

export interface NormalFlowInput {
  /** The step page the resident opened (a deep link or a reload lands on what the guards allow). */
  requestedPath: string;
}

export interface NormalFlowContext {
  requestedPath: string;
  draft: SessionData | null;
  /** From input_confirm: what the signature covers. */
  documentDigest: string | null;
  /** Made once per confirm and sent with every submit attempt (brief §6). */
  idempotencyKey: string | null;
  signature: SigningStart | null;
  signatureFailure: SignatureFailure | null;
  submission: SubmissionResult | null;
  failure: FlowFailure | null;
}

export type NormalFlowEvent =
  | { type: 'CONFIRM' }
  | { type: 'SAVE_FOR_LATER' }
  | { type: 'SIGN' }
  | { type: 'BACK' }
  | { type: 'RETRY' }
  /** The resident moved to `path` with the browser (Back/Forward): follow it if the guards allow. */
  | { type: 'NAVIGATED'; path: string };

function notProvided(name: string): never {
  throw new Error(`normal-flow machine: actor "${name}" is not provided`);
}

const deepPaths: readonly string[] = [stepPaths.confirm, stepPaths.promptauth, stepPaths.thanks];

/** A call's failure: kept with its operation (for the catalogue), then routed by `failing`. */
const failOn = (operation: NormalFlowOperation) => ({
  target: '#normalFlow.failing',
  actions: { type: 'keepFailure', params: ({ event }: { event: { error: unknown } }) => ({ operation, error: event.error }) },
}) as const;

export const normalFlowMachine = setup({
  types: {
    context: {} as NormalFlowContext,
    events: {} as NormalFlowEvent,
    input: {} as NormalFlowInput,
  },
  actors: {
    /** GET user_session/1; null when the resident has no draft yet. */
    loadDraft: fromPromise<SessionData | null>(async () => notProvided('loadDraft')),
    /** POST user_session_form_create (phase 1). */
    createDraft: fromPromise<SessionData>(async () => notProvided('createDraft')),
    /** POST user_session_tmp_save: where the resident resumes. */
    tmpSave: fromPromise<SessionSaveResult, { return_to: string }>(async () => notProvided('tmpSave')),
    /** POST input_confirm (phase 1). */
    inputConfirm: fromPromise<InputConfirmResult>(async () => notProvided('inputConfirm')),
    /** A fresh idempotency key (a UUID). */
    createIdempotencyKey: fromPromise<string>(async () => notProvided('createIdempotencyKey')),
    /** POST application_start. */
    applicationStart: fromPromise<SigningStart, { document_digest: string }>(async () => notProvided('applicationStart')),
    /** POST signature_inquiry. */
    signatureInquiry: fromPromise<SignatureInquiry, { signature_request_id: string }>(async () => notProvided('signatureInquiry')),
    /** POST application. */
    submitApplication: fromPromise<SubmissionResult, { idempotency_key: string; signature_request_id: string }>(async () =>
      notProvided('submitApplication')),
    /** POST reception_id_save (phase 1). */
    receptionIdSave: fromPromise<ReceptionIdSaveResult, { reception_number: string }>(async () => notProvided('receptionIdSave')),
  },
  actions: {
    keepFailure: assign({ failure: (_, params: { operation: NormalFlowOperation; error: unknown }) => failureOf(params.operation, params.error) }),
    // Provided by src/web: the error page for the failure (spec §8's failure reporting).
    reportFailure: (_, _failure: FlowFailure) => {},
    // Provided by src/web: replace the page with /error/expired.
    redirectToExpired: () => {},
    // Provided by src/web: go to マイページ after 「一時保存してマイページへ」.
    goToMyPage: () => {},
  },
  guards: {
    isAbsent: (_, params: { draft: SessionData | null }) => params.draft === null,
    draftReady: ({ context }) => context.draft !== null && readyToConfirm(context.draft.attributes),
    wantsConfirm: ({ context }) => deepPaths.includes(context.requestedPath),
    navigatedTo: ({ event }, params: { path: string }) => event.type === 'NAVIGATED' && event.path === params.path,
    isSigned: (_, params: { inquiry: SignatureInquiry }) => params.inquiry.state === 'signed',
    signingFailed: (_, params: { inquiry: SignatureInquiry }) => params.inquiry.state === 'failed',
    isTransportFailure: (_, params: { error: unknown }) => isTransportFailure(params.error),
    isExpired: ({ context }) => context.failure?.status === 408,
  },
  delays: {
    /** Between two signature_inquiry calls. */
    pollInterval: 2000,
    /** How long the resident has to sign; the edge derives it from the signing request's expires_at. */
    signatureTimeout: 10 * 60 * 1000,
  },
}).createMachine({
  id: 'normalFlow',
  initial: 'loading',
  context: ({ input }) => ({
    requestedPath: input.requestedPath,
    draft: null,
    documentDigest: null,
    idempotencyKey: null,
    signature: null,
    signatureFailure: null,
    submission: null,
    failure: null,
  }),
  states: {
    loading: {
      invoke: {
        id: 'loadDraft',
        src: 'loadDraft',
        onDone: [
          { guard: { type: 'isAbsent', params: ({ event }) => ({ draft: event.output }) }, target: 'creating' },
          { target: 'routing', actions: assign({ draft: ({ event }) => event.output }) },
        ],
        onError: failOn('user_session/1'),
      },
    },
    creating: {
      invoke: {
        id: 'createDraft',
        src: 'createDraft',
        onDone: { target: 'routing', actions: assign({ draft: ({ event }) => event.output }) },
        onError: failOn('user_session_form_create'),
      },
    },
    routing: {
      description: 'A deep link to confirm, promptauth or thanks reaches confirm only with a draft ready to confirm.',
      always: [{ guard: and(['wantsConfirm', 'draftReady']), target: 'confirming' }, { target: 'input' }],
    },
    input: {
      description: '/step: the resident fills in step 1 and step 2.',
      on: {
        CONFIRM: { guard: 'draftReady', target: 'confirming' },
        SAVE_FOR_LATER: 'saving',
        NAVIGATED: { guard: and([{ type: 'navigatedTo', params: { path: stepPaths.confirm } }, 'draftReady']), target: 'confirming' },
      },
    },
    saving: {
      invoke: {
        id: 'tmpSave',
        src: 'tmpSave',
        input: { return_to: stepPaths.input },
        onDone: 'saved',
        onError: failOn('user_session_tmp_save'),
      },
    },
    saved: {
      type: 'final',
      entry: 'goToMyPage',
    },
    confirming: {
      description: 'input_confirm freezes the draft; a new confirm gets a new idempotency key.',
      initial: 'freezing',
      entry: assign({ documentDigest: null, idempotencyKey: null, signature: null, signatureFailure: null }),
      states: {
        freezing: {
          invoke: {
            id: 'inputConfirm',
            src: 'inputConfirm',
            onDone: { target: 'keying', actions: assign({ documentDigest: ({ event }) => event.output.document_digest }) },
            onError: failOn('input_confirm'),
          },
        },
        keying: {
          invoke: {
            id: 'createIdempotencyKey',
            src: 'createIdempotencyKey',
            onDone: { target: '#normalFlow.confirm', actions: assign({ idempotencyKey: ({ event }) => event.output }) },
            onError: failOn('idempotency_key'),
          },
        },
      },
    },
    confirm: {
      description: '/step/confirm: the check-answers page.',
      on: {
        SIGN: 'savingSession',
        BACK: 'input',
        NAVIGATED: { guard: { type: 'navigatedTo', params: { path: stepPaths.input } }, target: 'input' },
      },
    },
    savingSession: {
      description: 'The session-save step: a resident who leaves for the signing app comes back to promptauth.',
      invoke: {
        id: 'tmpSave',
        src: 'tmpSave',
        input: { return_to: stepPaths.promptauth },
        onDone: 'startingSignature',
        onError: failOn('user_session_tmp_save'),
      },
    },
    startingSignature: {
      invoke: {
        id: 'applicationStart',
        src: 'applicationStart',
        input: ({ context }) => ({ document_digest: context.documentDigest ?? '' }),
        onDone: { target: 'promptauth', actions: assign({ signature: ({ event }) => event.output, signatureFailure: null }) },
        onError: failOn('application_start'),
      },
    },
    promptauth: {
      description: '/step/promptauth: the resident signs in the provider\'s app while this polls.',
      initial: 'waiting',
      after: {
        signatureTimeout: { target: 'signatureFailed', actions: assign({ signatureFailure: { reason: 'request_expired', message: null } }) },
      },
      on: {
        BACK: 'confirm',
        NAVIGATED: [
          { guard: { type: 'navigatedTo', params: { path: stepPaths.confirm } }, target: 'confirm' },
          { guard: { type: 'navigatedTo', params: { path: stepPaths.input } }, target: 'input' },
        ],
      },
      states: {
        waiting: {
          after: { pollInterval: 'inquiring' },
        },
        inquiring: {
          invoke: {
            id: 'signatureInquiry',
            src: 'signatureInquiry',
            input: ({ context }) => ({ signature_request_id: context.signature?.signature_request_id ?? '' }),
            onDone: [
              { guard: { type: 'isSigned', params: ({ event }) => ({ inquiry: event.output }) }, target: '#normalFlow.submitting' },
              {
                guard: { type: 'signingFailed', params: ({ event }) => ({ inquiry: event.output }) },
                target: '#normalFlow.signatureFailed',
                actions: assign({
                  signatureFailure: ({ event }) => ({ reason: event.output.reason ?? 'signature_invalid', message: event.output.message }),
                }),
              },
              { target: 'waiting' },
            ],
            onError: failOn('signature_inquiry'),
          },
        },
      },
    },
    signatureFailed: {
      description: 'A locked PIN, an expired certificate… with the server\'s message; the resident may try again.',
      on: {
        RETRY: 'startingSignature',
        BACK: 'confirm',
        NAVIGATED: [
          { guard: { type: 'navigatedTo', params: { path: stepPaths.confirm } }, target: 'confirm' },
          { guard: { type: 'navigatedTo', params: { path: stepPaths.input } }, target: 'input' },
        ],
      },
    },
    submitting: {
      invoke: {
        id: 'submitApplication',
        src: 'submitApplication',
        input: ({ context }) => ({
          idempotency_key: context.idempotencyKey ?? '',
          signature_request_id: context.signature?.signature_request_id ?? '',
        }),
        onDone: { target: 'savingReception', actions: assign({ submission: ({ event }) => event.output, failure: null }) },
        onError: [
          {
            // The server may have accepted it: trying again with the same key is safe.
            guard: { type: 'isTransportFailure', params: ({ event }) => ({ error: event.error }) },
            target: 'submitFailed',
            actions: { type: 'keepFailure', params: ({ event }) => ({ operation: 'application', error: event.error }) },
          },
          failOn('application'),
        ],
      },
    },
    submitFailed: {
      description: 'The submit got no answer; RETRY sends it again with the same idempotency key.',
      on: { RETRY: 'submitting' },
    },
    savingReception: {
      invoke: {
        id: 'receptionIdSave',
        src: 'receptionIdSave',
        input: ({ context }) => ({ reception_number: context.submission?.reception_number ?? '' }),
        onDone: 'thanks',
        // The application is in: the resident must see its number even if this bookkeeping failed.
        onError: 'thanks',
      },
    },
    thanks: {
      description: '/step/thanks: the reception number. Nothing leads back into the flow.',
    },
    failing: {
      always: [{ guard: 'isExpired', target: 'expired' }, { target: 'failed' }],
    },
    failed: {
      type: 'final',
      entry: { type: 'reportFailure', params: ({ context }) => context.failure as FlowFailure },
    },
    expired: {
      type: 'final',
      entry: 'redirectToExpired',
    },
  },
});

export type NormalFlowActor = ActorRefFrom<typeof normalFlowMachine>;
export type NormalFlowSnapshot = SnapshotFrom<typeof normalFlowMachine>;

type TopState = keyof typeof normalFlowMachine.config.states & string;

/** Where each state is shown; null: no page of its own (the URL stays as it is). */
const pathOfState: Readonly<Record<TopState, string | null>> = {
  loading: null,
  creating: null,
  routing: null,
  input: stepPaths.input,
  saving: stepPaths.input,
  saved: null,
  confirming: null,
  confirm: stepPaths.confirm,
  // Reached from confirm and, on RETRY, from promptauth: the URL stays on the page that asked.
  savingSession: null,
  startingSignature: null,
  promptauth: stepPaths.promptauth,
  signatureFailed: stepPaths.promptauth,
  submitting: stepPaths.promptauth,
  submitFailed: stepPaths.promptauth,
  savingReception: stepPaths.promptauth,
  thanks: stepPaths.thanks,
  failing: null,
  failed: null,
  expired: null,
};

/** The top-level state of a snapshot value ('promptauth' for { promptauth: 'waiting' }). */
export function topStateOf(value: unknown): TopState {
  const key = typeof value === 'string' ? value : Object.keys(value as object)[0];
  return key as TopState;
}

/** The URL of the state, or null while it has none (loading, in between, gone to another page). */
export function pathForState(snapshot: Pick<NormalFlowSnapshot, 'value'>): string | null {
  return pathOfState[topStateOf(snapshot.value)] ?? null;
}
