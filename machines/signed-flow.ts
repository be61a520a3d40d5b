// What the flows signed with the signing certificate share (the normal flow, the revocation
// flow): the promptauth step that invokes the signing child (signing.machine.ts) and turns its
// outcome into the next page, and the two pages it may end on besides thanks (a failed signature
// the resident may try again, a submit that got no answer). Each flow composes these with its own
// states; the machine declares the `keepSigningOutcome` action (signingOutcomeUpdate) and the
// `signingEndedWith` guard (signingGuards).
import type { FlowFailure, FlowOperation } from './flow-failure';
import { failOnIn, outputOf, type StepPaths } from './draft-flow';
import { pageView, passingView, statusView } from './state-view';
import type { SignatureFailure, SigningOutput, SigningStart, SubmissionResult } from './signing.machine';

/** What the signed steps read and write of a flow's context. */
export interface SignedFlowContext {
  paths: StepPaths;
  /** From the confirm call: what the signature covers. */
  documentDigest: string | null;
  /** Made once per confirm and sent with every submit attempt (brief §6). */
  idempotencyKey: string | null;
  signature: SigningStart | null;
  signatureFailure: SignatureFailure | null;
  submission: SubmissionResult | null;
  failure: FlowFailure | null;
}

/** What the flow keeps of the child's outcome; `failureOf` lets a flow name its own operations. */
export function signingOutcomeUpdate(output: SigningOutput, failureOf: (failure: FlowFailure) => FlowFailure = (failure) => failure): Partial<SignedFlowContext> {
  switch (output.outcome) {
    case 'submitted':
      return { signature: output.signature, submission: output.submission, failure: null };
    case 'signatureFailed':
      return { signature: output.signature, signatureFailure: output.signatureFailure };
    case 'unanswered':
      return { signature: output.signature, failure: failureOf(output.failure) };
    case 'failed':
      return { failure: failureOf(output.failure) };
  }
}

export const signingGuards = {
  // The child's done event is not one of the flow's own events, so its output is read here.
  signingEndedWith: ({ event }: { event: unknown }, params: { outcome: SigningOutput['outcome'] }) =>
    (event as { output?: SigningOutput }).output?.outcome === params.outcome,
};

/** Static params, so the diagram shows which outcome each arrow is for. */
const outcomeIs = (outcome: SigningOutput['outcome']) => ({ type: 'signingEndedWith', params: { outcome } }) as const;

const keepOutcome = { type: 'keepSigningOutcome', params: ({ event }: { event: unknown }) => outputOf<SigningOutput>(event) } as const;

/** Back to the confirm page or, from there, the input page, when the browser went there. */
const backTo = [
  { guard: { type: 'navigatedTo', params: { step: 'confirm' } }, target: 'confirm' },
  { guard: { type: 'navigatedTo', params: { step: 'input' } }, target: 'input' },
] as const;

/**
 * promptauth (the signing child signs, submits and saves the reception number), signatureFailed
 * and submitFailed. The flow has `confirm`, `input`, `thanks` and `failing` states.
 */
export function signedStates<TContext extends SignedFlowContext>(describe: { promptauth: string }) {
  return {
    promptauth: {
      description: describe.promptauth,
      meta: { page: 'promptauth', ...pageView },
      initial: 'preparing',
      invoke: {
        id: 'signing',
        src: 'signing',
        input: ({ context }: { context: TContext }) => ({
          documentDigest: context.documentDigest ?? '',
          idempotencyKey: context.idempotencyKey ?? '',
          signedRequest: context.signature,
        }),
        onDone: [
          { guard: outcomeIs('submitted'), target: 'thanks', actions: keepOutcome },
          { guard: outcomeIs('signatureFailed'), target: 'signatureFailed', actions: keepOutcome },
          { guard: outcomeIs('unanswered'), target: 'submitFailed', actions: keepOutcome },
          { target: 'failing', actions: keepOutcome },
        ],
      },
      on: {
        BACK: 'confirm',
        NAVIGATED: backTo,
      },
      states: {
        preparing: {
          description: 'Until the signing request exists the URL stays on the page that asked.',
          // Reached from confirm and, on RETRY, from promptauth.
          meta: { page: null, ...passingView('application_start runs: the signing app\'s link follows.') },
          on: { SIGNATURE_REQUESTED: { target: 'signing', actions: 'keepSignatureRequest' } },
        },
        signing: {
          description: 'The child waits for the signature at the signing app, then submits (at once, for a request signed before).',
          meta: pageView,
        },
      },
    },
    signatureFailed: {
      description: 'A locked PIN, an expired certificate… with the server\'s message; the resident may try again.',
      meta: { page: 'promptauth', ...statusView('電子署名ができませんでした') },
      on: {
        RETRY: { target: 'promptauth', actions: 'forgetSignature' },
        BACK: 'confirm',
        NAVIGATED: backTo,
      },
    },
    submitFailed: {
      description: 'The submit got no answer; RETRY submits the signed request again with the same idempotency key.',
      meta: { page: 'promptauth', ...statusView('を送信できたか確認できませんでした') },
      on: { RETRY: 'promptauth' },
    },
  } as const;
}

/**
 * The session-save step before promptauth (the flow's own call: user_session_tmp_save, or
 * cancel_application_session_save): a resident who leaves for the signing app comes back there.
 */
export function savingSessionState<TContext extends SignedFlowContext, TSrc extends string>(machineId: string, call: { src: TSrc; operation: FlowOperation }) {
  const failOn = failOnIn<TContext>(machineId);
  return {
    description: 'The session-save step: a resident who leaves for the signing app comes back to promptauth.',
    meta: passingView('The session is saved: the signing page follows.'),
    entry: 'forgetSignature',
    invoke: {
      id: call.src,
      src: call.src,
      input: ({ context }: { context: TContext }) => ({ return_to: context.paths.promptauth ?? context.paths.confirm }),
      onDone: 'promptauth',
      onError: failOn(call.operation),
    },
  } as const;
}
