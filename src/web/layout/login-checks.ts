// The login checks of the step, after and revocation layouts (spec §2, §6). Where a resident
// who is not signed in goes is recorded in docs/decisions/005-layout-login-checks.md (and issue 24).
import type { Layout } from '#shared/routes';
import type { AuthStatus } from '../session/route-session';

export type GuardedLayout = Exclude<Layout, 'common'>;

/**
 * What each layout does for a resident who is not signed in: 'start' sends them to the remembered
 * start page; 'log-in' shows, in place of the page, the request to log in with the flow's services.
 */
export const signedOutOutcomes: Readonly<Record<GuardedLayout, 'start' | 'log-in'>> = {
  // The top page offers the normal flow's login.
  step: 'start',
  // The addition and revocation flows are entered with their own login. A deep link while signed
  // out is not a login that failed, so not their login-error pages (issue 24).
  after: 'log-in',
  revocation: 'log-in',
};

export type LoginCheckOutcome = { allowed: true } | { allowed: false; redirectTo: string } | { allowed: false; logIn: true };

export function loginCheck(layout: Layout, auth: AuthStatus, startPath: string): LoginCheckOutcome {
  if (layout === 'common' || auth.authenticated) return { allowed: true };
  return signedOutOutcomes[layout] === 'start' ? { allowed: false, redirectTo: startPath } : { allowed: false, logIn: true };
}
