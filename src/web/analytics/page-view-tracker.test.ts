import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCapturingAdapter } from './capturing-adapter';
import { createPageViewTracker } from './page-view-tracker';

describe('page-view tracker', () => {
  beforeEach(() => { vi.useFakeTimers(); });
  afterEach(() => { vi.useRealTimers(); });

  function setup() {
    const adapter = createCapturingAdapter();
    const page = { path: '/', title: 'トップ｜うつる 引越し手続き' };
    const tracker = createPageViewTracker({ adapter, currentPage: () => ({ ...page }) });
    return { adapter, page, tracker };
  }

  it('sends the page view 250 ms after the route change, with the title of that moment', () => {
    const { adapter, page, tracker } = setup();
    page.path = '/mypage';
    tracker.routeChanged();
    vi.advanceTimersByTime(249);
    expect(adapter.events).toEqual([]);
    page.title = 'マイページ｜うつる 引越し手続き';
    vi.advanceTimersByTime(1);
    expect(adapter.events).toEqual([{ type: 'page_view', path: '/mypage', title: 'マイページ｜うつる 引越し手続き' }]);
  });

  it('sends one event per route change', () => {
    const { adapter, page, tracker } = setup();
    tracker.routeChanged();
    vi.advanceTimersByTime(300);
    page.path = '/step';
    tracker.routeChanged();
    vi.advanceTimersByTime(300);
    expect(adapter.events.map((e) => e.path)).toEqual(['/', '/step']);
  });

  it('reports a page left within the delay too, with the title it had when it was left (issue 24)', () => {
    const { adapter, page, tracker } = setup();
    page.path = '/after/step';
    page.title = 'ログインの確認｜うつる 引越し手続き';
    tracker.routeChanged();
    vi.advanceTimersByTime(100);
    // The route change is reported before the next page sets its title.
    page.path = '/error/after/loginerror';
    tracker.routeChanged();
    page.title = 'ログインできませんでした｜うつる 引越し手続き';
    vi.advanceTimersByTime(149);
    expect(adapter.events).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(adapter.events).toEqual([{ type: 'page_view', path: '/after/step', title: 'ログインの確認｜うつる 引越し手続き' }]);
    vi.advanceTimersByTime(100);
    expect(adapter.events.at(-1)).toEqual({ type: 'page_view', path: '/error/after/loginerror', title: 'ログインできませんでした｜うつる 引越し手続き' });
    expect(adapter.events).toHaveLength(2);
  });

  it('sends nothing after stop, not even the views already scheduled', () => {
    const { adapter, page, tracker } = setup();
    tracker.routeChanged();
    page.path = '/step';
    tracker.routeChanged();
    tracker.stop();
    vi.advanceTimersByTime(1000);
    expect(adapter.events).toEqual([]);
  });
});
