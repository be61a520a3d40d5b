// A submit that lost the last place of its visit slot to another resident (issue 27): the server
// refuses it with this message (BAD_REQUEST), and the signing step recognises it by the message,
// so it can send the resident back to choose another slot instead of to the error page.
export const visitSlotTakenMessage =
  '選択した来庁時間は、ほかの方の予約でいっぱいになりました。申請はまだ送信されていません。市区町村への申請の入力に戻って別の来庁時間を選び、もう一度お手続きください。';

/** The slot is not one of that day's any more (the municipality's slots changed since it was chosen): the same way back. */
export const visitSlotGoneMessage =
  '選択した来庁時間は、この日には受け付けていません。申請はまだ送信されていません。市区町村への申請の入力に戻って来庁時間を選び直し、もう一度お手続きください。';

/** Whether a failed submit is one of those refusals (read structurally: the machines do not import the web's error class). */
export function isVisitSlotTaken(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === 'BAD_REQUEST' && (message === visitSlotTakenMessage || message === visitSlotGoneMessage);
}
