import { describe, expect, it } from 'vitest';
import { loginCheck } from './login-checks';

const signedIn = { authenticated: true, provider: 'lp', expires_at: '2026-11-22T12:00:00+09:00' };
const signedOut = { authenticated: false, provider: null, expires_at: null };

describe('layout login checks', () => {
  it('lets a signed-in resident into every layout', () => {
    for (const layout of ['common', 'step', 'after', 'revocation'] as const) expect(loginCheck(layout, signedIn, '/')).toEqual({ allowed: true });
  });

  it('has no check on the common layout', () => {
    expect(loginCheck('common', signedOut, '/')).toEqual({ allowed: true });
  });

  it('sends a signed-out resident of the normal flow to the remembered start page', () => {
    expect(loginCheck('step', signedOut, '/')).toEqual({ allowed: false, redirectTo: '/' });
    expect(loginCheck('step', signedOut, '/index01')).toEqual({ allowed: false, redirectTo: '/index01' });
  });

  it('asks signed-out residents of the addition and revocation flows to log in, in place (not a login error, issue 24)', () => {
    expect(loginCheck('after', signedOut, '/')).toEqual({ allowed: false, logIn: true });
    expect(loginCheck('revocation', signedOut, '/')).toEqual({ allowed: false, logIn: true });
  });
});
