// The loader with the real client and the real failure reporter (catalogue + expiry machine);
// the network is a stand-in whose answers the test releases one by one.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { ClientError } from '#shared/errors/error-catalogue';
import { sessionExpiryMachine } from '#machines/session-expiry.machine';
import { createApi } from '../api/client';
import { createFailureReporter } from '../errors/api-failure';
import { createStore } from '../stores/create-store';
import { createRouteSessionLoader, createRouteSessionStore, knownAuth, routeSessionFor } from './route-session-store';

function setup() {
  const pending: { path: string; answer: (response: Response) => void }[] = [];
  const fetch = (request: Request) =>
    new Promise<Response>((resolve) => { pending.push({ path: new URL(request.url).pathname, answer: resolve }); });
  const { client } = createApi({ baseUrl: 'http://utsuru.test/utsuru-api/v1', fetch });
  const store = createRouteSessionStore();
  const shown = createStore<ClientError | null>(null);
  const expiry = createActor(sessionExpiryMachine).start();
  const load = createRouteSessionLoader({ client, store, report: createFailureReporter({ shown, expiry }) });
  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { pending, store, shown, load, json, settle };
}

const anonymous = { authenticated: false, provider: null, expires_at: null };

describe('route session loader', () => {
  it('is loading until auth_status answers, then ready', async () => {
    const t = setup();
    const done = t.load('/mypage');
    expect(t.store.get()).toEqual({ path: '/mypage', status: 'loading' });
    await t.settle();
    t.pending[0]?.answer(t.json(200, anonymous));
    await done;
    expect(t.store.get()).toMatchObject({ path: '/mypage', status: 'ready', value: { auth: anonymous } });
  });

  it('drops the answer of a path already left', async () => {
    const t = setup();
    const first = t.load('/mypage');
    await t.settle();
    const second = t.load('/procedureselection');
    await t.settle();
    t.pending[1]?.answer(t.json(200, anonymous));
    await second;
    t.pending[0]?.answer(t.json(200, { authenticated: true, provider: '', expires_at: '2026-11-22T12:00:00+09:00' }));
    // The stale load goes on to read the draft summaries; let them answer so it can finish.
    await t.settle();
    t.pending[2]?.answer(t.json(200, { drafts: [] }));
    await first;
    expect(t.store.get()).toMatchObject({ path: '/procedureselection', status: 'ready', value: { auth: anonymous } });
  });

  it('reports a failure, which shows the error page', async () => {
    const t = setup();
    const done = t.load('/');
    await t.settle();
    t.pending[0]?.answer(t.json(500, { status: { code: 'INTERNAL_SERVER_ERROR', message: 'request id 1' } }));
    await done;
    expect(t.store.get()).toEqual({ path: '/', status: 'failed' });
    expect(knownAuth(t.store.get())).toBeNull();
    expect(t.shown.get()).toMatchObject({ status: 500, message: 'システムエラー' });
  });

  it('keeps the login state when only a draft read failed', async () => {
    const t = setup();
    const signedIn = { authenticated: true, provider: '', expires_at: '2026-11-22T12:00:00+09:00' };
    const done = t.load('/step');
    await t.settle();
    t.pending[0]?.answer(t.json(200, signedIn));
    await t.settle();
    const summary = (phase: number) => ({ phase, step1_complete: false, step2_complete: false, last_saved_at: '2026-11-22T01:00:00.000Z' });
    t.pending[1]?.answer(t.json(200, { drafts: [summary(2), summary(3)] }));
    await t.settle();
    // /step reads the addition and revocation drafts (spec §2) that exist; the first fails.
    expect(t.pending.map((call) => call.path)).toEqual([
      '/utsuru-api/v1/auth_status',
      '/utsuru-api/v1/user_session_summaries',
      '/utsuru-api/v1/user_session/2',
      '/utsuru-api/v1/user_session/3',
    ]);
    t.pending[2]?.answer(t.json(500, { status: { code: 'INTERNAL_SERVER_ERROR', message: 'request id 2' } }));
    t.pending[3]?.answer(t.json(501, { status: { code: 'NOT_IMPLEMENTED', message: '' } }));
    await done;
    expect(t.store.get()).toEqual({ path: '/step', status: 'failed', auth: signedIn });
    expect(knownAuth(t.store.get())).toEqual(signedIn);
    expect(t.shown.get()).toMatchObject({ status: 500 });
  });

  it('loads nothing for a path outside the route table', async () => {
    const t = setup();
    await t.load('/no-such-page');
    expect(t.store.get()).toEqual({ path: '/no-such-page', status: 'none' });
    expect(t.pending).toEqual([]);
  });

  it('treats the state of another path as loading', () => {
    expect(routeSessionFor({ path: '/', status: 'none' }, '/step')).toEqual({ path: '/step', status: 'loading' });
  });
});
