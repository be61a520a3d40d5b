// `?return_to=` of the section pages: where the resident goes after saving a section opened from
// the step page or from the confirm page's 修正 link. Only the normal flow's two overview pages
// (its input and confirm steps, from the flow registry) are accepted, so the query can never
// send the resident anywhere else (no open redirect).
import { flows, stepPathsOf } from '#shared/flows';
import { pathOf, routes } from '#shared/routes';

/** The path of one of the normal flow's overview pages. */
export type ReturnTarget = string;

const steps = stepPathsOf(flows.normal);
const targetRoutes = [flows.normal.steps.input, flows.normal.steps.confirm] as const;

export const returnTargets: readonly ReturnTarget[] = [steps.input, steps.confirm];

/** Where a section page leads back to when no (usable) target was given: the flow's input step. */
export const defaultReturnTarget: ReturnTarget = steps.input;

/** Where the confirm page's 修正 links lead back to. */
export const confirmReturnTarget: ReturnTarget = steps.confirm;

/** The target in a query string: null when none was given, the input step when it is not one of ours. */
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

/** The title of a target's page: 「申請内容の入力」, 「申請内容の確認」. */
export function returnTitleOf(target: ReturnTarget): string {
  const name = targetRoutes.find((route) => pathOf(route) === target);
  return routes.find((route) => route.name === name)?.title ?? '';
}

/** The link text back to a target: 「申請内容の入力へ戻る」, 「申請内容の確認へ戻る」. */
export function returnLabelOf(target: ReturnTarget): string {
  return `${returnTitleOf(target)}へ戻る`;
}
