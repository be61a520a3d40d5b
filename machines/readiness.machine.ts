// The readiness page (issue 28), shown when a resident starts a flow, before any form: it asks
// the server whether the flow can be finished online (GET readiness) and shows the answer. With
// nothing in the way the page offers the start (ready); with something in the way it says why and
// where to go instead, and offers no start (cannotContinue); a failed question can be asked again
// (failing). A new planned move date asks again, for whether the certificate ends before it.
// The answer is a hint: signing and submission check everything again.
import { assign, fromPromise, setup } from 'xstate';
import type { components } from '#shared/api/schema';
import type { Phase } from '#shared/flows';
import { passingView, statusView } from './state-view';

export type Readiness = components['schemas']['ReadinessResponse'];

export interface ReadinessRequest {
  phase: Phase;
  /** YYYY/MM/DD, for whether the certificate ends before the move. */
  moveDate: string | null;
  /** A revocation's application. */
  receptionNumber: string | null;
}

export interface ReadinessContext extends ReadinessRequest {
  /** The last answer; kept while a new move date is asked about, so the page does not blank. */
  readiness: Readiness | null;
  error: unknown;
}

export type ReadinessEvent = { type: 'MOVE_DATE_CHANGED'; moveDate: string | null } | { type: 'RETRY' };

export const readinessMachine = setup({
  types: {
    context: {} as ReadinessContext,
    events: {} as ReadinessEvent,
    input: {} as { phase: Phase; receptionNumber: string | null },
  },
  actors: {
    fetchReadiness: fromPromise<Readiness, ReadinessRequest>(async () => {
      throw new Error('readiness machine: actor "fetchReadiness" is not provided');
    }),
  },
  guards: {
    blocked: (_, output: Readiness) => output.blockers.length > 0,
  },
}).createMachine({
  id: 'readiness',
  initial: 'loading',
  context: ({ input }) => ({ phase: input.phase, receptionNumber: input.receptionNumber, moveDate: null, readiness: null, error: null }),
  states: {
    loading: {
      meta: { readinessView: 'loading', ...passingView('GET readiness runs: the answer (or, after a new date, the answer kept) follows.') },
      invoke: {
        id: 'fetchReadiness',
        src: 'fetchReadiness',
        input: ({ context }) => ({ phase: context.phase, moveDate: context.moveDate, receptionNumber: context.receptionNumber }),
        onDone: [
          {
            guard: { type: 'blocked', params: ({ event }) => event.output },
            target: 'cannotContinue',
            actions: assign({ readiness: ({ event }) => event.output, error: null }),
          },
          { target: 'ready', actions: assign({ readiness: ({ event }) => event.output, error: null }) },
        ],
        onError: { target: 'failing', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    /**
     * Nothing in the way: the page offers the start. A move date typed while a question is out is
     * sent again by the page once it is back here (the page compares it with `moveDate`).
     */
    ready: {
      meta: { readinessView: 'ready', ...statusView('確認した内容') },
      on: { MOVE_DATE_CHANGED: { target: 'loading', actions: assign({ moveDate: ({ event }) => event.moveDate }) } },
    },
    /** Something in the way: why, and where to go instead; no start. */
    cannotContinue: { meta: { readinessView: 'cannot-continue', ...statusView('オンラインでは手続きを続けられません') } },
    /** The question failed: the page says the check could not be made and offers to ask again. */
    failing: {
      meta: { readinessView: 'failing', ...statusView('オンラインで手続きできるかを確認できませんでした') },
      on: { RETRY: 'loading' },
    },
  },
});

export type ReadinessView = 'loading' | 'ready' | 'cannot-continue' | 'failing';

/** What the page shows for a snapshot (its state's `meta.readinessView`; `meta.view` is the browser model's). */
export function readinessViewOf(snapshot: { getMeta(): Record<string, unknown> }): ReadinessView {
  const meta = Object.values(snapshot.getMeta())[0] as { readinessView?: ReadinessView } | undefined;
  return meta?.readinessView ?? 'loading';
}
