import { describe, expect, it } from 'vitest';
import {
  applicationActions,
  buildsOnApplication,
  confirmPathOf,
  flowList,
  flowOfLayout,
  flowOfPhase,
  flowOfReadiness,
  flowProviders,
  flows,
  isConfirmRoute,
  landingPathOf,
  loginErrorPathOf,
  loginErrorRoutes,
  phases,
  readinessPathOf,
  stepPathsOf,
} from './flows';
import { routes } from './routes';

describe('flow registry', () => {
  it('has one flow per phase of the contract, in phase order', () => {
    expect(phases).toEqual([1, 2, 3]);
    for (const flow of flowList) expect(flowOfPhase(flow.phase)).toBe(flow);
  });

  it('names the step pages of spec §2', () => {
    expect(stepPathsOf(flows.normal)).toEqual({ input: '/step', confirm: '/step/confirm', promptauth: '/step/promptauth', thanks: '/step/thanks' });
    expect(stepPathsOf(flows.revocation).promptauth).toBe('/revocation/step/promptauth');
    expect(stepPathsOf(flows.addition).promptauth).toBeNull();
    expect(flowList.map(confirmPathOf)).toEqual(['/step/confirm', '/after/step/confirm', '/revocation/step/confirm']);
  });

  it('puts each step page in its flow’s layout', () => {
    for (const flow of flowList) {
      for (const step of Object.values(flow.steps)) {
        if (step === null) continue;
        expect(routes.find((route) => route.name === step)?.layout).toBe(flow.layout);
      }
    }
  });

  it('lands each login where spec §2 says', () => {
    expect(flowList.map(landingPathOf)).toEqual(['/mypage', '/after/step', '/revocation/step']);
  });

  it('accounts for every login-error route of the route table, once', () => {
    const tableRoutes = routes.filter((route) => route.name.endsWith('loginerror')).map((route) => route.name);
    expect([...loginErrorRoutes.keys()].sort()).toEqual([...tableRoutes].sort());
    expect(loginErrorPathOf(flows.addition, 'mint')).toBe('/error/after/mint/loginerror');
    expect(loginErrorPathOf(flows.normal, 'lp')).toBe('/error/lp/loginerror');
    // The normal flow does not offer MINT (brief §4): its login errors show the primary page.
    expect(loginErrorPathOf(flows.normal, 'mint')).toBe('/error/loginerror');
  });

  it('offers the providers of brief §4', () => {
    expect(flowProviders(flows.normal)).toEqual(['', 'lp']);
    expect(flowProviders(flows.addition)).toEqual(['', 'lp', 'mint']);
    expect(flowProviders(flows.revocation)).toEqual(['', 'lp', 'mint']);
  });

  it('maps layouts to flows, the common layout to the normal flow', () => {
    expect(flowOfLayout('common')).toBe(flows.normal);
    expect(flowOfLayout('step')).toBe(flows.normal);
    expect(flowOfLayout('after')).toBe(flows.addition);
    expect(flowOfLayout('revocation')).toBe(flows.revocation);
  });

  it('knows the confirm pages', () => {
    expect(routes.filter((route) => isConfirmRoute(route.name)).map((route) => route.pattern)).toEqual([
      '/step/confirm',
      '/after/step/confirm',
      '/revocation/step/confirm',
    ]);
  });

  it('has spec §2’s session requests and exempt routes', () => {
    expect(flowList.map((flow) => flow.session.request)).toEqual(['user_session', 'addition_user_session', 'revocation_user_session']);
    expect(flows.addition.session.exemptRoutes).toEqual([]);
  });

  it('offers on a submitted application only the flows that are available (decision 018)', () => {
    expect(flowList.map((flow) => [flow.name, flow.applicationAction])).toEqual([
      ['normal', null],
      ['addition', 'ライフラインの手続きを追加する'],
      ['revocation', '申請を取り消す'],
    ]);
    // The addition (issue 13) and the revocation (issue 14) are built, each leading to its readiness page (issue 28).
    expect(applicationActions()).toEqual([
      { flow: flows.addition, label: 'ライフラインの手続きを追加する', path: '/after/step/readiness' },
      { flow: flows.revocation, label: '申請を取り消す', path: '/revocation/step/readiness' },
    ]);
    // A flow that is not built offers nothing: no dead link.
    const unbuilt = { ...flows.revocation, available: false };
    expect(applicationActions([flows.normal, flows.addition, unbuilt])).toEqual([{ flow: flows.addition, label: 'ライフラインの手続きを追加する', path: '/after/step/readiness' }]);
  });

  it('starts every flow at its readiness page, which belongs to the flow (issue 28)', () => {
    expect(flowList.map(readinessPathOf)).toEqual(['/step/readiness', '/after/step/readiness', '/revocation/step/readiness']);
    for (const flow of flowList) expect(flowOfReadiness(flow.readiness)).toBe(flow);
    expect(flowOfReadiness('step')).toBeUndefined();
    expect(flowList.filter(buildsOnApplication)).toEqual([flows.addition]);
  });
});
