// A page's draft from the route session: taken from the shell's read when the route made one,
// read once more only where the route did not (exempt) or could not (failed).
import { describe, expect, it, vi } from 'vitest';
import { failing, fakeApi, ok } from '../api/testing/fake-api';
import { routeDraftOf } from './route-draft';
import { createRouteSessionLoader, createRouteSessionStore } from './route-session-store';

const signedIn = { authenticated: true, provider: 'lp', expires_at: '2026-11-22T12:00:00+09:00' };
const draft = { uuid: '0b6f0c3e-6f0e-4d0a-9a52-1b8c8a4f0c11', phase: 1, attributes: {}, updated_at: '2026-11-22T10:00:00+09:00' };
const noDraft = failing(404, 'NOT_FOUND');

const summary = { phase: 1, step1_complete: false, step2_complete: false, last_saved_at: '2026-11-22T01:00:00.000Z' };

/** `hasDraft`: whether the draft summaries list the normal flow's draft. */
function setUp(phase1: Parameters<typeof fakeApi>[0][string], hasDraft = true) {
  const api = fakeApi({
    'GET /auth_status': ok(signedIn),
    'GET /user_session_summaries': ok({ drafts: hasDraft ? [summary] : [] }),
    'GET /user_session/1': phase1,
    'GET /user_session/2': noDraft,
    'GET /user_session/3': noDraft,
  });
  const store = createRouteSessionStore();
  const load = createRouteSessionLoader({ client: api.client, store, report: vi.fn(() => null) });
  return { api, store, load, reads: { client: api.client, store } };
}

describe('routeDraftOf', () => {
  it('takes the route\'s draft, or its "none yet", without another read', async () => {
    const loaded = setUp(ok(draft));
    await loaded.load('/step/confirm');
    expect(await routeDraftOf(loaded.reads, '/step/confirm', 1)).toEqual(draft);
    expect(loaded.api.count('GET /user_session/1')).toBe(1);

    const absent = setUp(noDraft, false);
    await absent.load('/step/confirm');
    expect(await routeDraftOf(absent.reads, '/step/confirm', 1)).toBeNull();
    // The summaries said there is none: no read that could only answer 404.
    expect(absent.api.count('GET /user_session/1')).toBe(0);
  });

  it('does not read, on an exempt route, a draft the summaries do not list', async () => {
    const exempt = setUp(noDraft, false);
    await exempt.load('/step');
    expect(await routeDraftOf(exempt.reads, '/step', 1)).toBeNull();
    expect(exempt.api.count('GET /user_session/1')).toBe(0);
  });

  it('waits for the route of its own path', async () => {
    const page = setUp(ok(draft));
    await page.load('/mypage');
    const reading = routeDraftOf(page.reads, '/step/confirm', 1);
    await page.load('/step/confirm');
    expect(await reading).toEqual(draft);
    expect(page.api.count('GET /user_session/1')).toBe(2);
  });

  it('reads the draft itself on an exempt route, and after the route\'s read failed', async () => {
    const exempt = setUp(ok(draft));
    await exempt.load('/step');
    expect(exempt.api.count('GET /user_session/1')).toBe(0);
    expect(await routeDraftOf(exempt.reads, '/step', 1)).toEqual(draft);
    expect(exempt.api.count('GET /user_session/1')).toBe(1);

    let answer = failing(500, 'INTERNAL_SERVER_ERROR');
    const failed = setUp(() => answer);
    await failed.load('/step/confirm');
    expect(failed.store.get().status).toBe('failed');
    answer = ok(draft);
    expect(await routeDraftOf(failed.reads, '/step/confirm', 1)).toEqual(draft);
  });

  it('stops waiting, and reads nothing, when its page is gone', async () => {
    const page = setUp(ok(draft));
    const stop = new AbortController();
    const reading = routeDraftOf(page.reads, '/step', 1, stop.signal);
    stop.abort();
    await expect(reading).rejects.toBeDefined();
    await page.load('/step');
    expect(page.api.count('GET /user_session/1')).toBe(0);
  });
});
