// The client's middleware against a small in-memory stand-in for the server's CSRF rule
// (brief §6: a POST without the session's token fails with INVALID_CSRF_TOKEN). The
// openapi-fetch client and our middleware run unchanged; only the network is replaced.
import { describe, expect, it } from 'vitest';
import { ApiError, unwrap } from './api-error';
import { createApi, csrfHeader } from './client';

interface Seen {
  method: string;
  path: string;
  csrf: string | null;
  body: string;
}

function fakeServer() {
  let issued = 0;
  let valid = '';
  let stale = false;
  const seen: Seen[] = [];
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  async function fetch(request: Request): Promise<Response> {
    const path = new URL(request.url).pathname.replace('/utsuru-api/v1', '');
    seen.push({ method: request.method, path, csrf: request.headers.get(csrfHeader), body: await request.text() });
    if (request.method === 'GET' && path === '/csrf_token') {
      issued += 1;
      valid = stale ? 'stale' : `token-${issued}`;
      return json(200, { csrf_token: `token-${issued}` });
    }
    if (request.method === 'POST' && request.headers.get(csrfHeader) !== valid) {
      return json(403, { status: { code: 'INVALID_CSRF_TOKEN', message: 'CSRF token mismatch' } });
    }
    if (request.method === 'POST' && path === '/logout') return json(200, { logged_out: true });
    if (path === '/auth_status') return new Response('<html>Bad Gateway</html>', { status: 502 });
    if (path === '/user_info') return json(401, { status: { code: 'AUTH_REQUIRED', message: 'login required' } });
    return json(404, { status: { code: 'NOT_FOUND', message: 'no such path' } });
  }

  return {
    fetch,
    seen,
    /** The session's token changes behind the client's back (e.g. the session expired). */
    rotate: () => { valid = 'rotated'; },
    /** From now on every token the server hands out is already stale. */
    staleTokens: () => { stale = true; },
  };
}

function setup() {
  const server = fakeServer();
  const api = createApi({ baseUrl: 'http://utsuru.test/utsuru-api/v1', fetch: server.fetch });
  return { server, api };
}

describe('api client', () => {
  it('sends the stored CSRF token on POST, fetching it once', async () => {
    const { server, api } = setup();
    expect(unwrap(await api.client.POST('/logout', { body: {} }))).toEqual({ logged_out: true });
    expect(unwrap(await api.client.POST('/logout', { body: {} }))).toEqual({ logged_out: true });

    expect(server.seen.map((s) => `${s.method} ${s.path} ${s.csrf}`)).toEqual([
      'GET /csrf_token null',
      'POST /logout token-1',
      'POST /logout token-1',
    ]);
  });

  it('uses the token fetched at start', async () => {
    const { server, api } = setup();
    await api.csrf.current();
    await api.client.POST('/logout', { body: {} });
    expect(server.seen.filter((s) => s.path === '/csrf_token')).toHaveLength(1);
  });

  it('does not send the token on GET', async () => {
    const { server, api } = setup();
    await api.client.GET('/user_info');
    expect(server.seen).toEqual([{ method: 'GET', path: '/user_info', csrf: null, body: '' }]);
  });

  it('refetches the token and retries once after INVALID_CSRF_TOKEN, with the same body', async () => {
    const { server, api } = setup();
    await api.csrf.current();
    server.rotate();

    expect(unwrap(await api.client.POST('/logout', { body: {} }))).toEqual({ logged_out: true });
    expect(server.seen.map((s) => `${s.method} ${s.path} ${s.csrf} ${s.body}`)).toEqual([
      'GET /csrf_token null ',
      'POST /logout token-1 {}',
      'GET /csrf_token null ',
      'POST /logout token-2 {}',
    ]);
    // The fresh token is kept for the next POST.
    await api.client.POST('/logout', { body: {} });
    expect(server.seen.at(-1)?.csrf).toBe('token-2');
  });

  it('retries only once, then reports the CSRF failure', async () => {
    const { server, api } = setup();
    server.staleTokens();

    const result = await api.client.POST('/logout', { body: {} });
    expect(result.response.status).toBe(403);
    expect(result.error).toEqual({ status: { code: 'INVALID_CSRF_TOKEN', message: 'CSRF token mismatch' } });
    expect(() => unwrap(result)).toThrow(ApiError);
    expect(server.seen.map((s) => `${s.method} ${s.path}`)).toEqual([
      'GET /csrf_token', 'POST /logout', 'GET /csrf_token', 'POST /logout',
    ]);
  });

  it('does not retry other failures, and unwraps them as ApiError', async () => {
    const { server, api } = setup();
    const result = await api.client.GET('/user_info');
    let thrown: unknown;
    try {
      unwrap(result);
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(ApiError);
    expect(thrown).toMatchObject({ httpStatus: 401, code: 'AUTH_REQUIRED', message: 'login required' });
    expect(server.seen).toHaveLength(1);
  });

  it('turns a failure that is not ours into INTERNAL_SERVER_ERROR with the real status', async () => {
    const { api } = setup();
    const result = await api.client.GET('/auth_status');
    expect(result.response.status).toBe(502);
    expect(result.error).toEqual({ status: { code: 'INTERNAL_SERVER_ERROR', message: 'HTTP 502' } });
  });
});
