import { describe, expect, it } from 'vitest';
import { matchRoute, routes } from '#shared/routes';
import { routeParser } from './route-parser';

// The first route whose pattern matches, as wouter's <Switch> picks it.
function spaRoute(path: string) {
  return routes.find((route) => routeParser(route.pattern).pattern.exec(path) !== null);
}

const samples = [
  ...routes.map((route) => route.pattern.replace(/:id\??/, 'abc-1_Z')),
  ...routes.map((route) => route.pattern.replace(/\/:id\?$/, '')),
  ...routes.map((route) => `${route.pattern.replace(/:id\??/, '42')}/`),
  '/', '//', '/mypage//', '//mypage', '/MyPage', '/MYPAGE', '/mypage/extra', '/lifeline', '/lifeline/',
  '/lifeline/a b', '/lifeline/a.b', '/lifeline/%E3%81%82', '/lifeline/1/2', '/after/lifeline', '/after/lifeline/',
  '/after/lifeline/7', '/after/lifeline/7/8', '/step/confirm/x', '/error', '/error/lp', '/nowhere', '/index01x',
];

describe('routeParser', () => {
  it.each(samples)('matches %s exactly as the server does', (path) => {
    expect(spaRoute(path)?.name).toBe(matchRoute(path)?.name);
  });

  it('extracts the id parameter', () => {
    const { pattern, keys } = routeParser('/after/lifeline/:id?');
    expect(keys).toEqual(['id']);
    expect(pattern.exec('/after/lifeline/gas-1')?.[1]).toBe('gas-1');
    expect(pattern.exec('/after/lifeline')?.[1]).toBeUndefined();
  });

  it('lets the catch-all route match every path', () => {
    const { pattern } = routeParser('*');
    for (const path of ['/', '/nowhere', '/a/b/c', '/MyPage']) expect(pattern.exec(path)).not.toBeNull();
  });

  it('is case-sensitive, like the server', () => {
    expect(routeParser('/mypage').pattern.exec('/MyPage')).toBeNull();
  });
});
