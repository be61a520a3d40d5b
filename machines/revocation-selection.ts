// What the resident chooses to cancel on /revocation/step (decision 021 L2), read the same way by
// the revocation machine (whether CONFIRM may go on) and the page (its errors): the chosen
// procedures with the visit reservations that hang on a chosen 転出届, and whether a 取消理由 is
// needed. The server checks the same (cancel_application_input_confirm); these only spare a call.
import type { components } from '#shared/api/schema';
import { reasonMissingMessage } from '#shared/cancellation';

export type CancelItem = components['schemas']['CancelItem'];

/** What cancel_application_input_confirm is sent. */
export type RevocationSelection = components['schemas']['CancelInputConfirmRequest'];

/** The longest 取消理由 the contract takes (CancelInputConfirmRequest.reason). */
export const reasonMaxLength = 200;
export const reasonTooLongMessage = `取消理由は${reasonMaxLength}文字以内で入力してください。`;

/** The message when nothing is chosen. */
export const nothingChosenMessage = '取り消す手続きを1つ以上選択してください。';

/** The cancellable items that depend on `item` (the visit reservation of a 転出届). */
export function dependentsOf(items: readonly CancelItem[], item: CancelItem): CancelItem[] {
  return items.filter((other) => other.depends_on === item.id && other.cancellable);
}

/** The chosen ids with every cancellable item that depends on a chosen one, in the items' order. */
export function withDependents(items: readonly CancelItem[], ids: readonly string[]): string[] {
  const chosen = new Set(ids);
  return items
    .filter((item) => item.cancellable && (chosen.has(item.id) || (item.depends_on !== null && chosen.has(item.depends_on))))
    .map((item) => item.id);
}

/** Whether one of the chosen procedures (with their dependents) needs a 取消理由. */
export function reasonNeeded(items: readonly CancelItem[], ids: readonly string[]): boolean {
  const chosen = new Set(withDependents(items, ids));
  return items.some((item) => chosen.has(item.id) && item.reason_required);
}

/** The selection as sent: the dependents added, the reason trimmed, or null when none is needed and none given. */
export function normalisedSelection(items: readonly CancelItem[], ids: readonly string[], reason: string): RevocationSelection {
  const trimmed = reason.trim();
  return { item_ids: withDependents(items, ids), reason: trimmed === '' ? null : trimmed };
}

export interface SelectionProblems {
  items?: string;
  reason?: string;
}

/** What is wrong with a selection, by field (none: it may be confirmed). */
export function selectionProblems(items: readonly CancelItem[], selection: RevocationSelection): SelectionProblems {
  const problems: SelectionProblems = {};
  if (withDependents(items, selection.item_ids).length === 0) problems.items = nothingChosenMessage;
  else if (reasonNeeded(items, selection.item_ids) && (selection.reason ?? '').trim() === '') problems.reason = reasonMissingMessage;
  else if ((selection.reason ?? '').length > reasonMaxLength) problems.reason = reasonTooLongMessage;
  return problems;
}

export const selectionComplete = (items: readonly CancelItem[], selection: RevocationSelection): boolean =>
  Object.keys(selectionProblems(items, selection)).length === 0;
