// The login checks of the step, after and revocation layouts (spec §2, §6). Where a resident
// who is not signed in goes is recorded in docs/decisions/005-layout-login-checks.md (and issue 24).
import { flowOfLayout } from '#shared/flows';
import type { Layout } from '#shared/routes';
import type { AuthStatus } from '../session/route-session';

export type GuardedLayout = Exclude<Layout, 'common'>;

export type LoginCheckOutcome = { allowed: true } | { allowed: false; redirectTo: string } | { allowed: false; logIn: true };

export function loginCheck(layout: Layout, auth: AuthStatus, startPath: string): LoginCheckOutcome {
  if (layout === 'common' || auth.authenticated) return { allowed: true };
  return flowOfLayout(layout).signedOut === 'start' ? { allowed: false, redirectTo: startPath } : { allowed: false, logIn: true };
}
