// Model-based path tests of the error page's routing (spec §2, §8), on the shared model paths
// (test-support/model-paths.ts): each combination of status, flow, kind of page, user session and
// remembered start page is its own model, since the input decides everything the page says and
// where its button leads. One shortest path to every state of each model and one through every
// transition, replayed on a live actor; each state is checked against the spec's tables below.
import { describe, expect, it, vi } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import type { ErrorPageContent, Flow, PageKind } from '#shared/errors/error-page-content';
import { errorRoutingMachine, type ErrorRoutingInput, type ErrorTarget } from './error-routing.machine';
import { describeModelCoverage } from './test-support/model-coverage';
import { modelPaths, type ModelPath as Path } from './test-support/model-paths';
import { replayPath } from './test-support/path-replay';
import { recordCoverage } from './test-support/transition-coverage';

// Expectations come from the table and spec §8, written out here rather than derived
// from the machine, so a slip in either shows up as a failing row.

const TOP = 'TOP'; // placeholder: the remembered start page, else '/'
const EXPIRED = '/error/expired';

/** Button target with a user session: status → flow → path. 418 is an unknown status (→ 500). */
const targetWithSession: Readonly<Record<number, Readonly<Record<Flow, string>>>> = {
  400: { normal: TOP, addition: TOP, revocation: TOP },
  401: { normal: TOP, addition: TOP, revocation: TOP },
  403: { normal: '/mypage', addition: '/after/step/confirm', revocation: '/revocation/step/confirm' },
  404: { normal: TOP, addition: TOP, revocation: TOP },
  408: { normal: EXPIRED, addition: EXPIRED, revocation: EXPIRED },
  500: { normal: '/mypage', addition: TOP, revocation: TOP },
  418: { normal: '/mypage', addition: TOP, revocation: TOP },
};

/** Without a user session the page says "return to the top page" (spec §8), and goes there. */
const targetWithoutSession: Readonly<Record<number, string>> = {
  400: TOP, 401: TOP, 403: TOP, 404: TOP, 408: EXPIRED, 500: TOP, 418: TOP,
};

// [title, illustration, lead] of each status's own texts (decision 004).
type Texts = readonly [string, ErrorPageContent['illustration'], string];
const requestError: Texts = ['リクエストエラー', 'request', 'リクエストを正しく処理できませんでした。お手数ですが、トップページからもう一度ログインして、お手続きをやり直してください。'];
const sessionError: Texts = ['セッションエラー', 'session', 'ログインの有効期限が切れたか、ログインしていません。お手数ですが、トップページからもう一度ログインしてください。'];
const inputError: Texts = ['入力内容にエラーがあります', 'input', '入力内容に誤りがあるため、お手続きを進められませんでした。お手数ですが、入力内容をご確認のうえ、もう一度お試しください。'];
const notFound: Texts = ['ページが見つかりません', 'not-found', 'お探しのページは見つかりませんでした。URLに誤りがないか、ご確認ください。'];
const timeError: Texts = ['受付期限を過ぎています', 'time', 'お手続きの受付期限を過ぎているため、このお手続きは進められません。お手数ですが、手続きの提出先（市区町村や事業者）へ直接お問い合わせください。提出先と連絡先は、マイページで確認できます。'];
const systemError: Texts = ['システムエラー', 'system', 'システムエラーが発生しました。お手数ですが、しばらく時間をおいてから、もう一度お試しください。'];

/** Texts by status and page kind: a 400, 403 or 500 (or unknown) on a confirm page uses the 403 texts. */
const textsOf: Readonly<Record<number, Readonly<Record<PageKind, Texts>>>> = {
  400: { other: requestError, confirm: inputError },
  401: { other: sessionError, confirm: sessionError },
  403: { other: inputError, confirm: inputError },
  404: { other: notFound, confirm: notFound },
  408: { other: timeError, confirm: timeError },
  500: { other: systemError, confirm: inputError },
  418: { other: systemError, confirm: inputError },
};

const genericLead = 'お手数ですが、トップページに戻って、はじめからお手続きをやり直してください。';
const labelOf = (path: string) =>
  path === '/mypage' ? 'マイページへ戻る' : path.endsWith('/step/confirm') ? '確認画面へ戻る' : 'トップページへ戻る';

interface Expected {
  content: ErrorPageContent;
  target: ErrorTarget;
}

function expectedFor(input: ErrorRoutingInput): Expected {
  const table = input.hasUserSession ? targetWithSession[input.status]?.[input.flow] : targetWithoutSession[input.status];
  const texts = textsOf[input.status]?.[input.pageKind];
  if (table === undefined || texts === undefined) throw new Error(`no expectation for ${input.status}`);
  const path = table === TOP ? (input.rememberedStartPath ?? '/') : table;
  const [title, illustration, lead] = texts;
  const generic = !input.hasUserSession && input.status !== 404;
  return {
    content: { title, illustration, lead: generic ? genericLead : lead, buttonLabel: labelOf(path) },
    target: { kind: 'navigate', path, relogin: input.status === 400 },
  };
}

const statuses = [400, 401, 403, 404, 408, 500, 418];
const flows: Flow[] = ['normal', 'addition', 'revocation'];
const pageKinds: PageKind[] = ['confirm', 'other'];
const sessions = [true, false];
const startPaths = [null, '/index01'];

const combinations: ErrorRoutingInput[] = statuses.flatMap((status) => flows.flatMap((flow) => pageKinds.flatMap((pageKind) =>
  sessions.flatMap((hasUserSession) => startPaths.map((rememberedStartPath) => ({ status, flow, pageKind, hasUserSession, rememberedStartPath }))))));

const labelOfInput = (input: ErrorRoutingInput) =>
  `${input.status} ${input.flow} ${input.pageKind} ${input.hasUserSession ? 'with' : 'without'} session, start ${input.rememberedStartPath ?? '(none)'}`;

const inputs = new Map(combinations.map((input) => [labelOfInput(input), input]));
const inputOf = (label: string) => inputs.get(label) as ErrorRoutingInput;

type ModelPath = Path<SnapshotFrom<typeof errorRoutingMachine>>;

const { toStates, throughTransitions } = modelPaths({
  machine: errorRoutingMachine,
  requestedPaths: [...inputs.keys()],
  input: inputOf,
  events: [{ type: 'PRESS_BUTTON' }],
  // Each combination has its own texts and target: the model is part of a snapshot's kind.
  kindOf: (snapshot, label) => JSON.stringify([label, snapshot.value]),
});
const coverage = { transitions: new Set<string>(), values: [] as unknown[] };

async function replay(path: ModelPath) {
  const effects = { leave: vi.fn<(target: ErrorTarget) => void>(), redirectToExpired: vi.fn<(target: ErrorTarget) => void>() };
  const actor = createActor(
    errorRoutingMachine.provide({
      actions: { leave: (_, target) => effects.leave(target), redirectToExpired: (_, target) => effects.redirectToExpired(target) },
    }),
    { input: inputOf(path.requestedPath), inspect: recordCoverage(coverage).inspect },
  );
  try {
    return { snapshot: await replayPath(actor, path.steps, path.state), effects };
  } finally {
    actor.stop();
  }
}

describe('error-routing machine (shortest paths to every state)', () => {
  it('ends every model where the spec says: the expired page on a 408, else the button', () => {
    for (const [label, input] of inputs) {
      const ends = toStates.filter((path) => path.requestedPath === label && path.state.status === 'done').map((path) => path.state.value);
      expect(ends).toEqual([input.status === 408 ? 'redirectingToExpired' : 'leaving']);
    }
  });

  it.each(toStates.map((path) => [path.name, path] as const))('%s', async (_name, path) => {
    const { snapshot, effects } = await replay(path);
    const expected = expectedFor(inputOf(path.requestedPath));
    expect(snapshot.context).toEqual(path.state.context);
    // Every state shows the spec's texts; the target is where the button (or the 408) leads.
    expect(snapshot.context.content).toEqual(expected.content);
    if (snapshot.value === 'redirectingToExpired') {
      expect(snapshot.status).toBe('done');
      expect(effects.redirectToExpired).toHaveBeenCalledExactlyOnceWith({ kind: 'navigate', path: EXPIRED, relogin: false });
      expect(effects.leave).not.toHaveBeenCalled();
      return;
    }
    expect(snapshot.context.target).toEqual(expected.target);
    expect(effects.redirectToExpired).not.toHaveBeenCalled();
    if (snapshot.value === 'showing') {
      // The page waits for the button: nothing leaves before it is pressed.
      expect(snapshot.status).toBe('active');
      expect(effects.leave).not.toHaveBeenCalled();
    } else {
      expect(snapshot.value).toBe('leaving');
      expect(snapshot.status).toBe('done');
      expect(effects.leave).toHaveBeenCalledExactlyOnceWith(expected.target);
    }
  });
});

describeModelCoverage({
  name: 'error-routing machine',
  machine: errorRoutingMachine,
  toStates,
  throughTransitions,
  replay,
  coverage,
  transient: ['resolving'],
  // `resolving` is left within the actor's first step; its two `always` branches prove it.
  unseenLive: ['resolving'],
  moreStatePathsThan: combinations.length,
  // One button: each model but the 408s has one transition out of a state it rests in.
  moreTransitionPathsThan: combinations.length / 2,
});
