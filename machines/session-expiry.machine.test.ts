import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import type { ClientError } from '#shared/errors/error-catalogue';
import { sessionExpiryMachine, type ExpiryRedirect, type SessionExpiryEvent } from './session-expiry.machine';
import { stateIdsIn, stateIdsOf } from './test-support/path-replay';

const pastMoveDate: ClientError = { status: 408, message: '引越し予定日を過ぎているため、取り消しできません。', code: 'BAD_REQUEST' };
const systemError: ClientError = { status: 500, message: 'システムエラー', code: 'INTERNAL_SERVER_ERROR' };
const authError: ClientError = { status: 401, message: '認証エラー', code: 'AUTH_REQUIRED' };

function start() {
  const redirectToExpired = vi.fn<(redirect: ExpiryRedirect) => void>();
  const actor = createActor(sessionExpiryMachine.provide({
    actions: { redirectToExpired: (_, redirect) => redirectToExpired(redirect) },
  })).start();
  return { actor, redirectToExpired };
}

describe('session-expiry machine (actor)', () => {
  it('sends the resident to the expired page on a 408', () => {
    const { actor, redirectToExpired } = start();
    actor.send({ type: 'API_FAILURE', error: pastMoveDate });
    expect(actor.getSnapshot().value).toBe('expired');
    expect(actor.getSnapshot().context.expiry).toEqual(pastMoveDate);
    expect(redirectToExpired).toHaveBeenCalledExactlyOnceWith({ path: '/error/expired', error: pastMoveDate });
  });

  it.each([
    ['a system error', systemError],
    ['an authentication error', authError],
    ['a failure spec §8 does not show', null],
  ])('keeps watching after %s', (_name, error) => {
    const { actor, redirectToExpired } = start();
    actor.send({ type: 'API_FAILURE', error });
    expect(actor.getSnapshot().value).toBe('watching');
    expect(redirectToExpired).not.toHaveBeenCalled();
  });

  it('redirects once, however many calls in flight fail with 408', () => {
    const { actor, redirectToExpired } = start();
    actor.send({ type: 'API_FAILURE', error: pastMoveDate });
    actor.send({ type: 'API_FAILURE', error: { ...pastMoveDate, code: 'OTHER' } });
    actor.send({ type: 'API_FAILURE', error: systemError });
    expect(redirectToExpired).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().context.expiry).toEqual(pastMoveDate);
  });

  it('watches again after RESET and redirects on the next 408', () => {
    const { actor, redirectToExpired } = start();
    actor.send({ type: 'API_FAILURE', error: pastMoveDate });
    actor.send({ type: 'RESET' });
    expect(actor.getSnapshot().value).toBe('watching');
    expect(actor.getSnapshot().context.expiry).toBeNull();
    actor.send({ type: 'API_FAILURE', error: pastMoveDate });
    expect(redirectToExpired).toHaveBeenCalledTimes(2);
  });

  it('ignores RESET while watching', () => {
    const { actor, redirectToExpired } = start();
    actor.send({ type: 'RESET' });
    expect(actor.getSnapshot().value).toBe('watching');
    expect(redirectToExpired).not.toHaveBeenCalled();
  });
});

// Model-based paths: every event the shell can send, replayed on a live actor.
const modelEvents: SessionExpiryEvent[] = [
  { type: 'API_FAILURE', error: pastMoveDate },
  { type: 'API_FAILURE', error: systemError },
  { type: 'API_FAILURE', error: null },
  { type: 'RESET' },
];
// Every shortest path, also those a longer one contains, so each state is a path's end once.
const paths = createTestModel(sessionExpiryMachine, { events: modelEvents }).getShortestPaths({ allowDuplicatePaths: true });

describe('session-expiry machine (shortest paths)', () => {
  it('reaches every state of the machine', () => {
    const reached = new Set(paths.flatMap((path) => stateIdsIn(path.state.value)));
    expect([...reached].sort()).toEqual(stateIdsOf(sessionExpiryMachine).sort());
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const { actor, redirectToExpired } = start();
    // How many 408s the path has sent since the last RESET decides what must have happened.
    let expiredSinceReset = 0;
    let redirects = 0;
    await path.test({
      states: {
        watching: () => {
          expect(actor.getSnapshot().value).toBe('watching');
          expect(actor.getSnapshot().context.expiry).toBeNull();
          expect(redirectToExpired).toHaveBeenCalledTimes(redirects);
        },
        expired: () => {
          expect(actor.getSnapshot().value).toBe('expired');
          expect(actor.getSnapshot().context.expiry).toEqual(pastMoveDate);
          expect(redirectToExpired).toHaveBeenCalledTimes(redirects);
          expect(redirectToExpired).toHaveBeenLastCalledWith({ path: '/error/expired', error: pastMoveDate });
        },
      },
      events: {
        API_FAILURE: (step) => {
          // The graph types the step's event as its type only; it is the full event sent.
          const event = step.event as Extract<SessionExpiryEvent, { type: 'API_FAILURE' }>;
          if (event.error?.status === 408 && expiredSinceReset++ === 0) redirects += 1;
          actor.send(event);
        },
        RESET: () => {
          expiredSinceReset = 0;
          actor.send({ type: 'RESET' });
        },
      },
    });
  });
});
