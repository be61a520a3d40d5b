// The words of the error pages that more than one page uses (decision 004): the 500 page's title,
// the lead without a user session and the button labels. Apart from error-page-content.ts, which
// re-exports them, so that the web's plain fallback page (shown when the error page itself cannot
// load) carries these few words in the first chunk rather than every status's texts.

/** Where the page's one button leads, as far as its label is concerned. */
export type ButtonDestination = 'top' | 'mypage' | 'confirm';

/** The 500 page's title. */
export const systemErrorTitle = 'システムエラー';

/** The generic lead shown without a user session (spec §8), whatever the status but 404. */
export const returnToTopLead = 'お手数ですが、トップページに戻って、はじめからお手続きをやり直してください。';

export const buttonLabels: Readonly<Record<ButtonDestination, string>> = {
  top: 'トップページへ戻る',
  mypage: 'マイページへ戻る',
  confirm: '確認画面へ戻る',
};
