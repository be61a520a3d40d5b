// The kept code is saved once a route says someone is signed in, over the real client and a fake network.
import { describe, expect, it, vi } from 'vitest';
import { failing, fakeApi, ok, type FakeRoutes } from '../api/testing/fake-api';
import { everyFlowSlot } from '../session/route-session';
import type { RouteSessionState } from '../session/route-session-store';
import { createStore } from '../stores/create-store';
import type { PromoSaveOutcome } from './promo-state';
import { installPromoCodeSaving } from './save-kept-promo-code';

const campaign = { promo_code: 'SHINSEIKATSU2026', campaign: { title: '新生活応援キャンペーン', offers: [{ business_id: 'soyokaze-hikari', name: 'そよかぜ光', offer: '月額料金が3か月無料' }] } };

const ready = (authenticated: boolean): RouteSessionState => ({
  path: '/mypage',
  status: 'ready',
  value: {
    auth: authenticated ? { authenticated, provider: '', expires_at: '2026-11-25T12:00:00+09:00' } : { authenticated, provider: null, expires_at: null },
    drafts: [],
    sessions: everyFlowSlot({ state: 'skipped' }),
  },
});

function setUp(routes: FakeRoutes, code: string | null = 'SHINSEIKATSU2026') {
  const api = fakeApi(routes);
  const routeSessions = createStore<RouteSessionState>({ path: '/', status: 'loading' });
  const kept = createStore<string | null>(null);
  kept.set(code);
  const outcome = createStore<PromoSaveOutcome | null>(null);
  const report = vi.fn((_operation: string, _failure: unknown) => null);
  const stop = installPromoCodeSaving({ client: api.client, routeSessions, kept, outcome, report });
  return { api, routeSessions, kept, outcome, report, stop };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('installPromoCodeSaving', () => {
  it('saves the kept code once signed in, then forgets it', async () => {
    const { api, routeSessions, kept, outcome } = setUp({
      'POST /promo_code_save': (body) => (JSON.stringify(body) === '{"promo_code":"SHINSEIKATSU2026"}' ? ok(campaign) : failing(400, 'BAD_REQUEST')),
    });
    routeSessions.set(ready(false));
    await settled();
    expect(api.count('POST /promo_code_save')).toBe(0);
    routeSessions.set(ready(true));
    await vi.waitFor(() => expect(kept.get()).toBeNull());
    expect(outcome.get()).toEqual({ kind: 'saved', promo: campaign });
    routeSessions.set({ ...ready(true), path: '/step' });
    await settled();
    expect(api.count('POST /promo_code_save')).toBe(1);
  });

  it('tells of a code no campaign has (NOT_FOUND) without an error page', async () => {
    const { routeSessions, kept, outcome, report } = setUp({ 'POST /promo_code_save': ok({ status: { code: 'NOT_FOUND', message: 'このキャンペーンコードは使えません。' } }) }, 'NOPE');
    routeSessions.set(ready(true));
    await vi.waitFor(() => expect(outcome.get()).toEqual({ kind: 'unknown', code: 'NOPE' }));
    expect(kept.get()).toBeNull();
    expect(report).not.toHaveBeenCalled();
  });

  it('reports another failure once and keeps the code for the next page load', async () => {
    const { api, routeSessions, kept, report } = setUp({ 'POST /promo_code_save': failing(500, 'INTERNAL_SERVER_ERROR') });
    routeSessions.set(ready(true));
    await vi.waitFor(() => expect(report).toHaveBeenCalledOnce());
    expect(report.mock.calls[0]?.[0]).toBe('promo_code_save');
    routeSessions.set({ ...ready(true), path: '/step' });
    await settled();
    expect(api.count('POST /promo_code_save')).toBe(1);
    expect(kept.get()).toBe('SHINSEIKATSU2026');
  });

  it('does nothing without a kept code', async () => {
    const { api, routeSessions } = setUp({}, null);
    routeSessions.set(ready(true));
    await settled();
    expect(api.seen).toEqual([]);
  });
});
