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
    tracker.routeChanged();
    page.path = '/mypage';
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

  it('does not report a page left within the delay', () => {
    const { adapter, page, tracker } = setup();
    page.path = '/after/step';
    tracker.routeChanged();
    vi.advanceTimersByTime(100);
    page.path = '/error/after/loginerror';
    tracker.routeChanged();
    vi.advanceTimersByTime(250);
    expect(adapter.events.map((e) => e.path)).toEqual(['/error/after/loginerror']);
  });

  it('sends nothing after stop', () => {
    const { adapter, tracker } = setup();
    tracker.routeChanged();
    tracker.stop();
    vi.advanceTimersByTime(1000);
    expect(adapter.events).toEqual([]);
  });
});
