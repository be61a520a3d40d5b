import { describe, expect, it } from 'vitest';
import { watchPathChanges } from './path-changes';

function browser(start: string) {
  const target = new EventTarget();
  let path = start;
  const go = (type: 'pushState' | 'replaceState' | 'popstate', next: string) => {
    path = next;
    target.dispatchEvent(new Event(type));
  };
  return { target, readPath: () => path, go };
}

describe('watchPathChanges', () => {
  it('reports each change of path, from push, replace and back/forward', () => {
    const page = browser('/');
    const seen: string[] = [];
    watchPathChanges(page.target, page.readPath, (next, previous) => seen.push(`${previous}→${next}`));
    page.go('pushState', '/mypage');
    page.go('replaceState', '/after/step');
    page.go('popstate', '/');
    expect(seen).toEqual(['/→/mypage', '/mypage→/after/step', '/after/step→/']);
  });

  it('ignores history events that keep the path', () => {
    const page = browser('/mypage');
    const seen: string[] = [];
    watchPathChanges(page.target, page.readPath, (next) => seen.push(next));
    page.go('replaceState', '/mypage');
    expect(seen).toEqual([]);
  });

  it('stops', () => {
    const page = browser('/');
    const seen: string[] = [];
    const stop = watchPathChanges(page.target, page.readPath, (next) => seen.push(next));
    stop();
    page.go('pushState', '/step');
    expect(seen).toEqual([]);
  });
});
