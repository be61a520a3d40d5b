// The normal application (phase 1) from start to thanks (issue 5): load the draft, or create it
// when the resident opened the flow's draft start (/step; any other page goes to マイページ, issue 24),
// let the resident fill it in on the input page, confirm it (input_confirm freezes it and gives
// the digest to sign), save the session, then sign and submit in the signing child machine
// (signing.machine.ts) and show the reception number. The step paths come from the flow registry
// as input; the URL mirrors the state (its `meta.page`, `pathForState`), so a deep link only reaches what the
// guards allow. Every effect (HTTP, key making, navigation, failure reporting) is provided by src/web.
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { readyToConfirm } from '#shared/domain/completion';
import { draftStartPathOf, stepPathsOf, type FlowDefinition } from '#shared/flows';
import { alreadySentState, confirmingState, draftStartGuards, failOnIn, inputStates, outputOf, stepGuards, stepPathOf, type InputConfirmResult, type SessionData, type SessionSaveResult, type StepName, type StepPaths } from './draft-flow';
import { failureOf, failureTail, isExpiredFailure, notProvided, type FlowFailure, type FlowOperation } from './flow-failure';
import { savingSessionState, signedStates, signingGuards, signingOutcomeUpdate, type SignedFlowContext } from './signed-flow';
import { pageView, passingView } from './state-view';
import { signingMachine, type SignatureRequested, type SigningOutput } from './signing.machine';

export type { InputConfirmResult, SessionData, SessionSaveResult, StepName, StepPaths };
export type {
  ReceptionIdSaveResult,
  SignatureFailure,
  SignatureFailureReason,
  SignatureInquiry,
  SigningStart,
  SubmissionResult,
} from './signing.machine';
export type { FlowFailure };
/** The operations the flow's failures name (kept under its old name for the pages). */
export type NormalFlowOperation = FlowOperation;

export interface NormalFlowInput {
  /** The step page the resident opened (a deep link or a reload lands on what the guards allow). */
  requestedPath: string;
  /** The flow's registry entry: its step paths and phase. */
  flow: FlowDefinition;
}

export interface NormalFlowContext extends SignedFlowContext {
  requestedPath: string;
  /** The registry's `draftStart` as a path: the one page that may create the draft (issue 24). */
  draftStart: string;
  /** `user_session/{phase}` as the error catalogue names the draft's load. */
  loadOperation: FlowOperation;
  draft: SessionData | null;
}

export type NormalFlowEvent =
  | { type: 'CONFIRM' }
  | { type: 'SAVE_FOR_LATER' }
  | { type: 'SIGN' }
  | { type: 'BACK' }
  | { type: 'RETRY' }
  /** The resident moved to `path` with the browser (Back/Forward): follow it if the guards allow. */
  | { type: 'NAVIGATED'; path: string }
  | SignatureRequested;

/** A call's failure: kept with its operation (for the catalogue), then routed by `failing`. */
const failOn = failOnIn<NormalFlowContext>('normalFlow');

export const normalFlowMachine = setup({
  types: {
    context: {} as NormalFlowContext,
    events: {} as NormalFlowEvent,
    input: {} as NormalFlowInput,
  },
  actors: {
    /** GET user_session/{phase}; null when the resident has no draft yet. */
    loadDraft: fromPromise<SessionData | null>(async () => notProvided('normal-flow', 'loadDraft')),
    /** POST user_session_form_create. */
    createDraft: fromPromise<SessionData>(async () => notProvided('normal-flow', 'createDraft')),
    /** POST user_session_tmp_save: where the resident resumes. */
    tmpSave: fromPromise<SessionSaveResult, { return_to: string }>(async () => notProvided('normal-flow', 'tmpSave')),
    /** POST input_confirm. */
    inputConfirm: fromPromise<InputConfirmResult>(async () => notProvided('normal-flow', 'inputConfirm')),
    /** A fresh idempotency key (a UUID). */
    createIdempotencyKey: fromPromise<string>(async () => notProvided('normal-flow', 'createIdempotencyKey')),
    /** The signing sub-flow; the edge provides it with its calls. */
    signing: signingMachine,
  },
  actions: {
    keepFailure: assign({ failure: (_, params: { operation: FlowOperation; error: unknown }) => failureOf(params.operation, params.error) }),
    keepDocumentDigest: assign({ documentDigest: ({ event }) => outputOf<InputConfirmResult>(event).document_digest }),
    keepIdempotencyKey: assign({ idempotencyKey: ({ event }) => outputOf<string>(event) }),
    keepSigningOutcome: assign((_, output: SigningOutput) => signingOutcomeUpdate(output)),
    keepSignatureRequest: assign({ signature: ({ event }) => (event.type === 'SIGNATURE_REQUESTED' ? event.signature : null) }),
    forgetSignature: assign({ signature: null, signatureFailure: null }),
    // Provided by src/web: the error page for the failure (spec §8's failure reporting).
    reportFailure: (_, _failure: FlowFailure) => {},
    // Provided by src/web: replace the page with /error/expired.
    redirectToExpired: () => {},
    // Provided by src/web: go to マイページ after 「一時保存してマイページへ」.
    goToMyPage: () => {},
    // Provided by src/web: replace the page with マイページ.
    redirectToMyPage: () => {},
  },
  guards: {
    isAbsent: (_, params: { draft: SessionData | null }) => params.draft === null,
    isAbsentOffDraftStart: ({ context }, params: { draft: SessionData | null }) => params.draft === null && draftStartGuards.opensOffDraftStart({ context }),
    draftReady: ({ context }) => context.draft !== null && readyToConfirm(context.draft.attributes),
    ...stepGuards,
    ...signingGuards,
    isExpired: ({ context }) => isExpiredFailure(context.failure),
  },
}).createMachine({
  id: 'normalFlow',
  initial: 'loading',
  context: ({ input }) => ({
    requestedPath: input.requestedPath,
    draftStart: draftStartPathOf(input.flow),
    paths: stepPathsOf(input.flow),
    loadOperation: `user_session/${input.flow.phase}`,
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
      meta: passingView('GET user_session: the draft is read.'),
      invoke: {
        id: 'loadDraft',
        src: 'loadDraft',
        onDone: [
          // A reload of thanks (its draft closed) or a link to confirm must not begin another filing.
          { guard: { type: 'isAbsentOffDraftStart', params: ({ event }) => ({ draft: event.output }) }, target: 'alreadySent' },
          { guard: { type: 'isAbsent', params: ({ event }) => ({ draft: event.output }) }, target: 'creating' },
          { target: 'routing', actions: assign({ draft: ({ event }) => event.output }) },
        ],
        onError: failOn((context) => context.loadOperation),
      },
    },
    alreadySent: alreadySentState,
    creating: {
      meta: passingView('POST user_session_form_create: the draft is made.'),
      invoke: {
        id: 'createDraft',
        src: 'createDraft',
        onDone: { target: 'routing', actions: assign({ draft: ({ event }) => event.output }) },
        onError: failOn('user_session_form_create'),
      },
    },
    ...inputStates<NormalFlowContext>('normalFlow', {
      routing: 'A deep link to confirm, promptauth or thanks reaches confirm only with a draft ready to confirm.',
      input: 'The input page: the resident fills in step 1 and step 2.',
    }),
    confirming: {
      ...confirmingState<NormalFlowContext>('normalFlow'),
      entry: assign({ documentDigest: null, idempotencyKey: null, signature: null, signatureFailure: null }),
    },
    confirm: {
      description: 'The confirm page: the check-answers page.',
      meta: { page: 'confirm', ...pageView },
      on: {
        SIGN: 'savingSession',
        BACK: 'input',
        NAVIGATED: { guard: { type: 'navigatedTo', params: { step: 'input' } }, target: 'input' },
      },
    },
    savingSession: savingSessionState<NormalFlowContext, 'tmpSave'>('normalFlow', { src: 'tmpSave', operation: 'user_session_tmp_save' }),
    ...signedStates<NormalFlowContext>({
      promptauth: 'The promptauth page: the signing child signs, submits and saves the reception number.',
    }),
    thanks: {
      description: 'The thanks page: the reception number. Nothing leads back into the flow.',
      meta: { page: 'thanks', ...pageView },
    },
    ...failureTail(),
  },
});

export type NormalFlowActor = ActorRefFrom<typeof normalFlowMachine>;
export type NormalFlowSnapshot = SnapshotFrom<typeof normalFlowMachine>;

/** The URL of the state (its `meta.page`), or null while it has none (loading, in between, gone to another page). */
export const pathForState: (snapshot: NormalFlowSnapshot) => string | null = stepPathOf;
