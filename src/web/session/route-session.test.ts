// The loader with the real openapi-fetch client and its middleware; only the network is a
// small stand-in that answers as the server does (auth_status, user_session_summaries,
// user_session/{phase}).
import { describe, expect, it } from 'vitest';
import { createApi } from '../api/client';
import { clientErrorOf } from '../errors/api-failure';
import { loadRouteSession } from './route-session';

type Answer = { status: number; body: unknown };

/** `drafts`: the phases the resident has a draft of (default: all three). */
function fakeServer(options: { authenticated: boolean; drafts?: number[]; session?: (phase: string) => Answer }) {
  const seen: string[] = [];
  const json = ({ status, body }: Answer) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const notImplemented = { status: 501, body: { status: { code: 'NOT_IMPLEMENTED', message: 'まだ利用できません。' } } };
  async function fetch(request: Request): Promise<Response> {
    const path = new URL(request.url).pathname.replace('/utsuru-api/v1', '');
    seen.push(`${request.method} ${path}`);
    if (path === '/auth_status') {
      return json({
        status: 200,
        body: options.authenticated
          ? { authenticated: true, provider: '', expires_at: '2026-11-22T12:00:00+09:00' }
          : { authenticated: false, provider: null, expires_at: null },
      });
    }
    if (path === '/user_session_summaries') {
      const drafts = (options.drafts ?? [1, 2, 3]).map((phase) => ({ phase, step1_complete: false, step2_complete: false, last_saved_at: '2026-11-22T01:00:00.000Z' }));
      return json({ status: 200, body: { drafts } });
    }
    const phase = /^\/user_session\/(\d)$/.exec(path)?.[1];
    if (phase) return json(options.session?.(phase) ?? notImplemented);
    return json({ status: 404, body: { status: { code: 'NOT_FOUND', message: 'no such path' } } });
  }
  const api = createApi({ baseUrl: 'http://utsuru.test/utsuru-api/v1', fetch });
  return { client: api.client, seen };
}

const draft = (phase: number) => ({
  uuid: '0b6f0c3e-6f0e-4d0a-9a52-1b8c8a4f0c11',
  phase,
  attributes: {},
  updated_at: '2026-11-22T10:00:00+09:00',
});

describe('loadRouteSession', () => {
  it('reads only the login state when nobody is signed in', async () => {
    const server = fakeServer({ authenticated: false });
    const result = await loadRouteSession(server.client, 'mypage');
    expect(result).toEqual({
      ok: true,
      value: { auth: { authenticated: false, provider: null, expires_at: null }, drafts: [], sessions: { 1: { state: 'skipped' }, 2: { state: 'skipped' }, 3: { state: 'skipped' } } },
    });
    expect(server.seen).toEqual(['GET /auth_status']);
  });

  it('fetches the sessions of the route\'s policy for a signed-in resident', async () => {
    const server = fakeServer({ authenticated: true });
    await loadRouteSession(server.client, 'step');
    expect(server.seen).toEqual(['GET /auth_status', 'GET /user_session_summaries', 'GET /user_session/2', 'GET /user_session/3']);

    server.seen.length = 0;
    await loadRouteSession(server.client, 'revocation-step-thanks');
    expect(server.seen).toEqual(['GET /auth_status', 'GET /user_session_summaries', 'GET /user_session/1', 'GET /user_session/2']);

    server.seen.length = 0;
    await loadRouteSession(server.client, 'index');
    expect(server.seen).toEqual(['GET /auth_status', 'GET /user_session_summaries', 'GET /user_session/1', 'GET /user_session/2', 'GET /user_session/3']);
  });

  it('asks for no draft the summaries do not list, so no 404 reaches the console (decision 018)', async () => {
    const server = fakeServer({ authenticated: true, drafts: [1], session: () => ({ status: 200, body: draft(1) }) });
    const result = await loadRouteSession(server.client, 'mypage');
    expect(server.seen).toEqual(['GET /auth_status', 'GET /user_session_summaries', 'GET /user_session/1']);
    expect(result.ok && result.value.sessions).toEqual({ 1: { state: 'loaded', data: draft(1) }, 2: { state: 'absent' }, 3: { state: 'absent' } });
    expect(result.ok && result.value.drafts.map((summary) => summary.phase)).toEqual([1]);

    const none = fakeServer({ authenticated: true, drafts: [] });
    await loadRouteSession(none.client, 'index');
    expect(none.seen).toEqual(['GET /auth_status', 'GET /user_session_summaries']);
  });

  it('treats NOT_IMPLEMENTED (before issue 5) and NOT_FOUND as "no draft yet", without an error', async () => {
    const server = fakeServer({
      authenticated: true,
      session: (phase) => (phase === '1'
        ? { status: 200, body: draft(1) }
        : phase === '2'
          ? { status: 404, body: { status: { code: 'NOT_FOUND', message: '申請情報がありません。' } } }
          : { status: 501, body: { status: { code: 'NOT_IMPLEMENTED', message: 'まだ利用できません。' } } }),
    });
    const result = await loadRouteSession(server.client, 'mypage');
    expect(result.ok && result.value.sessions).toEqual({ 1: { state: 'loaded', data: draft(1) }, 2: { state: 'absent' }, 3: { state: 'absent' } });
  });

  it('reports any other session failure with its operation, which the catalogue maps', async () => {
    const server = fakeServer({
      authenticated: true,
      session: (phase) => (phase === '3'
        ? { status: 401, body: { status: { code: 'AUTH_REQUIRED', message: 'ログインが必要です。' } } }
        : { status: 501, body: { status: { code: 'NOT_IMPLEMENTED', message: '' } } }),
    });
    const result = await loadRouteSession(server.client, 'mypage');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.operationPath).toBe('user_session/3');
    // The login state is known even though a draft read failed: the error page needs it.
    expect(result.error.auth).toMatchObject({ authenticated: true, provider: '' });
    // Spec §8: AUTH_REQUIRED on a session read is 404 '認証エラー'.
    expect(clientErrorOf(result.error.operationPath, result.error.failure)).toMatchObject({ status: 404, message: '認証エラー' });
  });

  it('reports a failed login-state read as a failure of auth_status', async () => {
    const api = createApi({ baseUrl: 'http://utsuru.test/utsuru-api/v1', fetch: async () => new Response('<html>Bad Gateway</html>', { status: 502 }) });
    const result = await loadRouteSession(api.client, 'index');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(clientErrorOf(result.error.operationPath, result.error.failure)).toMatchObject({ status: 500 });
    expect(result.error.auth).toBeUndefined();

    const offline = createApi({ baseUrl: 'http://utsuru.test/utsuru-api/v1', fetch: async () => { throw new TypeError('Failed to fetch'); } });
    const down = await loadRouteSession(offline.client, 'index');
    expect(!down.ok && clientErrorOf(down.error.operationPath, down.error.failure)).toMatchObject({ status: 500 });
  });
});
