// The revocation flow (phase 3, issue 14, decision 021): the resident cancels procedures of a
// submitted application, one recipient at a time, and signs the cancellation like the original.
// It first reads マイページ's list: with nothing filed, an unknown 受付番号 or the move date passed,
// the page says why and what to do (issue 24). Otherwise it creates the revocation draft for the application (user_session_initialize?phase=3 with the
// 受付番号 マイページ passed), asks which procedures can still be cancelled
// (cancel_application_cancellable_confirm: past the move date its BAD_REQUEST is the 408 of the
// expired page), lets the resident choose them and a 取消理由 where one is required (kept in the
// draft as they are entered, cancel_application_choice_save, issue 24), confirms the
// choice (cancel_application_input_confirm; its BAD_REQUEST is spec §8's 403, back to the confirm
// page), shows what will be cancelled (cancel_application_input), saves the session for the
// signing app's return (cancel_application_session_save) and signs and submits in the signing
// child (signing.machine.ts, the same as the normal flow's). The URL mirrors the state
// (`pathForState`); every effect is provided by src/web.
import { and, assign, fromPromise, setup, stateIn, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { components } from '#shared/api/schema';
import { draftStartPathOf, stepPathsOf, type FlowDefinition } from '#shared/flows';
import { alreadySentState, confirmingState, draftStartGuards, failOnIn, outputOf, stepGuards, stepPathOf, type InputConfirmResult, type SessionData, type SessionSaveResult, type StepName } from './draft-flow';
import { errorCodeOf } from './error-code-of';
import { failureOf, failureTail, isExpiredFailure, notProvided, type FlowFailure, type FlowOperation } from './flow-failure';
import { revocationTargetOf, unavailableOf, type ApplicationSummary, type Unavailable } from './revocation-screening';
import { selectionComplete, type CancelItem, type RevocationSelection } from './revocation-selection';
import { savingSessionState, signedStates, signingGuards, signingOutcomeUpdate, type SignedFlowContext } from './signed-flow';
import { pageView, passingView, statusView } from './state-view';
import { signingMachine, type SignatureFailure, type SignatureRequested, type SigningOutput, type SigningStart, type SubmissionResult } from './signing.machine';

export type CancellableConfirm = components['schemas']['CancellableConfirmResponse'];
export type RevocationInput = components['schemas']['CancelApplicationInput'];
export type ChoiceSaved = components['schemas']['SessionSaveResponse'];
export type { ApplicationSummary, CancelItem, FlowFailure, InputConfirmResult, RevocationSelection, SessionData, SessionSaveResult, SignatureFailure, SigningStart, SubmissionResult, Unavailable };

export interface RevocationFlowInput {
  /** The step page the resident opened (a deep link or a reload lands on what the guards allow). */
  requestedPath: string;
  /** The revocation's registry entry: its step paths and phase. */
  flow: FlowDefinition;
  /** The 受付番号 of the application to revoke (マイページ's link); null: the newest. */
  receptionNumber: string | null;
}

export interface RevocationFlowContext extends SignedFlowContext {
  requestedPath: string;
  /** The registry's `draftStart` as a path: the one page that may create the draft (issue 24). */
  draftStart: string;
  receptionNumber: string | null;
  /** The application and its procedures, each cancellable or with why not. */
  application: CancellableConfirm | null;
  /** What the resident chose; kept for the way back from the confirm page. */
  selection: RevocationSelection | null;
  /** The confirmed revocation draft: what the confirm page shows. */
  revocation: RevocationInput | null;
  /**
   * 'changed': a later step (cancel_application_input, the start, the submit) refused the choice
   * and the cancellable confirm was asked again; the input page says what can be cancelled changed.
   */
  notice: 'changed' | null;
  /** Why there is no revocation to make (nothing filed, an unknown 受付番号, past the move date); the input page explains it. */
  unavailable: Unavailable | null;
}

export type RevocationFlowEvent =
  | { type: 'CONFIRM'; selection: RevocationSelection }
  /** The resident ticked or typed: the choice is saved in the draft a moment later. */
  | { type: 'EDIT'; selection: RevocationSelection }
  /** Save a pending edit now (the reason field lost focus). */
  | { type: 'FLUSH' }
  | { type: 'SIGN' }
  | { type: 'BACK' }
  | { type: 'RETRY' }
  /** The resident moved to `path` with the browser (Back/Forward): follow it if the guards allow. */
  | { type: 'NAVIGATED'; path: string }
  | SignatureRequested;

const machineId = 'revocationFlow';
const failOn = failOnIn<RevocationFlowContext>(machineId);

/** The signing child names the normal flow's calls; the revocation's are the cancel_application ones. */
const revocationOperations: Partial<Record<FlowOperation, FlowOperation>> = {
  application_start: 'cancel_application_start',
  application: 'cancel_application',
};

function revocationFailure(failure: FlowFailure): FlowFailure {
  const operation = revocationOperations[failure.operation];
  return operation ? failureOf(operation, failure.error) : failure;
}

/** The chosen procedures of a saved revocation draft (a dependent chosen through its 転出届 counts). */
export const chosenOf = (revocation: RevocationInput): RevocationSelection => ({
  item_ids: revocation.items.filter((item) => item.selected).map((item) => item.id),
  reason: revocation.reason,
});

const applicationOf = (revocation: RevocationInput): CancellableConfirm => ({
  reception_number: revocation.reception_number,
  move_date: revocation.move_date,
  items: revocation.items,
  reason: revocation.reason,
});

const itemsOf = (context: RevocationFlowContext): CancelItem[] => context.application?.items ?? [];

const isBadRequest = (error: unknown): boolean => errorCodeOf(error) === 'BAD_REQUEST';

/**
 * A BAD_REQUEST of a step after the choice (the move date passed, a procedure completed or
 * cancelled meanwhile): the server re-checks, but only the cancellable confirm's answer is spec
 * §8's 408, so the choice is asked again there (408 → expired; 200 → the input page).
 */
const recheck = {
  target: `#${machineId}.checking`,
  actions: 'noteChoiceChanged',
} as const;

/** The signing child ended with a BAD_REQUEST of cancel_application_start or cancel_application. */
const signingRefused = ({ event }: { event: unknown }): boolean => {
  const output = (event as { output?: SigningOutput }).output;
  return output?.outcome === 'failed' && (output.failure.operation === 'application_start' || output.failure.operation === 'application') && isBadRequest(output.failure.error);
};

const signed = signedStates<RevocationFlowContext>({
  promptauth: 'The promptauth page: the signing child signs (cancel_application_start), submits (cancel_application) and saves the reception number; their BAD_REQUEST asks the cancellable confirm again.',
});

export const revocationFlowMachine = setup({
  types: {
    context: {} as RevocationFlowContext,
    events: {} as RevocationFlowEvent,
    input: {} as RevocationFlowInput,
  },
  actors: {
    /** GET applications: マイページ's list, to tell whether there is anything to revoke before making a draft. */
    loadApplications: fromPromise<ApplicationSummary[]>(async () => notProvided('revocation-flow', 'loadApplications')),
    /** POST cancel_application_choice_save: what is ticked and typed, kept in the draft. */
    saveChoice: fromPromise<ChoiceSaved, { item_ids: string[]; reason: string }>(async () => notProvided('revocation-flow', 'saveChoice')),
    /** POST user_session_initialize?phase=3 with the application's 受付番号: a new revocation draft. */
    initializeRevocation: fromPromise<SessionData, { reception_number: string | null }>(async () => notProvided('revocation-flow', 'initializeRevocation')),
    /** GET cancel_application_cancellable_confirm. */
    cancellableConfirm: fromPromise<CancellableConfirm>(async () => notProvided('revocation-flow', 'cancellableConfirm')),
    /** GET cancel_application_input: the revocation draft. */
    loadInput: fromPromise<RevocationInput>(async () => notProvided('revocation-flow', 'loadInput')),
    /** POST cancel_application_input_confirm. */
    inputConfirm: fromPromise<InputConfirmResult, RevocationSelection>(async () => notProvided('revocation-flow', 'inputConfirm')),
    /** A fresh idempotency key (a UUID). */
    createIdempotencyKey: fromPromise<string>(async () => notProvided('revocation-flow', 'createIdempotencyKey')),
    /** POST cancel_application_session_save: a resident who leaves for the signing app comes back to promptauth. */
    sessionSave: fromPromise<SessionSaveResult, { return_to: string }>(async () => notProvided('revocation-flow', 'sessionSave')),
    /** The signing sub-flow; the edge provides it with the cancel_application calls. */
    signing: signingMachine,
  },
  actions: {
    keepFailure: assign({ failure: (_, params: { operation: FlowOperation; error: unknown }) => failureOf(params.operation, params.error) }),
    keepDocumentDigest: assign({ documentDigest: ({ event }) => outputOf<InputConfirmResult>(event).document_digest }),
    keepIdempotencyKey: assign({ idempotencyKey: ({ event }) => outputOf<string>(event) }),
    keepSigningOutcome: assign((_, output: SigningOutput) => signingOutcomeUpdate(output, revocationFailure)),
    keepSignatureRequest: assign({ signature: ({ event }) => (event.type === 'SIGNATURE_REQUESTED' ? event.signature : null) }),
    forgetSignature: assign({ signature: null, signatureFailure: null }),
    noteChoiceChanged: assign({ notice: 'changed' as const, selection: null, revocation: null }),
    // Provided by src/web: the error page for the failure (spec §8's failure reporting).
    reportFailure: (_, _failure: FlowFailure) => {},
    // Provided by src/web: replace the page with /error/expired.
    redirectToExpired: () => {},
    // Provided by src/web: replace the page with マイページ, where what was sent is shown.
    redirectToMyPage: () => {},
  },
  guards: {
    ...stepGuards,
    ...signingGuards,
    ...draftStartGuards,
    wantsThanks: ({ context }) => context.requestedPath === context.paths.thanks,
    hasChosen: (_, params: { revocation: RevocationInput }) => params.revocation.items.some((item) => item.selected && item.cancellable),
    selectionComplete: ({ context }, params: { selection: RevocationSelection }) => selectionComplete(itemsOf(context), params.selection),
    selectionKept: ({ context }) => context.selection !== null && selectionComplete(itemsOf(context), context.selection),
    isNotFound: (_, params: { error: unknown }) => errorCodeOf(params.error) === 'NOT_FOUND',
    isBadRequest: (_, params: { error: unknown }) => isBadRequest(params.error),
    signingRefused,
    isExpired: ({ context }) => isExpiredFailure(context.failure),
    isUnavailable: ({ context }, params: { applications: ApplicationSummary[] }) => unavailableOf(params.applications, context.receptionNumber) !== null,
  },
  delays: {
    /** How long typing may pause before what was typed is saved. */
    choiceSaveDelay: 600,
  },
}).createMachine({
  id: machineId,
  initial: 'routing',
  context: ({ input }) => ({
    requestedPath: input.requestedPath,
    draftStart: draftStartPathOf(input.flow),
    paths: stepPathsOf(input.flow),
    receptionNumber: input.receptionNumber,
    application: null,
    selection: null,
    revocation: null,
    notice: null,
    unavailable: null,
    documentDigest: null,
    idempotencyKey: null,
    signature: null,
    signatureFailure: null,
    submission: null,
    failure: null,
  }),
  states: {
    routing: {
      description: 'A reload of thanks goes to マイページ; confirm or promptauth resumes a chosen revocation; only the draft start screens and creates one.',
      meta: passingView('Decided at once from the page asked for.'),
      always: [{ guard: 'wantsThanks', target: 'alreadySent' }, { guard: 'opensOffDraftStart', target: 'resuming' }, { target: 'screening' }],
    },
    screening: {
      description: 'マイページ\'s list: nothing filed, an unknown 受付番号 or past the move date is explained; a list that cannot be read leaves it to the server.',
      meta: passingView('GET applications: マイページ\'s list is read.'),
      invoke: {
        id: 'loadApplications',
        src: 'loadApplications',
        onDone: [
          {
            guard: { type: 'isUnavailable', params: ({ event }) => ({ applications: event.output }) },
            target: 'unavailable',
            actions: assign({ unavailable: ({ context, event }) => unavailableOf(event.output, context.receptionNumber) }),
          },
          // The draft is made for the application screened here, not for whatever the server takes as the newest.
          { target: 'initializing', actions: assign({ receptionNumber: ({ context, event }) => context.receptionNumber ?? revocationTargetOf(event.output, null)?.reception_number ?? null }) },
        ],
        onError: 'initializing',
      },
    },
    unavailable: {
      description: 'Nothing to revoke: the input page says why and what to do instead (issue 24).',
      // The input page's heading with the reason (nothing filed, an unknown 受付番号, past the move date).
      meta: { page: 'input', ...pageView },
      type: 'final',
    },
    alreadySent: alreadySentState,
    initializing: {
      description: 'A new revocation draft for the application マイページ named (the newest without one).',
      meta: passingView('user_session_initialize?phase=3 runs: the check of what can be cancelled follows.'),
      invoke: {
        id: 'initializeRevocation',
        src: 'initializeRevocation',
        input: ({ context }) => ({ reception_number: context.receptionNumber }),
        onDone: 'checking',
        onError: failOn('user_session_initialize'),
      },
    },
    checking: {
      description: 'Which procedures can still be cancelled; past the move date the expired page.',
      meta: passingView('cancel_application_cancellable_confirm runs: the input page follows.'),
      invoke: {
        id: 'cancellableConfirm',
        src: 'cancellableConfirm',
        onDone: {
          target: 'input',
          actions: assign({
            application: ({ event }) => event.output,
            selection: ({ context, event }) =>
              context.selection ?? { item_ids: event.output.items.filter((item) => item.selected && item.cancellable).map((item) => item.id), reason: event.output.reason },
          }),
        },
        onError: failOn('cancel_application_cancellable_confirm'),
      },
    },
    resuming: {
      description: 'The saved revocation draft: with procedures chosen it is confirmed again, else the choice starts over.',
      meta: passingView('cancel_application_input runs: the confirm or the input page follows.'),
      invoke: {
        id: 'loadInput',
        src: 'loadInput',
        onDone: [
          {
            guard: { type: 'hasChosen', params: ({ event }) => ({ revocation: event.output }) },
            target: 'confirming',
            actions: assign({ application: ({ event }) => applicationOf(event.output), selection: ({ event }) => chosenOf(event.output) }),
          },
          { target: 'checking' },
        ],
        onError: [
          // No revocation draft to resume: only the draft start creates one (issue 24).
          { guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) }, target: 'alreadySent' },
          { guard: { type: 'isBadRequest', params: ({ event }) => ({ error: event.error }) }, ...recheck },
          failOn('cancel_application_input'),
        ],
      },
    },
    input: {
      description: 'The choice: each procedure with whether it can be cancelled, and the 取消理由 where one is required; each edit is saved in the draft a moment later.',
      meta: { page: 'input', ...pageView },
      initial: 'idle',
      on: {
        CONFIRM: {
          guard: { type: 'selectionComplete', params: ({ event }) => ({ selection: event.selection }) },
          target: 'confirming',
          actions: assign({ selection: ({ event }) => event.selection, notice: null }),
        },
        EDIT: { target: '.waiting', reenter: true, actions: assign({ selection: ({ event }) => event.selection }) },
        NAVIGATED: { guard: and([{ type: 'navigatedTo', params: { step: 'confirm' as StepName } }, 'selectionKept']), target: 'confirming' },
      },
      states: {
        idle: { meta: pageView },
        waiting: {
          // Nothing shows the edit pending: the page as it is.
          meta: pageView,
          after: { choiceSaveDelay: 'saving' },
          on: { FLUSH: 'saving' },
        },
        saving: {
          // A save in flight is never cancelled: a save answered after input confirm, or after a
          // newer save, would put an older choice back in the draft. An edit or 確認へ進む meanwhile
          // waits for it (the children below remember which), then takes its turn.
          meta: passingView('cancel_application_choice_save runs (入力内容を保存しています。): its answer decides what follows.'),
          initial: 'settling',
          states: {
            settling: { meta: passingView('The save runs; nothing else is asked.') },
            edited: { meta: passingView('The save runs; an edit meanwhile is saved after it.') },
            confirmRequested: { meta: passingView('The save runs; 確認へ進む meanwhile goes on after it.') },
          },
          on: {
            EDIT: { target: '.edited', actions: assign({ selection: ({ event }) => event.selection }) },
            CONFIRM: {
              guard: { type: 'selectionComplete', params: ({ event }) => ({ selection: event.selection }) },
              target: '.confirmRequested',
              actions: assign({ selection: ({ event }) => event.selection, notice: null }),
            },
          },
          invoke: {
            id: 'saveChoice',
            src: 'saveChoice',
            input: ({ context }) => ({ item_ids: context.selection?.item_ids ?? [], reason: context.selection?.reason ?? '' }),
            onDone: [
              { guard: stateIn(`#${machineId}.input.saving.confirmRequested`), target: `#${machineId}.confirming` },
              { guard: stateIn(`#${machineId}.input.saving.edited`), target: 'waiting' },
              { target: 'saved' },
            ],
            // The page says it was not saved; 確認へ進む still sends the choice as it stands.
            onError: [
              { guard: stateIn(`#${machineId}.input.saving.confirmRequested`), target: `#${machineId}.confirming` },
              { guard: stateIn(`#${machineId}.input.saving.edited`), target: 'waiting' },
              { target: 'unsaved' },
            ],
          },
        },
        saved: { meta: statusView('入力内容を保存しました。') },
        unsaved: { meta: statusView('入力内容を保存できませんでした。') },
      },
    },
    confirming: {
      ...confirmingState<RevocationFlowContext, { input: (args: { context: RevocationFlowContext }) => RevocationSelection }>(machineId, 'cancel_application_input_confirm', {
        input: ({ context }) => context.selection ?? { item_ids: [], reason: null },
      }),
      entry: assign({ revocation: null, documentDigest: null, idempotencyKey: null, signature: null, signatureFailure: null }),
    },
    confirm: {
      description: 'The confirm page: what will be cancelled (cancel_application_input), the reason, then 電子署名へ進む.',
      meta: { page: 'confirm', ...pageView },
      initial: 'reading',
      on: {
        BACK: 'input',
        NAVIGATED: { guard: { type: 'navigatedTo', params: { step: 'input' as StepName } }, target: 'input' },
      },
      states: {
        reading: {
          meta: passingView('cancel_application_input runs: the confirm page shows what it answers.'),
          invoke: {
            id: 'loadInput',
            src: 'loadInput',
            onDone: { target: 'ready', actions: assign({ revocation: ({ event }) => event.output }) },
            onError: [{ guard: { type: 'isBadRequest', params: ({ event }) => ({ error: event.error }) }, ...recheck }, failOn('cancel_application_input')],
          },
        },
        ready: {
          meta: pageView,
          on: { SIGN: `#${machineId}.savingSession` },
        },
      },
    },
    savingSession: savingSessionState<RevocationFlowContext, 'sessionSave'>(machineId, { src: 'sessionSave', operation: 'cancel_application_session_save' }),
    ...signed,
    promptauth: {
      ...signed.promptauth,
      invoke: {
        ...signed.promptauth.invoke,
        // Past midnight of the move date (or a procedure completed meanwhile) the start or the submit refuses: ask again.
        onDone: [{ guard: 'signingRefused', ...recheck }, ...signed.promptauth.invoke.onDone],
      },
    },
    thanks: {
      description: 'The thanks page: the revocation\'s reception number. Nothing leads back into the flow.',
      meta: { page: 'thanks', ...pageView },
    },
    ...failureTail(),
  },
});

export type RevocationFlowActor = ActorRefFrom<typeof revocationFlowMachine>;
export type RevocationFlowSnapshot = SnapshotFrom<typeof revocationFlowMachine>;

/**
 * The URL of the state (its `meta.page`), or null while it has none (loading, in between, gone to another page).
 * The input page keeps the application's 受付番号 in its query (マイページ's link), so a reload of
 * it after 「取り消す手続きを選び直す」 revokes the same application, not the newest.
 */
export function pathForState(snapshot: RevocationFlowSnapshot): string | null {
  const path = stepPathOf(snapshot);
  const receptionNumber = snapshot.context.application?.reception_number ?? snapshot.context.receptionNumber;
  return path !== null && path === snapshot.context.paths.input && receptionNumber
    ? `${path}?reception_number=${encodeURIComponent(receptionNumber)}`
    : path;
}
