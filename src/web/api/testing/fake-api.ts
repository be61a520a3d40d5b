// A stand-in for the network behind the real client (createApi, with its middleware): each
// `METHOD /path` answers from a table, and every request is recorded, so a test can count the
// calls a navigation or a save makes.
import { createApi, type ApiClient } from '../client';

export type FakeAnswer = { status: number; body: unknown };
/** By `METHOD /path` (path after the API base, e.g. `GET /user_session/1`); a function sees the request body. */
export type FakeRoutes = Record<string, FakeAnswer | ((body: unknown) => FakeAnswer)>;

export const fakeBaseUrl = 'http://utsuru.test/utsuru-api/v1';

const notFound: FakeAnswer = { status: 404, body: { status: { code: 'NOT_FOUND', message: 'no such path' } } };

export function fakeApi(routes: FakeRoutes): { client: ApiClient; seen: string[]; count: (call: string) => number } {
  const seen: string[] = [];
  async function fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const call = `${request.method} ${url.pathname.replace('/utsuru-api/v1', '')}`;
    seen.push(call + url.search);
    const text = await request.text();
    const route = routes[call];
    const answer = typeof route === 'function' ? route(text === '' ? undefined : JSON.parse(text)) : (route ?? notFound);
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  }
  const { client } = createApi({ baseUrl: fakeBaseUrl, fetch });
  // Every POST first fetches the CSRF token; tests count the operations, not that.
  routes['GET /csrf_token'] ??= { status: 200, body: { csrf_token: 'token-1' } };
  return { client, seen, count: (call) => seen.filter((entry) => entry.split('?')[0] === call).length };
}

export const ok = (body: unknown): FakeAnswer => ({ status: 200, body });
export const failing = (status: number, code: string, message = ''): FakeAnswer => ({ status, body: { status: { code, message } } });
