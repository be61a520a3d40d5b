// Spec §2: which flows' sessions (drafts) are fetched on which route. Each flow's session is
// fetched on every route except its exempt ones: the pages that create or finish the draft
// themselves (step, promptauth, thanks) must not race a fetch of what they are replacing.
// Both the named request and the exempt routes are each flow's `session` in the registry.
import { flowList, type FlowDefinition, type Phase } from '#shared/flows';
import { routes, type RouteName } from '#shared/routes';

export type { Phase };

/** The phases whose session the route fetches (for a signed-in resident), in phase order. */
export function sessionPhasesFor(route: RouteName, list: readonly FlowDefinition[] = flowList): Phase[] {
  return list.filter((flow) => !flow.session.exemptRoutes.includes(route)).map((flow) => flow.phase);
}

/** Every route name, for tests and tools that walk the table. */
export const allRouteNames: readonly RouteName[] = routes.map((route) => route.name);
