// マイページ over the real client, the shell's route-session loader and a fake network: one
// navigation to /mypage fetches auth_status once, for the shell and the page together.
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { failing, fakeApi, ok, type FakeRoutes } from '../../../api/testing/fake-api';
import { createRouteSessionLoader, createRouteSessionStore } from '../../../session/route-session-store';
import { createMyPageMachine } from './create-my-page-machine';

const signedIn = { authenticated: true, provider: 'lp', expires_at: '2026-11-22T12:00:00+09:00' };
const user = { name: { last: '山田', first: '太郎' }, name_kana: { last: 'ヤマダ', first: 'タロウ' } };
const noDraft = failing(404, 'NOT_FOUND', '申請情報がありません。');

function setUp(routes: FakeRoutes) {
  const api = fakeApi({
    'GET /user_session_summaries': ok({ drafts: [] }),
    'GET /user_session/1': noDraft,
    'GET /user_session/2': noDraft,
    'GET /user_session/3': noDraft,
    'GET /user_info': ok(user),
    'GET /applications': ok({ applications: [] }),
    ...routes,
  });
  const store = createRouteSessionStore();
  const report = vi.fn(() => null);
  const navigateTo = createRouteSessionLoader({ client: api.client, store, report });
  let path = '/';
  const machine = createMyPageMachine({ client: api.client, routeSessions: store, currentPath: () => path, navigate: vi.fn() });
  return {
    api,
    report,
    machine,
    /** What the shell does on a route change: the path changes and its route session loads. */
    navigate: (next: string) => {
      path = next;
      return navigateTo(next);
    },
    /** The address bar changes before the shell starts the load (a page may mount in between). */
    moveTo: (next: string) => {
      path = next;
    },
  };
}

describe('マイページ and the route session', () => {
  it('fetches auth_status once per navigation to /mypage', async () => {
    const page = setUp({ 'GET /auth_status': ok(signedIn) });
    await page.navigate('/');
    expect(page.api.count('GET /auth_status')).toBe(1);

    // The page starts before the shell's load of its path: it waits for that load, not the old path's.
    page.moveTo('/mypage');
    const actor = createActor(page.machine).start();
    await page.navigate('/mypage');
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: 'listed' }));
    expect(actor.getSnapshot().context.user).toEqual(user);
    expect(page.api.count('GET /auth_status')).toBe(2);
    actor.stop();
  });

  it('uses the route\'s login state when the page starts after the load, and shows the signed-out text on one', async () => {
    const page = setUp({ 'GET /auth_status': ok({ authenticated: false, provider: null, expires_at: null }) });
    await page.navigate('/mypage');
    const actor = createActor(page.machine).start();
    await waitFor(actor, (snapshot) => snapshot.matches('anonymous'));
    expect(page.api.seen).toEqual(['GET /auth_status']);
  });

  it('asks again only when the route\'s own read failed (its error already went to the error page)', async () => {
    let answer = failing(502, 'INTERNAL_SERVER_ERROR');
    const page = setUp({ 'GET /auth_status': () => answer });
    await page.navigate('/mypage');
    expect(page.report).toHaveBeenCalledWith('auth_status', expect.anything());
    answer = ok(signedIn);
    const actor = createActor(page.machine).start();
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: 'listed' }));
    expect(page.api.count('GET /auth_status')).toBe(2);
  });

  it('asks nothing once the page is gone', async () => {
    const page = setUp({ 'GET /auth_status': ok(signedIn) });
    const loading = page.navigate('/mypage');
    const actor = createActor(page.machine).start();
    actor.stop();
    await loading;
    await new Promise((resolve) => setTimeout(resolve, 10));
    // The shell's reads only: which drafts exist (none, so no draft read), nothing of the page's.
    expect(page.api.seen).toEqual(['GET /auth_status', 'GET /user_session_summaries']);
  });
});
