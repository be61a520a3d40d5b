// The login checks of the step, after and revocation layouts (spec §2, §6). Where a resident
// who is not signed in goes is recorded in docs/decisions/005-layout-login-checks.md.
import { pathOf, type Layout } from '#shared/routes';
import type { AuthStatus } from '../session/route-session';

export type GuardedLayout = Exclude<Layout, 'common'>;

/** Where each layout sends a resident who is not signed in; 'start' is the remembered start page. */
export const signedOutDestinations: Readonly<Record<GuardedLayout, 'start' | string>> = {
  // The top page offers the normal flow's login.
  step: 'start',
  // The addition and revocation flows are entered with their own login, which only their
  // login-error pages offer again.
  after: pathOf('error-after-loginerror'),
  revocation: pathOf('error-revocation-loginerror'),
};

export type LoginCheckOutcome = { allowed: true } | { allowed: false; redirectTo: string };

export function loginCheck(layout: Layout, auth: AuthStatus, startPath: string): LoginCheckOutcome {
  if (layout === 'common' || auth.authenticated) return { allowed: true };
  const destination = signedOutDestinations[layout];
  return { allowed: false, redirectTo: destination === 'start' ? startPath : destination };
}
