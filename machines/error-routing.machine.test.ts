import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel, getShortestPaths } from 'xstate/graph';
import type { ErrorPageContent, Flow, PageKind } from '#shared/errors/error-page-content';
import { errorRoutingMachine, type ErrorRoutingInput, type ErrorTarget } from './error-routing.machine';
import { stateIdsIn, stateIdsOf } from './test-support/path-replay';

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

function startActor(input: ErrorRoutingInput) {
  const leave = vi.fn<(target: ErrorTarget) => void>();
  const redirectToExpired = vi.fn<(target: ErrorTarget) => void>();
  const actor = createActor(errorRoutingMachine.provide({
    actions: { leave: (_, target) => leave(target), redirectToExpired: (_, target) => redirectToExpired(target) },
  }), { input }).start();
  return { actor, leave, redirectToExpired };
}

describe.each(combinations.map((input) => [labelOfInput(input), input] as const))('error routing: %s', (_label, input) => {
  const expected = expectedFor(input);
  const paths = createTestModel(errorRoutingMachine, { input }).getShortestPaths();

  it('has a path to where the page ends', () => {
    const ends = paths.map((path) => path.state.value);
    expect(ends).toEqual([input.status === 408 ? 'redirectingToExpired' : 'leaving']);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const { actor, leave, redirectToExpired } = startActor(input);
    await path.test({
      states: {
        showing: (model) => {
          const snapshot = actor.getSnapshot();
          expect(snapshot.value).toBe('showing');
          expect(snapshot.context.content).toEqual(expected.content);
          expect(snapshot.context.target).toEqual(expected.target);
          expect(model.context).toEqual(snapshot.context);
          expect(leave).not.toHaveBeenCalled();
        },
        leaving: () => {
          const snapshot = actor.getSnapshot();
          expect(snapshot.value).toBe('leaving');
          expect(snapshot.status).toBe('done');
          expect(leave).toHaveBeenCalledExactlyOnceWith(expected.target);
          expect(redirectToExpired).not.toHaveBeenCalled();
        },
        redirectingToExpired: () => {
          const snapshot = actor.getSnapshot();
          expect(snapshot.value).toBe('redirectingToExpired');
          expect(snapshot.status).toBe('done');
          expect(snapshot.context.content).toEqual(expected.content);
          expect(redirectToExpired).toHaveBeenCalledExactlyOnceWith({ kind: 'navigate', path: EXPIRED, relogin: false });
          expect(leave).not.toHaveBeenCalled();
        },
      },
      events: {
        PRESS_BUTTON: () => {
          actor.send({ type: 'PRESS_BUTTON' });
        },
      },
    });
  });
});

describe('error routing: the model as a whole', () => {
  it('reaches every state but the transient one across the combinations', () => {
    const reached = new Set(combinations.flatMap((input) =>
      getShortestPaths(errorRoutingMachine, { input, events: [{ type: 'PRESS_BUTTON' }] }).flatMap((path) => stateIdsIn(path.state.value))));
    expect([...reached].sort()).toEqual(stateIdsOf(errorRoutingMachine).filter((id) => id !== 'resolving').sort());
  });

  it('waits for the button: nothing is left before it is pressed', () => {
    const { actor, leave } = startActor({ status: 403, flow: 'addition', pageKind: 'other', hasUserSession: true, rememberedStartPath: null });
    expect(actor.getSnapshot().value).toBe('showing');
    expect(leave).not.toHaveBeenCalled();
  });

  it.each([
    ['a protocol-relative URL', '//evil.example/'],
    ['a backslash trick', '/\\evil.example'],
    ['an absolute URL', 'https://evil.example/'],
    ['an empty text', ''],
  ])('does not follow %s stored as the start page', (_name, rememberedStartPath) => {
    const { actor } = startActor({ status: 401, flow: 'normal', pageKind: 'other', hasUserSession: true, rememberedStartPath });
    expect(actor.getSnapshot().context.target.path).toBe('/');
  });

  it('runs without the edge providing anything (stubs are no-ops)', () => {
    const actor = createActor(errorRoutingMachine, {
      input: { status: 500, flow: 'normal', pageKind: 'other', hasUserSession: true, rememberedStartPath: null },
    }).start();
    actor.send({ type: 'PRESS_BUTTON' });
    expect(actor.getSnapshot().status).toBe('done');
  });
});
