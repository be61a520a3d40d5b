// Japanese pages for the cases where the IdP cannot continue: an expired or unknown
// interaction, or an error oidc-provider reports before it can redirect back to the client.
import { escapeHtml, renderPage } from './html';

export interface MessagePageInput {
  mountPath: string;
  title: string;
  message: string;
  /** Technical detail for developers (e.g. the OAuth error); never personal data. */
  details?: string | undefined;
}

export function renderMessagePage({ mountPath, title, message, details }: MessagePageInput): string {
  const detail = details ? `\n<p class="idp-support">詳細（開発者向け）：<code>${escapeHtml(details)}</code></p>` : '';
  const body = `<h1>${escapeHtml(title)}</h1>
<p class="idp-lead">${escapeHtml(message)}</p>
<p>ログインを始めた画面に戻り、もう一度最初から操作してください。</p>${detail}`;
  return renderPage({ title: `エラー：${title}`, mountPath, body });
}

export const expiredInteraction = {
  title: 'ログインの有効期限が切れました',
  message: 'ログインの手続きが見つからないか、有効期限（10分）が切れています。',
} as const;

export const providerError = {
  title: 'ログインできませんでした',
  message: 'ログインの要求に誤りがあるため、処理を続けられません。',
} as const;
