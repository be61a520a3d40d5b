// The revocation pages' words about procedures (decision 021): a procedure named as マイページ
// names it (千代田区（転出届）), and the sentences that say a visit reservation goes with its 転出届.
import type { CancelItem } from '#machines/revocation-selection';
import { dependentsOf } from '#machines/revocation-selection';
import { procedureNames } from '#shared/procedure-names';

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

/** /revocation/step of a resident who filed nothing (issue 24). */
export const nothingFiledTexts = [
  '取り消しできる送信済みの申請が見つかりません。',
  '申請の取消しでは、送信した引越しの手続きを取り消せます。まだ送信していない申請は、取り消す必要はありません。',
] as const;

/** A 受付番号 as the contract's ReceptionNumber gives it (Crockford base32, 4-4-4). */
const receptionNumberShape = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

/** /revocation/step with a 受付番号 that is not one of the resident's applications. */
export const unknownNumberTexts = (receptionNumber: string): string[] => [
  // The number comes from the address: shown back only when it has a 受付番号's shape, so a link cannot put its own words into the page.
  receptionNumberShape.test(receptionNumber) ? `受付番号 ${receptionNumber} の送信済みの申請が見つかりません。` : 'お探しの送信済みの申請が見つかりません。',
  'マイページで受付番号を確かめ、取り消す申請の「申請を取り消す」から進んでください。',
];

/** /revocation/step past the move date (brief §5: up to and including it). */
export const pastMoveDateTexts = (moveDate: string): string[] => [
  `引越し予定日（${moveDate}）を過ぎたため、この申請はこのサービスでは取り消せません。`,
  'このサービスで取り消せるのは、引越し予定日の当日までです。取り消したい手続きがあるときは、手続きごとに提出先へ直接お問い合わせください。',
];

/** Whom to ask, past the move date: the municipality for its procedure, the business for a lifeline notice. */
export const askToCancelText = (recipientName: string): string => `${recipientName}へ直接お問い合わせください。`;

/** The input page's lead when nothing of the application can be cancelled today. */
export const nothingCancellableLead = 'この申請には、いま取り消しできる手続きがありません。手続きごとの理由と、代わりにできることをご確認ください。';

/** Where the saving of what is ticked and typed stands (issue 24: nothing typed is lost). */
export const choiceSaveTexts = {
  saving: '入力内容を保存しています。',
  saved: '入力内容を保存しました。',
  unsaved: '入力内容を保存できませんでした。「確認へ進む」を押すと、選んだ内容で進めます。',
} as const;
