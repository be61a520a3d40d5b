// The login calls over the real client and a fake network.
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { getAuthStatus, getAuthzUrl, getUserInfo, logout } from './auth';
import { failing, fakeApi, ok } from './testing/fake-api';

const signedIn = { authenticated: true, provider: 'lp', expires_at: '2026-11-22T12:00:00+09:00' };

describe('auth calls', () => {
  it('reads the login state and the verified identity', async () => {
    const user = { name: { last: '山田', first: '太郎' }, name_kana: { last: 'ヤマダ', first: 'タロウ' } };
    const api = fakeApi({ 'GET /auth_status': ok(signedIn), 'GET /user_info': ok(user) });
    expect(await getAuthStatus(api.client)).toEqual(signedIn);
    expect(await getUserInfo(api.client)).toEqual(user);
    expect(api.seen).toEqual(['GET /auth_status', 'GET /user_info']);
  });

  it('throws ApiError with the server code', async () => {
    const api = fakeApi({ 'GET /user_info': failing(401, 'AUTH_REQUIRED', 'ログインが必要です。') });
    await expect(getUserInfo(api.client)).rejects.toMatchObject({ name: 'ApiError', httpStatus: 401, code: 'AUTH_REQUIRED' });
  });

  it('asks for the login URL of the phase and provider, and refuses one that is not a web address', async () => {
    const api = fakeApi({ 'GET /login/authz_url': ok({ url: 'https://idp.example/auth?x=1', new_tab: false }) });
    expect(await getAuthzUrl(api.client, { phase: 1, provider: 'lp' })).toEqual({ url: 'https://idp.example/auth?x=1', new_tab: false });
    expect(api.seen).toEqual(['GET /login/authz_url?phase=1&provider=lp']);

    const evil = fakeApi({ 'GET /login/authz_url': ok({ url: 'javascript:alert(1)', new_tab: false }) });
    await expect(getAuthzUrl(evil.client, { phase: 1, provider: 'lp' })).rejects.toBeInstanceOf(ApiError);
  });

  it('logs out with a POST carrying the CSRF token', async () => {
    const api = fakeApi({ 'POST /logout': ok({ logged_out: true }) });
    expect(await logout(api.client)).toEqual({ logged_out: true });
    expect(api.seen).toEqual(['GET /csrf_token', 'POST /logout']);
  });
});
