// What the error routing needs to know about the route on screen (spec §8): the flow it
// belongs to, whether it is a confirm page, and where 'top' is for this resident.
// Both come from the flow registry (src/shared/flows.ts).
import type { PageKind } from '#shared/errors/error-page-content';
import { flowOfLayout, isConfirmRoute, type FlowName } from '#shared/flows';
import { pathOf, type Layout, type RouteName } from '#shared/routes';
import { startButtonTypeStore, type StartButtonType } from '../stores/client-stores';

export function flowOf(layout: Layout): FlowName {
  return flowOfLayout(layout).name;
}

export function pageKindOf(route: RouteName): PageKind {
  return isConfirmRoute(route) ? 'confirm' : 'other';
}

/** The remembered start page (spec §2): the top page whose start button the resident used. */
export function rememberedStartPath(type: StartButtonType | null = startButtonTypeStore.get()): string | null {
  return type === null ? null : pathOf(type);
}
