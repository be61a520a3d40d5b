// `?return_to=` of the section pages: where the resident goes after saving a section opened from
// the step page or from the confirm page's 変更 link. Only the normal flow's two overview pages
// are accepted, so the query can never send the resident anywhere else (no open redirect).
import { routes, type RouteName } from '../../../shared/routes';

export const returnTargets = ['/step', '/step/confirm'] as const;
export type ReturnTarget = (typeof returnTargets)[number];

/** Where a section page leads back to when no (usable) target was given. */
export const defaultReturnTarget: ReturnTarget = '/step';

/** The target in a query string: null when none was given, /step when it is not one of ours. */
export function returnTargetOf(search: string): ReturnTarget | null {
  const params = new URLSearchParams(search);
  if (!params.has('return_to')) return null;
  const value = params.get('return_to');
  return returnTargets.find((target) => target === value) ?? defaultReturnTarget;
}

/** `path` with the target carried on, e.g. from /lifeline to each business's page. */
export function withReturnTarget(path: string, target: ReturnTarget | null): string {
  return target === null ? path : `${path}?return_to=${target}`;
}

const targetRoutes: Readonly<Record<ReturnTarget, RouteName>> = { '/step': 'step', '/step/confirm': 'step-confirm' };

/** The link text back to a target: 「申請内容の入力へ戻る」, 「申請内容の確認へ戻る」. */
export function returnLabelOf(target: ReturnTarget): string {
  const title = routes.find((route) => route.name === targetRoutes[target])?.title ?? '';
  return `${title}へ戻る`;
}
