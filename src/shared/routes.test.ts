import { describe, expect, it } from 'vitest';
import { matchRoute, routeParamsOf, routeParamsValid, routeShownAt, routes } from './routes';

const route = (name: string) => {
  const found = routes.find((r) => r.name === name);
  if (!found) throw new Error(name);
  return found;
};

describe('route validate checks (spec §2)', () => {
  it('accepts a lifeline business id in the format of the contract', () => {
    expect(routeParamsValid(route('lifeline-id'), { id: 'denki-01' })).toBe(true);
    expect(routeParamsValid(route('after-lifeline-id'), { id: 'gas' })).toBe(true);
  });

  it('rejects ids the contract would never issue', () => {
    for (const id of ['Denki', '-denki', 'denki_01', 'a'.repeat(65)]) {
      expect(routeParamsValid(route('lifeline-id'), { id }), id).toBe(false);
      expect(routeParamsValid(route('after-lifeline-id'), { id }), id).toBe(false);
    }
  });

  it('lets /after/lifeline go without an id', () => {
    expect(matchRoute('/after/lifeline')?.name).toBe('after-lifeline-id');
    expect(routeParamsValid(route('after-lifeline-id'), {})).toBe(true);
  });

  it('passes routes that have no check', () => {
    expect(routeParamsValid(route('mypage'), {})).toBe(true);
  });
});

describe('the route a path shows', () => {
  it('reads the parameters of the path', () => {
    expect(routeParamsOf(route('lifeline-id'), '/lifeline/denki-01')).toEqual({ id: 'denki-01' });
    expect(routeParamsOf(route('after-lifeline-id'), '/after/lifeline')).toEqual({});
    expect(routeParamsOf(route('mypage'), '/mypage')).toEqual({});
  });

  it('is the route matched, unless its validate check fails or nothing matches (the 404 page)', () => {
    expect(routeShownAt('/lifeline/denki-01')?.name).toBe('lifeline-id');
    expect(routeShownAt('/after/lifeline')?.name).toBe('after-lifeline-id');
    expect(routeShownAt('/lifeline/Bad_Id')).toBeUndefined();
    expect(routeShownAt('/after/lifeline/UPPER')).toBeUndefined();
    expect(routeShownAt('/no-such-page')).toBeUndefined();
  });
});
