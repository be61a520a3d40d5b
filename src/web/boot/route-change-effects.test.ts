import { describe, expect, it } from 'vitest';
import type { SessionExpiryEvent } from '#machines/session-expiry.machine';
import type { ClientError } from '#shared/errors/error-catalogue';
import { pageErrorStore, pageScrollYStore, pageValueStore } from '../stores/client-stores';
import { createStore } from '../stores/create-store';
import { installRouteChangeEffects } from './route-change-effects';

function setup(start: string) {
  const target = new EventTarget();
  let path = start;
  let scroll = 0;
  const loads: string[] = [];
  const expiry: SessionExpiryEvent[] = [];
  let pageViews = 0;
  const titles: string[] = [];
  const shownFailure = createStore<ClientError | null>(null);
  const stop = installRouteChangeEffects({
    target,
    readPath: () => path,
    scrollY: () => scroll,
    setTitle: (title) => void titles.push(title),
    shownFailure,
    loadRouteSession: (p) => loads.push(p),
    pageViews: { routeChanged: () => { pageViews += 1; } },
    expiry: { send: (event) => void expiry.push(event) },
  });
  const navigate = (next: string) => {
    path = next;
    target.dispatchEvent(new Event('pushState'));
  };
  return { navigate, loads, expiry, shownFailure, stop, titles, pageViews: () => pageViews, scrollTo: (y: number) => { scroll = y; } };
}

describe('route-change effects', () => {
  it('loads the first page\'s session and counts its page view', () => {
    const app = setup('/mypage');
    expect(app.loads).toEqual(['/mypage']);
    expect(app.pageViews()).toBe(1);
  });

  it('clears form values, form errors and the shown failure on a route change, before the next page renders', () => {
    const app = setup('/step');
    pageValueStore.setItem('zipcode', '1000001');
    pageErrorStore.setItem('zipcode', '＊郵便番号は7桁の数字で入力してください。');
    app.shownFailure.set({ status: 403, message: '入力内容にエラーがあります。', code: 'BAD_REQUEST' });
    app.scrollTo(640);

    app.navigate('/step/confirm');

    expect(pageValueStore.get()).toEqual({});
    expect(pageErrorStore.get()).toEqual({});
    expect(app.shownFailure.get()).toBeNull();
    expect(pageScrollYStore.getItem('/step')).toBe(640);
    expect(app.loads).toEqual(['/step', '/step/confirm']);
    expect(app.pageViews()).toBe(2);
  });

  it('sets the route\'s title on arrival, the 404 title outside the table and where a validate check fails', () => {
    const app = setup('/');
    app.navigate('/after/step/confirm');
    app.navigate('/no-such-page');
    app.navigate('/lifeline/Bad_Id');
    expect(app.titles).toEqual(['トップ', '追加申込み内容の確認', 'ページが見つかりません', 'ページが見つかりません']);
  });

  it('resets the session-expiry machine when the resident is back on a top page', () => {
    const app = setup('/revocation/step/confirm');
    app.navigate('/error/expired');
    expect(app.expiry).toEqual([]);
    app.navigate('/');
    app.navigate('/index01');
    expect(app.expiry).toEqual([{ type: 'RESET' }, { type: 'RESET' }]);
  });

  it('stops', () => {
    const app = setup('/');
    app.stop();
    app.navigate('/mypage');
    expect(app.loads).toEqual(['/']);
  });
});
