// The recipient's statuses as the recipient's side names them (the callback's refusals and the
// development inbox's clerk pages). マイページ words them for the resident in src/web instead.
import type { RecipientStatus } from '#shared/recipient-status';

export const clerkStatusNames: Readonly<Record<RecipientStatus, string>> = {
  pending: '送信待ち',
  sending: '送信中',
  delivered: '到着',
  received: '受付',
  completed: '完了',
  returned: '差戻し',
  failed: '送信失敗',
};

/** Why a report was refused, in Japanese: 現在の状況（完了）からは「受付」にできません。 */
export const refusedMoveMessage = (from: RecipientStatus, to: RecipientStatus) =>
  `現在の状況（${clerkStatusNames[from]}）からは「${clerkStatusNames[to]}」にできません。`;

/** A cancellation's status as its recipient names it: the answer given, not the application's words. */
export const cancellationStatusName = (status: RecipientStatus): string =>
  status === 'completed' ? '取消受理' : status === 'returned' ? '取消不可' : clerkStatusNames[status];

/**
 * Why a report on a cancellation message was refused: only an answered cancellation (取消受理 or
 * 取消不可) refuses a report, so it says that it was answered, in the cancellation's own words.
 */
export const refusedCancellationMessage = (from: RecipientStatus) => `この取消しはすでに回答済みです（${cancellationStatusName(from)}）。`;
