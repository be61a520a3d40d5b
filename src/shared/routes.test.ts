import { describe, expect, it } from 'vitest';
import { matchRoute, routeParamsValid, routes } from './routes';

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
