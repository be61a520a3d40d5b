// The Japanese signing page of the development IdP, its stand-in for the card app's signing
// screen (brief §4): it shows who signs, what is signed (an application or a cancellation, and its
// procedures, as the app described the confirmed document) and its digest, and asks for the
// 署名用パスワード (6–16 letters and digits). Same field anatomy as the login page.
import { signatureFailureMessages } from '../signing/failure-messages';
import type { SignedContent } from '../signing/signing-provider';
import { escapeHtml, pinField, renderPage, submitThenDecline } from './html';

export const SIGNING_PAGE_TITLE = '電子署名（開発用）';

export const signingMessages = {
  pinFormat: '＊署名用パスワードは、英字（大文字）と数字の6〜16文字で入力してください。',
  pinWrong: (remaining: number) => `＊署名用パスワードが正しくありません。あと${remaining}回間違えるとロックされます。`,
} as const;

export interface SigningPageInput {
  mountPath: string;
  requestId: string;
  signerName: string;
  signerKana: string;
  digest: string;
  /** What is signed; null for a request made before the app described it. */
  content: SignedContent | null;
  expiresAt: Date;
  /** Wrong tries left before the card locks. */
  remainingTries: number;
  /** When the signer's certificate was revoked (a 転入 completed), or null while it is valid (issue 28). */
  revokedAt: Date | null;
  error?: string | undefined;
}

const timeInJapan = new Intl.DateTimeFormat('ja-JP', { timeZone: 'Asia/Tokyo', dateStyle: 'long', timeStyle: 'short' });

export function signingBase(mountPath: string, requestId: string): string {
  return `${mountPath}/sign/${encodeURIComponent(requestId)}`;
}

/** How the page names what is signed: the lead's noun, the list of procedures, the digest. */
function wordsOf(content: SignedContent | null) {
  if (content?.kind === 'cancellation') {
    const of = content.revokes ? `（受付番号 ${content.revokes} の申請）` : '';
    return { noun: '申請の取消し', list: `取り消す手続き${of}`, digest: '取消し内容のハッシュ値（SHA-256）' };
  }
  return { noun: '引越しの手続きの申請', list: '申請する手続き', digest: '申請内容のハッシュ値（SHA-256）' };
}

function proceduresOf(content: SignedContent | null, label: string): string {
  if (!content || content.procedures.length === 0) return '';
  const items = content.procedures.map((name) => `<li>${escapeHtml(name)}</li>`).join('');
  return `<dt id="signed-procedures">${escapeHtml(label)}</dt>
<dd><ul class="idp-list" aria-labelledby="signed-procedures">${items}</ul></dd>
`;
}

const dateInJapan = new Intl.DateTimeFormat('ja-JP', { timeZone: 'Asia/Tokyo', dateStyle: 'long' });

/**
 * A revoked certificate still signs (the card does not know), but うつる refuses the signature;
 * the tester is told so, and may renew it here instead of at the counter (development only).
 */
function revokedNotice(base: string, revokedAt: Date | null): string {
  if (!revokedAt) return '';
  return `<div class="idp-notice" role="note">
<p>この署名用電子証明書は、${escapeHtml(dateInJapan.format(revokedAt))}に失効しました（転入の手続きで住所が変わったため）。このまま署名しても、申請は受け付けられません。</p>
<p>開発用：市区町村の窓口で新しく発行してもらう代わりに、ここで署名用電子証明書を更新できます。</p>
<form method="post" action="${escapeHtml(`${base}/renew`)}">
<button class="idp-button idp-button-secondary" type="submit">署名用電子証明書を更新する（開発用）</button>
</form>
</div>
`;
}

export function renderSigningPage(input: SigningPageInput): string {
  const base = signingBase(input.mountPath, input.requestId);
  const invalid = input.error !== undefined;
  const words = wordsOf(input.content);
  const body = `<h1>${escapeHtml(SIGNING_PAGE_TITLE)}</h1>
<p class="idp-lead">${escapeHtml(words.noun)}に電子署名をします。署名する人と内容を確かめて、署名用電子証明書の暗証番号（署名用パスワード）を入力してください。</p>
<dl class="idp-summary">
<dt>署名する人</dt>
<dd>${escapeHtml(input.signerName)}<span class="idp-kana">（${escapeHtml(input.signerKana)}）</span></dd>
${proceduresOf(input.content, words.list)}<dt>署名する内容（${escapeHtml(words.digest)}）</dt>
<dd><code>${escapeHtml(input.digest)}</code></dd>
<dt>署名の受付期限</dt>
<dd>${escapeHtml(timeInJapan.format(input.expiresAt))}</dd>
</dl>
${revokedNotice(base, input.revokedAt)}<form class="idp-form" method="post" action="${escapeHtml(base)}" novalidate>
${pinField({
    label: '署名用パスワード（英数字6〜16文字）',
    support: `テスト用の住民は全員「ABCD1234」です。5回続けて間違えるとロックされます（ロックまであと${input.remainingTries}回）。`,
    error: input.error ?? null,
    inputAttributes: 'class="idp-input idp-input-wide" autocapitalize="characters" maxlength="16"',
  })}
${submitThenDecline('署名する', `${base}/cancel`, '署名しない')}`;
  return renderPage({ title: invalid ? `エラー：${SIGNING_PAGE_TITLE}` : SIGNING_PAGE_TITLE, mountPath: input.mountPath, body });
}

/** How a signing request ended, as its page says it; each page leads back to the application. */
export const signingOutcomes = {
  signed: { title: '署名しました', message: '電子署名が完了しました。申請の画面に戻って、手続きを続けてください。', error: false },
  cancelled: { title: '署名を取りやめました', message: '電子署名はしていません。申請の画面に戻ってください。', error: false },
  pin_locked: { title: '署名用パスワードがロックされています', message: signatureFailureMessages.pin_locked, error: true },
  request_expired: {
    title: '署名の受付期限を過ぎました',
    message: 'この署名の受付期限（10分）を過ぎたため、署名できません。申請の画面に戻り、もう一度署名をやり直してください。',
    error: true,
  },
  unknown: { title: '署名の要求が見つかりません', message: '署名の要求が見つからないか、すでに処理されています。申請の画面からやり直してください。', error: true },
} as const;

export type SigningOutcome = keyof typeof signingOutcomes;

export function renderSigningOutcome(mountPath: string, outcome: SigningOutcome, returnUrl: string | null): string {
  const { title, message, error } = signingOutcomes[outcome];
  const back = returnUrl ? `\n<p><a class="idp-link" href="${escapeHtml(returnUrl)}">申請の画面に戻る</a></p>` : '';
  const body = `<h1>${escapeHtml(title)}</h1>
<p class="idp-lead">${escapeHtml(message)}</p>
<p>この画面を別のタブで開いている場合は、このタブを閉じてください。</p>${back}`;
  return renderPage({ title: error ? `エラー：${title}` : title, mountPath, body });
}
