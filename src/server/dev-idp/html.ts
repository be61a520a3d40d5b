// Server-rendered pages of the development IdP. Every interpolated value goes through
// escapeHtml; pages carry no inline script or style (the site CSP forbids both) and link
// the stylesheet served at <mount>/assets/idp.css.

const replacements: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => replacements[char] ?? char);
}

export interface PageShell {
  title: string;
  mountPath: string;
  body: string;
  /** Another development tool's look on the same shell (the development inbox). */
  tool?: { brand: string; stylesheet: string; footer: string; mainClass: string };
}

const idpTool = {
  brand: 'マイナンバーカード認証（開発用）',
  stylesheet: 'idp.css',
  footer: 'この画面は開発・テスト用です。本物のマイナンバーカードや個人情報は使いません。',
  mainClass: 'idp-main',
};

/** `body` must already be safe HTML; everything else is escaped here. */
export function renderPage({ title, mountPath, body, tool = idpTool }: PageShell): string {
  return `<!DOCTYPE html>
<html lang="ja">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${escapeHtml(`${mountPath}/assets/${tool.stylesheet}`)}">
</head>
<body>
<header class="idp-header"><p class="idp-brand">${escapeHtml(tool.brand)}</p></header>
<main class="${escapeHtml(tool.mainClass)}" id="main">
${body}
</main>
<footer class="idp-footer"><p>${escapeHtml(tool.footer)}</p></footer>
</body>
</html>
`;
}

/** Headers for every page the IdP renders: its own CSP (no script at all), no caching, no indexing. */
export function pageHeaders(formActionOrigins: readonly string[]): Record<string, string> {
  const formAction = ["'self'", ...formActionOrigins].join(' ');
  return {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'x-robots-tag': 'noindex, nofollow',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'content-security-policy': `default-src 'none'; style-src 'self'; img-src 'self'; form-action ${formAction}; base-uri 'none'; frame-ancestors 'none'`,
  };
}

export interface PinFieldInput {
  label: string;
  support: string;
  /** The field's error text (starting with ＊), or null. */
  error: string | null;
  /** The input's own attributes: class, inputmode, maxlength… (trusted markup). */
  inputAttributes: string;
}

/** The card's PIN field in the DA anatomy: label, ※必須, support text, error, described input. */
export function pinField({ label, support, error, inputAttributes }: PinFieldInput): string {
  const describedBy = error === null ? 'pin-support' : 'pin-support pin-error';
  return `<div class="idp-field">
<label for="pin">${escapeHtml(label)} <span class="idp-required">※必須</span></label>
<p class="idp-support" id="pin-support">${escapeHtml(support)}</p>
${error === null ? '' : `<p class="idp-error" id="pin-error">${escapeHtml(error)}</p>`}
<input ${inputAttributes} id="pin" name="pin" type="password" autocomplete="off" required aria-describedby="${describedBy}"${error === null ? '' : ' aria-invalid="true"'}>
</div>`;
}

/** Ends a PIN form with its submit button, then the form that declines (a second POST target). */
export function submitThenDecline(submitLabel: string, declineAction: string, declineLabel: string): string {
  return `<div class="idp-actions">
<button class="idp-button idp-button-primary" type="submit">${escapeHtml(submitLabel)}</button>
</div>
</form>
<form class="idp-cancel" method="post" action="${escapeHtml(declineAction)}">
<button class="idp-button idp-button-secondary" type="submit">${escapeHtml(declineLabel)}</button>
</form>`;
}
