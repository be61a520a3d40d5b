import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { ClientError } from '#shared/errors/error-catalogue';
import { sessionExpiryMachine, type ExpiryRedirect } from './session-expiry.machine';

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
