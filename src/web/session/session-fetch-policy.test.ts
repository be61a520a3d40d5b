import { describe, expect, it } from 'vitest';
import { allRouteNames, sessionPhasesFor } from './session-fetch-policy';

describe('session fetch policy (spec §2)', () => {
  it('does not fetch the main session on step, step-promptauth and step-thanks', () => {
    for (const route of ['step', 'step-promptauth', 'step-thanks'] as const) expect(sessionPhasesFor(route)).toEqual([2, 3]);
  });

  it('does not fetch the revocation session on the three revocation-step routes', () => {
    for (const route of ['revocation-step', 'revocation-step-promptauth', 'revocation-step-thanks'] as const) {
      expect(sessionPhasesFor(route)).toEqual([1, 2]);
    }
  });

  it('fetches all three on every other route, and the addition session on every route', () => {
    const exempt = new Set(['step', 'step-promptauth', 'step-thanks', 'revocation-step', 'revocation-step-promptauth', 'revocation-step-thanks']);
    for (const route of allRouteNames) {
      expect(sessionPhasesFor(route)).toContain(2);
      if (!exempt.has(route)) expect(sessionPhasesFor(route), route).toEqual([1, 2, 3]);
    }
  });

  it('keeps the confirm pages fetching, as the spec exempts only the three named routes', () => {
    expect(sessionPhasesFor('step-confirm')).toEqual([1, 2, 3]);
    expect(sessionPhasesFor('revocation-step-confirm')).toEqual([1, 2, 3]);
  });
});
