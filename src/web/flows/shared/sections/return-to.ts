// `?return_to=` of the section pages: where the resident goes after saving a section opened from
// a flow's step page or from its confirm page's 修正 link. Only the flow's two overview pages (its
// input and confirm steps, from the flow registry) are accepted, so the query can never send the
// resident anywhere else (no open redirect).
import { flowList, flows, stepPathsOf, type FlowDefinition } from '#shared/flows';
import { pathOf, routes } from '#shared/routes';

/** The path of one of a flow's overview pages. */
export type ReturnTarget = string;

/** The flow's two overview pages: its input step, then its confirm step. */
export function returnTargetsOf(flow: FlowDefinition): readonly ReturnTarget[] {
  const steps = stepPathsOf(flow);
  return [steps.input, steps.confirm];
}

/** Where a section page leads back to when no (usable) target was given: the flow's input step. */
export const defaultReturnTargetOf = (flow: FlowDefinition): ReturnTarget => stepPathsOf(flow).input;

/** Where the confirm page's 修正 links lead back to. */
export const confirmReturnTargetOf = (flow: FlowDefinition): ReturnTarget => stepPathsOf(flow).confirm;

export const confirmReturnTarget: ReturnTarget = confirmReturnTargetOf(flows.normal);

/** The target in a query string: null when none was given, the input step when it is not one of the flow's. */
export function returnTargetOf(search: string, flow: FlowDefinition = flows.normal): ReturnTarget | null {
  const params = new URLSearchParams(search);
  if (!params.has('return_to')) return null;
  const value = params.get('return_to');
  return returnTargetsOf(flow).find((target) => target === value) ?? defaultReturnTargetOf(flow);
}

/** `path` with the target carried on, e.g. from /lifeline to each business's page. */
export function withReturnTarget(path: string, target: ReturnTarget | null): string {
  return target === null ? path : `${path}?return_to=${target}`;
}

const targetRoutes = flowList.flatMap((flow) => [flow.steps.input, flow.steps.confirm]);

/** The title of a target's page: 「申請内容の入力」, 「申請内容の確認」, 「ライフラインの追加申込み」. */
export function returnTitleOf(target: ReturnTarget): string {
  const name = targetRoutes.find((route) => pathOf(route) === target);
  return routes.find((route) => route.name === name)?.title ?? '';
}

/** The link text back to a target: 「申請内容の入力へ戻る」, 「申請内容の確認へ戻る」. */
export function returnLabelOf(target: ReturnTarget): string {
  return `${returnTitleOf(target)}へ戻る`;
}
