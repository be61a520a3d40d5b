// The readiness page's browser model (issue 28, 29): /step/readiness for an ordinary resident
// (ready; a planned move date typed asks again), and the addition's and the revocation's pages
// for a resident with nothing filed (cannotContinue: no filed move, nothing cancellable).
import type { EventObject } from 'xstate';
import { flowOfPhase, type Phase } from '#shared/flows';
import { pathOf } from '#shared/routes';
import { readinessMachine, type Readiness, type ReadinessContext } from '#machines/readiness.machine';
import type { GraphSnapshot } from '#machines/test-support/browser-paths';
import { japanDay } from '../support/draft-api';
import { logIn } from '../support/login';
import { awaitAnswer, type BrowserModel, type ModelStart } from './browser-model';
import { serverFailures } from './left-out';

export interface ReadinessWorld {
  /** What the server answers for this resident and flow. */
  answer: 'ready' | 'blocked';
}

type ReadinessInput = { phase: Phase; receptionNumber: string | null };

/** A date within the normal window; the certificate check only warns, so the answer stays ready. */
const moveDate = japanDay(20);

const answers: Record<ReadinessWorld['answer'], Readiness> = {
  ready: { phase: 1, signing_check: 'done', signing: null, filed_application: null, cancellation: null, blockers: [], counter: null },
  blocked: { phase: 2, signing_check: 'not_needed', signing: null, filed_application: false, cancellation: null, blockers: ['no_filed_application'], counter: null },
};

const start = (phase: Phase, answer: ReadinessWorld['answer'], name: string): ModelStart<ReadinessInput, ReadinessWorld> => ({
  name,
  input: { phase, receptionNumber: null },
  world: { answer },
});

const eventOf = (type: string, payload: object): EventObject => ({ ...payload, type });
const contextOf = (snapshot: GraphSnapshot) => snapshot.context as ReadinessContext;
const pageOf = (phase: Phase) => pathOf(flowOfPhase(phase).readiness);

export const readinessModel: BrowserModel<ReadinessInput, ReadinessWorld> = {
  name: 'readiness',
  machine: readinessMachine,
  starts: [
    start(1, 'ready', '/step/readiness for an ordinary resident'),
    start(2, 'blocked', '/after/step/readiness with no filed move'),
    start(3, 'blocked', '/revocation/step/readiness with nothing to cancel'),
  ],
  events: (snapshot, { world }) => [
    eventOf('xstate.done.actor.fetchReadiness', { output: answers[world.answer] }),
    // The date field is on the normal flow's page only; the same date typed again asks nothing.
    ...(contextOf(snapshot).phase === 1 && contextOf(snapshot).moveDate !== moveDate ? [eventOf('MOVE_DATE_CHANGED', { moveDate })] : []),
  ],
  drivers: {
    'xstate.done.actor.fetchReadiness': awaitAnswer,
    MOVE_DATE_CHANGED: async ({ page }, event) => {
      const date = page.getByRole('textbox', { name: '引越し予定日' });
      await date.fill((event as EventObject & { moveDate: string }).moveDate);
      await date.blur();
    },
  },
  leftOut: [
    ...serverFailures,
    { match: 'readiness.failing|RETRY|0', reason: '「もう一度確認する」 shows only after GET readiness failed at the server (left out above); machines/readiness.paths.test.ts replays it.' },
  ],
  residentKind: () => 'ordinary',
  arrange: async ({ page, resident }, { input }) => {
    await logIn(page, resident);
    await page.goto(pageOf(input.phase));
  },
  // Small enough to walk every simple path (each state once per path), not only the shortest.
  paths: 'simple',
  urlOf: (snapshot) => pageOf(contextOf(snapshot).phase),
};
