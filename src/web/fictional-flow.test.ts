// Issue 25 point 5: what iterates the flow registry takes a fourth flow from its entry alone,
// here handed in as a list (the shipped code reads the same functions over flowList).
import { describe, expect, it } from 'vitest';
import { sessionReadOperationsOf } from '#shared/errors/error-catalogue';
import { flowList, flowProviders, loginErrorRoutesOf, sessionReadOf } from '#shared/flows';
import type { RouteName } from '#shared/routes';
import { forwardingFlow, forwardingRoutes } from '#shared/testing/fictional-flow';
import { sessionPhasesFor } from './session/session-fetch-policy';
import { layoutsOf } from './shell/layouts';

const withForwarding = [...flowList, forwardingFlow];

describe('a fourth flow in the browser', () => {
  it('has its draft read named by its phase, and the error catalogue counts it and its named request as session reads', () => {
    expect(sessionReadOf(forwardingFlow)).toBe(`user_session/${String(forwardingFlow.phase)}`);
    expect(sessionReadOperationsOf(withForwarding)).toEqual(expect.arrayContaining([sessionReadOf(forwardingFlow), forwardingFlow.session.request]));
  });

  it('has its draft fetched on every route but its exempt ones', () => {
    const [exempt] = forwardingFlow.session.exemptRoutes;
    expect(sessionPhasesFor(exempt as RouteName, withForwarding)).not.toContain(forwardingFlow.phase);
    expect(sessionPhasesFor('mypage', withForwarding)).toContain(forwardingFlow.phase);
  });

  it('offers its providers, each with its login-error route', () => {
    expect(flowProviders(forwardingFlow)).toEqual(['', 'mint']);
    const routes = loginErrorRoutesOf(withForwarding);
    for (const provider of flowProviders(forwardingFlow)) {
      expect(routes.get(forwardingFlow.loginErrors[provider] as RouteName)).toEqual({ flow: forwardingFlow, provider });
    }
  });

  it('gets a layout with a login check for its step pages', () => {
    const layouts = layoutsOf(withForwarding);
    expect(layouts[forwardingFlow.layout]).toBeDefined();
    expect(layouts[forwardingFlow.layout]).not.toBe(layouts.common);
  });

  it('names only routes it adds to the route table, its step pages in its own layout', () => {
    const added = new Map(forwardingRoutes.map((route) => [route.name, route.layout]));
    for (const route of Object.values(forwardingFlow.steps).filter((name) => name !== null)) expect(added.get(route)).toBe(forwardingFlow.layout);
    expect(added.get(forwardingFlow.readiness)).toBe(forwardingFlow.layout);
    for (const route of Object.values(forwardingFlow.loginErrors)) expect(added.get(route)).toBe('common');
  });
});
