// What the flows that fill in a draft and confirm it share (the normal flow, the addition flow):
// the draft's contract shapes, the step pages as paths, the failure transition, the guards that
// read the page the resident asked for, the confirming step (input_confirm freezes the draft,
// then a fresh idempotency key) and how a state's page is found (its `meta.page`). Each flow's
// machine composes these with its own states; none of this knows which flow it is in.
import { and } from 'xstate';
import type { components } from '#shared/api/schema';
import { stepPathsOf } from '#shared/flows';
import type { FlowOperation } from './flow-failure';
import { pageView, passingView, routeView } from './state-view';

export type SessionData = components['schemas']['SessionData'];
export type InputConfirmResult = components['schemas']['InputConfirmResponse'];
export type SessionSaveResult = components['schemas']['SessionSaveResponse'];

/** A flow's step pages as paths (spec §2), from the registry. */
export type StepPaths = ReturnType<typeof stepPathsOf>;
export type StepName = keyof StepPaths;

/** What the shared parts read of a flow's context. */
export interface DraftFlowContext {
  requestedPath: string;
  paths: StepPaths;
  draft: SessionData | null;
}

/**
 * A call's failure: kept with its operation (for the catalogue), then routed by the machine's
 * `failing` state (`#<machineId>.failing`). The machine declares the `keepFailure` action.
 */
export function failOnIn<TContext>(machineId: string) {
  return (operation: FlowOperation | ((context: TContext) => FlowOperation)) =>
    ({
      target: `#${machineId}.failing`,
      actions: {
        type: 'keepFailure',
        params: ({ context, event }: { context: TContext; event: { error: unknown } }) => ({
          operation: typeof operation === 'function' ? operation(context) : operation,
          error: event.error,
        }),
      },
    }) as const;
}

/** Guards on the page the resident asked for (a deep link) or moved to with the browser. */
type StepContext = Pick<DraftFlowContext, 'requestedPath' | 'paths'>;

export const stepGuards = {
  /** The deep link asked for a step page after the input step. */
  wantsConfirm: ({ context }: { context: StepContext }) =>
    context.requestedPath !== context.paths.input && Object.values(context.paths).includes(context.requestedPath),
  navigatedTo: ({ context, event }: { context: StepContext; event: { type: string; path?: string } }, params: { step: StepName }) =>
    event.type === 'NAVIGATED' && event.path === context.paths[params.step],
};

/**
 * input_confirm (or the flow's own confirm `operation`, with what `invoke` adds, e.g. its input) freezes the draft and answers its digest; then a fresh idempotency key (brief §6),
 * made once per confirm and sent with every submit attempt. Ends in `#<machineId>.confirm`. The
 * machine declares the `keepDocumentDigest` and `keepIdempotencyKey` actions (draftFlowKeepers).
 */
export function confirmingState<TContext, TInvoke extends object = object>(machineId: string, operation: FlowOperation = 'input_confirm', invoke?: TInvoke) {
  const failOn = failOnIn<TContext>(machineId);
  return {
    description: 'input_confirm freezes the draft; a new confirm gets a new idempotency key.',
    meta: passingView('input_confirm, then a new idempotency key: the confirm page follows.'),
    initial: 'freezing',
    states: {
      freezing: {
        meta: passingView('input_confirm runs.'),
        invoke: {
          id: 'inputConfirm',
          src: 'inputConfirm',
          ...(invoke as TInvoke),
          onDone: { target: 'keying', actions: 'keepDocumentDigest' },
          onError: failOn(operation),
        },
      },
      keying: {
        meta: passingView('The idempotency key is made.'),
        invoke: {
          id: 'createIdempotencyKey',
          src: 'createIdempotencyKey',
          onDone: { target: `#${machineId}.confirm`, actions: 'keepIdempotencyKey' },
          onError: failOn('idempotency_key'),
        },
      },
    },
  } as const;
}

/**
 * The input step and what leads to and from it: `routing` (a deep link past the input page reaches
 * confirm only with a draft ready to confirm), `input` (CONFIRM, SAVE_FOR_LATER, the browser's move
 * to the confirm page), `saving` (user_session_tmp_save with the input page to come back to) and
 * `saved` (マイページ). The machine declares the `draftReady` guard and the `goToMyPage` action.
 */
export function inputStates<TContext extends DraftFlowContext>(machineId: string, describe: { routing: string; input: string }) {
  const failOn = failOnIn<TContext>(machineId);
  return {
    routing: {
      description: describe.routing,
      meta: passingView('Decided at once from the draft and the page asked for.'),
      always: [{ guard: and(['wantsConfirm', 'draftReady']), target: 'confirming' }, { target: 'input' }],
    },
    input: {
      description: describe.input,
      meta: { page: 'input', ...pageView },
      on: {
        CONFIRM: { guard: 'draftReady', target: 'confirming' },
        SAVE_FOR_LATER: 'saving',
        NAVIGATED: { guard: and([{ type: 'navigatedTo', params: { step: 'confirm' as const } }, 'draftReady']), target: 'confirming' },
      },
    },
    saving: {
      meta: { page: 'input', ...passingView('user_session_tmp_save runs; マイページ follows.') },
      invoke: {
        id: 'tmpSave',
        src: 'tmpSave',
        input: ({ context }: { context: TContext }) => ({ return_to: context.paths.input }),
        onDone: 'saved',
        onError: failOn('user_session_tmp_save'),
      },
    },
    saved: {
      meta: routeView('mypage'),
      type: 'final',
      entry: 'goToMyPage',
    },
  } as const;
}

/** What the confirming step's two calls answered (an invoked actor's output is not one of the flow's own events). */
export const outputOf = <T>(event: unknown): T => (event as { output: T }).output;

/** What the draft-start rule reads of a flow's context. */
interface DraftStartContext {
  requestedPath: string;
  /** The registry's `draftStart` as a path: the one page that may create the flow's draft. */
  draftStart: string;
}

/**
 * The draft-start rule (issue 24), the same in every flow: only the flow's draft start creates its
 * draft. Any other page opened without one (a reload of thanks, a link to confirm) creates nothing
 * and goes to `alreadySent`.
 */
export const draftStartGuards = {
  opensOffDraftStart: ({ context }: { context: DraftStartContext }) => context.requestedPath !== context.draftStart,
};

/**
 * A page other than the draft start, opened without a draft: what was sent is on マイページ, which
 * replaces the page (Back does not come back to a page that would only leave again). The machine
 * declares the `redirectToMyPage` action.
 */
export const alreadySentState = {
  description: 'A page other than the draft start opened without a draft: nothing is created; マイページ shows what was sent.',
  meta: routeView('mypage'),
  type: 'final',
  entry: 'redirectToMyPage',
} as const;

/**
 * What a state's `meta` says of the URL: the step page it is shown on. A state without one has no
 * page of its own (the URL stays as it is); `page: null` says so for a child of a state that has one.
 */
export interface StepMeta {
  readonly page?: StepName | null;
}

/** The URL of a snapshot's state: the deepest active state's `meta.page`, or null while it has none. */
export function stepPathOf(snapshot: { getMeta(): Record<string, unknown>; context: { paths: StepPaths } }): string | null {
  const byDepth = Object.entries(snapshot.getMeta()).sort(([a], [b]) => b.split('.').length - a.split('.').length);
  const page = byDepth.map(([, meta]) => (meta as StepMeta | undefined)?.page).find((candidate) => candidate !== undefined);
  return page ? snapshot.context.paths[page] : null;
}
