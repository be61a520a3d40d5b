import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors/api-error';
import { requireUser } from './require-user';

describe('requireUser', () => {
  it('answers the logged-in resident id', () => {
    expect(requireUser({ session: { userId: 'u-1' } })).toBe('u-1');
  });

  it.each([{ session: null }, { session: { userId: null } }])('refuses %j with AUTH_REQUIRED and the one Japanese message', (request) => {
    let thrown: unknown;
    try {
      requireUser(request);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ApiError);
    expect((thrown as ApiError).toBody()).toEqual({ status: { code: 'AUTH_REQUIRED', message: 'ログインが必要です。' } });
    expect((thrown as ApiError).statusCode).toBe(401);
  });
});
