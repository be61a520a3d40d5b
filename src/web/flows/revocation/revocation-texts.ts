// The revocation pages' words about procedures (decision 021): a procedure named as マイページ
// names it (千代田区（転出届）), and the sentences that say a visit reservation goes with its 転出届.
import type { CancelItem } from '#machines/revocation-selection';
import { dependentsOf } from '#machines/revocation-selection';
import { procedureNames } from '#shared/forms/section-names';

export const itemNameOf = (item: Pick<CancelItem, 'recipient_name' | 'code'>): string => `${item.recipient_name}（${procedureNames[item.code]}）`;

/** 「転出届を取り消すと、横浜市中区（転入予定連絡）もあわせて取り消されます。」 */
export const goesWithText = (parent: CancelItem, dependent: CancelItem): string =>
  `${procedureNames[parent.code]}を取り消すと、${itemNameOf(dependent)}もあわせて取り消されます。`;

/**
 * The support text of a 転出届's own check box: what else choosing it cancels, and that a 取消理由
 * is then needed (undefined when nothing depends on it).
 */
export function carriesTextOf(items: readonly CancelItem[], item: CancelItem): string | undefined {
  const dependents = dependentsOf(items, item);
  if (dependents.length === 0) return undefined;
  const names = dependents.map(itemNameOf).join('、');
  const reason = [item, ...dependents].some((one) => one.reason_required) ? '取消理由の入力が必要です。' : '';
  return `${procedureNames[item.code]}を取り消すと、${names}もあわせて取り消されます。${reason}`;
}
