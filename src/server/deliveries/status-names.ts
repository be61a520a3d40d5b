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
