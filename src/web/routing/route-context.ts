// What the error routing needs to know about the route on screen (spec §8): the flow it
// belongs to, whether it is a confirm page, and where 'top' is for this resident.
import type { Flow, PageKind } from '../../shared/errors/error-page-content';
import { pathOf, type Layout, type RouteName } from '../../shared/routes';
import { startButtonTypeStore, type StartButtonType } from '../stores/client-stores';

const flowOfLayout: Readonly<Record<Layout, Flow>> = {
  common: 'normal',
  step: 'normal',
  after: 'addition',
  revocation: 'revocation',
};

export function flowOf(layout: Layout): Flow {
  return flowOfLayout[layout];
}

const confirmRoutes: readonly RouteName[] = ['step-confirm', 'after-step-confirm', 'revocation-step-confirm'];

export function pageKindOf(route: RouteName): PageKind {
  return confirmRoutes.includes(route) ? 'confirm' : 'other';
}

/** The remembered start page (spec §2): the top page whose start button the resident used. */
export function rememberedStartPath(type: StartButtonType | null = startButtonTypeStore.get()): string | null {
  return type === null ? null : pathOf(type);
}
