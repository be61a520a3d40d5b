// An application's receipt (控え, issue 27) as マイページ and the mails name it: the link's words,
// and the anchor of its place on マイページ, so a mail's link lands where the download is.

export const receiptLinkText = '控え（PDF）をダウンロード';

/** The id of a receipt's place on マイページ (`/mypage#receipt-…`): one per 受付番号. */
export const receiptAnchorOf = (receptionNumber: string): string => `receipt-${encodeURIComponent(receptionNumber)}`;
