// The development mailbox's pages (issue 27), server-rendered like the development inbox's: every
// interpolated value escaped, no script, one external stylesheet. A mail is shown as it arrived:
// its headers, its text part, and its HTML part as escaped source; the HTML itself opens on a
// page of its own, sandboxed by its CSP (no script, no form, no request anywhere).
import { escapeHtml, renderPage } from '../dev-idp/html';

export const mailMount = '/dev-mail';

export interface MailListRow {
  id: string;
  receivedAt: Date;
  subject: string;
  to: string;
  messageId: string | null;
}

export interface MailView extends MailListRow {
  from: string;
  date: string;
  /** Every header as it arrived, in order. */
  headers: readonly (readonly [string, string])[];
  text: string;
  html: string | null;
}

const mailTool = {
  brand: 'メールの受信箱（開発用）',
  stylesheet: 'mail.css',
  footer: 'この画面は開発・テスト用です。うつるが住民に送ったメールを、実際には届けずにここで受け取ります。',
  mainClass: 'idp-main inbox-main',
};

const timeFormat = new Intl.DateTimeFormat('ja-JP', { timeZone: 'Asia/Tokyo', dateStyle: 'medium', timeStyle: 'medium' });
const page = (title: string, body: string) => renderPage({ title, mountPath: mailMount, body, tool: mailTool });
const none = '（なし）';

/** The list's columns; the narrow layout labels each cell by them (mail-stylesheet.ts). */
export const mailTable = { className: 'inbox-table-mails', columns: ['件名', '受信日時', '宛先', 'Message-ID'] } as const;

export function renderMailIndex(rows: readonly MailListRow[]): string {
  const head = mailTable.columns.map((column) => `<th scope="col">${column}</th>`).join('');
  const body = rows
    .map(
      (row) => `<tr>
<th scope="row"><a class="idp-link" href="${mailMount}/messages/${escapeHtml(row.id)}">${escapeHtml(row.subject || none)}</a></th>
<td>${escapeHtml(timeFormat.format(row.receivedAt))}</td>
<td>${escapeHtml(row.to || none)}</td>
<td>${escapeHtml(row.messageId ?? none)}</td>
</tr>`,
    )
    .join('\n');
  const table =
    rows.length === 0
      ? '<p>まだメールは届いていません。</p>'
      : `<div class="inbox-table-wrap"><table class="inbox-table ${mailTable.className}">
<caption>届いたメール（新しい順、${rows.length}件）</caption>
<thead><tr>${head}</tr></thead>
<tbody>
${body}
</tbody>
</table></div>`;
  return page('メールの受信箱（開発用）', `<h1>メールの受信箱</h1>
<p class="idp-lead">うつるが住民に送ったメールを、届いた順の逆（新しい順）に表示します。件名を選ぶと、届いたままの内容を表示します。</p>
${table}`);
}

export function renderMailMessage(mail: MailView): string {
  const headers = mail.headers.map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(value)}</dd>`).join('\n');
  const html =
    mail.html === null
      ? '<p>HTML の本文はありません。</p>'
      : `<p><a class="idp-link" href="${mailMount}/messages/${escapeHtml(mail.id)}/html">HTML の本文を表示する（別の画面）</a></p>
<h3>HTML のソース</h3>
<pre class="mail-source" tabindex="0" role="region" aria-label="HTML のソース">${escapeHtml(mail.html)}</pre>`;
  return page(`${mail.subject || none}（開発用）`, `<p><a class="idp-link" href="${mailMount}">メールの一覧へ戻る</a></p>
<h1>${escapeHtml(mail.subject || none)}</h1>
<dl class="mail-summary">
<dt>差出人</dt><dd>${escapeHtml(mail.from || none)}</dd>
<dt>宛先</dt><dd>${escapeHtml(mail.to || none)}</dd>
<dt>日時</dt><dd>${escapeHtml(mail.date || none)}</dd>
<dt>受信日時</dt><dd>${escapeHtml(timeFormat.format(mail.receivedAt))}</dd>
<dt>Message-ID</dt><dd>${escapeHtml(mail.messageId ?? none)}</dd>
</dl>
<h2>テキストの本文</h2>
<pre class="mail-source mail-text" tabindex="0" role="region" aria-label="テキストの本文">${escapeHtml(mail.text)}</pre>
<h2>HTML の本文</h2>
${html}
<h2>ヘッダー</h2>
<dl class="mail-headers">
${headers}
</dl>`);
}

export function renderMailNotFound(): string {
  return page('メールが見つかりません（開発用）', `<h1>メールが見つかりません</h1>
<p class="idp-lead">このメールは受信箱にありません。</p>
<p><a class="idp-link" href="${mailMount}">メールの一覧へ戻る</a></p>`);
}
