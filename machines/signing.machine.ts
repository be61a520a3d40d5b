// The signing sub-flow (issue 10), invoked as a child by a signed flow's promptauth step (the
// normal flow now, the revocation flow next): start a signing request, poll the inquiry until
// it is signed, has failed or timed out, submit with the flow's idempotency key, and save the
// reception number. It ends with an outcome the parent turns into its next page; the resident's
// choices (try again, go back) stay with the parent. Every call is an actor the edge provides.
import { isVisitSlotTaken, visitSlotTakenMessage } from '#shared/domain/visit-slot-taken';
import { assign, fromPromise, sendParent, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { components } from '#shared/api/schema';
import { failureOf, isTransportFailure, notProvided, type FlowFailure, type FlowOperation } from './flow-failure';
import { errorView, passingView, statusView } from './state-view';

export type SigningStart = components['schemas']['SigningStartResponse'];
export type SignatureInquiry = components['schemas']['SignatureInquiryResponse'];
export type SignatureFailureReason = components['schemas']['SignatureFailureReason'];
export type SubmissionResult = components['schemas']['SubmissionResult'];
export type ReceptionIdSaveResult = components['schemas']['ReceptionIdSaveResponse'];

export interface SignatureFailure {
  /** The provider's reason, or the submit's refusal because the visit slot filled meanwhile (issue 27). */
  reason: SignatureFailureReason | 'visit_slot_taken';
  /** The server's Japanese message saying what to do; null when the wait timed out here. */
  message: string | null;
}

export interface SigningInput {
  /** From input_confirm: what the signature covers. */
  documentDigest: string;
  /** Made once per confirm by the parent and sent with every submit attempt (brief §6). */
  idempotencyKey: string;
  /** A request already signed whose submission got no answer: submit it again, do not sign again. */
  signedRequest: SigningStart | null;
}

/** How the run ended; the parent shows the matching page. */
export type SigningOutput =
  | { outcome: 'submitted'; signature: SigningStart; submission: SubmissionResult }
  | { outcome: 'signatureFailed'; signature: SigningStart; signatureFailure: SignatureFailure }
  /** The submit got no answer: the server may have it, so only the same key may be sent again. */
  | { outcome: 'unanswered'; signature: SigningStart; failure: FlowFailure }
  | { outcome: 'failed'; failure: FlowFailure };

/** Sent to the parent once the signing request exists (the promptauth page can show it). */
export interface SignatureRequested {
  type: 'SIGNATURE_REQUESTED';
  signature: SigningStart;
}

export interface SigningContext extends SigningInput {
  signature: SigningStart | null;
  signatureFailure: SignatureFailure | null;
  submission: SubmissionResult | null;
  failure: FlowFailure | null;
  outcome: SigningOutput['outcome'] | null;
}

/** The server's message of a refused call (read structurally, as errorCodeOf reads the code). */
const messageOf = (error: unknown): string | null =>
  typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string' ? error.message : null;

const failOn = (operation: FlowOperation) => ({
  target: '#signing.failed',
  actions: { type: 'keepFailure', params: ({ event }: { event: { error: unknown } }) => ({ operation, error: event.error }) },
}) as const;

const requested = sendParent(({ context }: { context: SigningContext }): SignatureRequested => ({
  type: 'SIGNATURE_REQUESTED',
  signature: context.signature as SigningStart,
}));

export const signingMachine = setup({
  types: {
    context: {} as SigningContext,
    input: {} as SigningInput,
    output: {} as SigningOutput,
  },
  actors: {
    /** POST application_start. */
    applicationStart: fromPromise<SigningStart, { document_digest: string }>(async () => notProvided('signing', 'applicationStart')),
    /** POST signature_inquiry. */
    signatureInquiry: fromPromise<SignatureInquiry, { signature_request_id: string }>(async () => notProvided('signing', 'signatureInquiry')),
    /** POST application. */
    submitApplication: fromPromise<SubmissionResult, { idempotency_key: string; signature_request_id: string }>(async () =>
      notProvided('signing', 'submitApplication')),
    /** POST reception_id_save. */
    receptionIdSave: fromPromise<ReceptionIdSaveResult, { reception_number: string }>(async () => notProvided('signing', 'receptionIdSave')),
  },
  actions: {
    keepFailure: assign({ failure: (_, params: { operation: FlowOperation; error: unknown }) => failureOf(params.operation, params.error) }),
    reportRequested: requested,
  },
  guards: {
    resumesSubmission: ({ context }) => context.signature !== null,
    isSigned: (_, params: { inquiry: SignatureInquiry }) => params.inquiry.state === 'signed',
    signingFailed: (_, params: { inquiry: SignatureInquiry }) => params.inquiry.state === 'failed',
    isTransportFailure: (_, params: { error: unknown }) => isTransportFailure(params.error),
    isVisitSlotTaken: (_, params: { error: unknown }) => isVisitSlotTaken(params.error),
  },
  delays: {
    /** Between two signature_inquiry calls. */
    pollInterval: 2000,
    /** How long the resident has to sign; the edge derives it from the signing request's expires_at. */
    signatureTimeout: 10 * 60 * 1000,
  },
}).createMachine({
  id: 'signing',
  initial: 'routing',
  context: ({ input }) => ({
    ...input,
    signature: input.signedRequest,
    signatureFailure: null,
    submission: null,
    failure: null,
    outcome: null,
  }),
  output: ({ context }): SigningOutput => {
    const { signature, signatureFailure, submission, failure } = context;
    if (context.outcome === 'submitted' && signature && submission) return { outcome: 'submitted', signature, submission };
    if (context.outcome === 'signatureFailed' && signature && signatureFailure) return { outcome: 'signatureFailed', signature, signatureFailure };
    if (context.outcome === 'unanswered' && signature && failure) return { outcome: 'unanswered', signature, failure };
    return { outcome: 'failed', failure: failure as FlowFailure };
  },
  states: {
    routing: {
      description: 'A request already signed is submitted again; anything else starts a new signing request.',
      meta: passingView('Decided at once from the input.'),
      always: [{ guard: 'resumesSubmission', target: 'submitting', actions: 'reportRequested' }, { target: 'starting' }],
    },
    starting: {
      meta: passingView('application_start runs: the signing app\'s link follows.'),
      invoke: {
        id: 'applicationStart',
        src: 'applicationStart',
        input: ({ context }) => ({ document_digest: context.documentDigest }),
        onDone: { target: 'polling', actions: [assign({ signature: ({ event }) => event.output }), 'reportRequested'] },
        onError: failOn('application_start'),
      },
    },
    polling: {
      description: 'The resident signs in the provider\'s app while this asks, every pollInterval, until signatureTimeout.',
      meta: statusView('署名を待っています'),
      initial: 'waiting',
      after: {
        signatureTimeout: { target: 'signatureFailed', actions: assign({ signatureFailure: { reason: 'request_expired', message: null } }) },
      },
      states: {
        waiting: {
          meta: statusView('署名を待っています'),
          after: { pollInterval: 'inquiring' },
        },
        inquiring: {
          meta: passingView('signature_inquiry runs: its answer decides what follows.'),
          invoke: {
            id: 'signatureInquiry',
            src: 'signatureInquiry',
            input: ({ context }) => ({ signature_request_id: context.signature?.signature_request_id ?? '' }),
            onDone: [
              { guard: { type: 'isSigned', params: ({ event }) => ({ inquiry: event.output }) }, target: '#signing.submitting' },
              {
                guard: { type: 'signingFailed', params: ({ event }) => ({ inquiry: event.output }) },
                target: '#signing.signatureFailed',
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
    submitting: {
      meta: passingView('POST application runs (at once after the signature, or sent again).'),
      invoke: {
        id: 'submitApplication',
        src: 'submitApplication',
        input: ({ context }) => ({ idempotency_key: context.idempotencyKey, signature_request_id: context.signature?.signature_request_id ?? '' }),
        onDone: { target: 'savingReception', actions: assign({ submission: ({ event }) => event.output, failure: null }) },
        onError: [
          {
            // The server may have accepted it: trying again with the same key is safe.
            guard: { type: 'isTransportFailure', params: ({ event }) => ({ error: event.error }) },
            target: 'unanswered',
            actions: { type: 'keepFailure', params: ({ event }) => ({ operation: 'application', error: event.error }) },
          },
          {
            // The visit slot filled meanwhile (issue 27): nothing was stored; the page says to choose another slot.
            guard: { type: 'isVisitSlotTaken', params: ({ event }) => ({ error: event.error }) },
            target: 'signatureFailed',
            actions: assign({ signatureFailure: ({ event }) => ({ reason: 'visit_slot_taken' as const, message: messageOf(event.error) ?? visitSlotTakenMessage }) }),
          },
          failOn('application'),
        ],
      },
    },
    savingReception: {
      meta: passingView('reception_id_save runs: the thanks page follows, whatever its answer.'),
      invoke: {
        id: 'receptionIdSave',
        src: 'receptionIdSave',
        input: ({ context }) => ({ reception_number: context.submission?.reception_number ?? '' }),
        onDone: 'submitted',
        // The application is in: the resident must see its number even if this bookkeeping failed.
        onError: 'submitted',
      },
    },
    // The final states show as the parent's pages: thanks, or promptauth's alerts (signed-flow.ts).
    submitted: { meta: statusView('受付番号'), type: 'final', entry: assign({ outcome: 'submitted' }) },
    signatureFailed: {
      description: 'A locked PIN, an expired certificate, the wait ran out… with the server\'s message.',
      meta: statusView('電子署名ができませんでした'),
      type: 'final',
      entry: assign({ outcome: 'signatureFailed' }),
    },
    unanswered: { meta: statusView('を送信できたか確認できませんでした'), type: 'final', entry: assign({ outcome: 'unanswered' }) },
    failed: { meta: errorView, type: 'final', entry: assign({ outcome: 'failed' }) },
  },
});

export type SigningActor = ActorRefFrom<typeof signingMachine>;
export type SigningSnapshot = SnapshotFrom<typeof signingMachine>;
