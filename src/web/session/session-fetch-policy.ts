// Spec §2: which flows' sessions (drafts) are fetched on which route. Each flow's session is
// fetched on every route except its exempt ones: the pages that create or finish the draft
// themselves (step, promptauth, thanks) must not race a fetch of what they are replacing.
import type { components } from '../../shared/api/schema';
import { routes, type RouteName } from '../../shared/routes';

export type Phase = components['schemas']['Phase'];

/** The named requests of spec §7 ("session fetching uses named requests"), by phase. */
export const sessionRequestNames = {
  1: 'user_session',
  2: 'addition_user_session',
  3: 'revocation_user_session',
} as const satisfies Record<Phase, string>;

export const sessionExemptRoutes: Readonly<Record<Phase, readonly RouteName[]>> = {
  1: ['step', 'step-promptauth', 'step-thanks'],
  2: [],
  3: ['revocation-step', 'revocation-step-promptauth', 'revocation-step-thanks'],
};

const phases: readonly Phase[] = [1, 2, 3];

/** The phases whose session the route fetches (for a signed-in resident), in phase order. */
export function sessionPhasesFor(route: RouteName): Phase[] {
  return phases.filter((phase) => !sessionExemptRoutes[phase].includes(route));
}

/** Every route name, for tests and tools that walk the table. */
export const allRouteNames: readonly RouteName[] = routes.map((route) => route.name);
