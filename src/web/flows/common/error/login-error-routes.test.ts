import { describe, expect, it } from 'vitest';
import { flowOfPhase, stepPathsOf, type Phase } from '#shared/flows';
import { pathOf, routes } from '#shared/routes';
import { isLoginErrorRoute, loginErrorContent, loginErrorRoutes, type LoginErrorRouteName } from './login-error-routes';

/** A flow's segment of its login-error paths: its own step pages' (/after/step → /after; /step → none). */
const flowSegment = (phase: Phase): string => stepPathsOf(flowOfPhase(phase)).input.replace(/\/step$/, '');

describe('login-error routes', () => {
  it('cover every login-error route of the table, each with the flow and provider of its path', () => {
    const tableNames = routes.map((r) => r.name).filter((name) => name.endsWith('loginerror'));
    expect(Object.keys(loginErrorRoutes).sort()).toEqual([...tableNames].sort());
    for (const [name, { phase, provider }] of Object.entries(loginErrorRoutes)) {
      expect(pathOf(name as LoginErrorRouteName)).toBe(`/error${flowSegment(phase)}${provider ? `/${provider}` : ''}/loginerror`);
    }
  });

  it('are told apart from other routes', () => {
    expect(isLoginErrorRoute('error-revocation-lp-loginerror')).toBe(true);
    expect(isLoginErrorRoute('error-expired')).toBe(false);
    expect(isLoginErrorRoute('toString')).toBe(false);
  });

  it('offer to log in again with the same provider', () => {
    expect(loginErrorContent(loginErrorRoutes['error-after-mint-loginerror']).buttonLabel).toBe('他のログインサービス（MINT）でもう一度ログイン');
    expect(loginErrorContent(loginErrorRoutes['error-loginerror'])).toEqual({
      title: 'ログインできませんでした',
      lead: '引越しの手続きのログインが完了しなかったか、ログインの有効期限が切れています。お手数ですが、もう一度ログインしてください。',
      buttonLabel: 'マイナンバーカードでもう一度ログイン',
      buttonPhrases: ['マイナンバーカードで', 'もう一度', 'ログイン'],
    });
    expect(loginErrorContent(loginErrorRoutes['error-lp-loginerror']).buttonLabel).toBe('提携ログインサービスでもう一度ログイン');
  });
});
