// The development inbox's clerk pages (decision 019), in Japanese and server-rendered like the
// dev IdP's: every interpolated value is escaped, no script, one external stylesheet. A clerk
// sees what each recipient received and answers it with 受付, 完了 or 差戻し.
import { escapeHtml, renderPage } from '../dev-idp/html';
import { clerkStatusNames } from '../deliveries/status-names';
import type { RecipientStatus } from '#shared/recipient-status';
import type { FaultSettings } from './faults';

export const inboxMount = '/dev-inbox';

export interface InboxRecipient {
  id: string;
  name: string;
  kind: 'municipality' | 'business';
}

export interface InboxRow {
  webhookId: string;
  receivedAt: Date;
  receptionNumber: string | null;
  procedure: string | null;
  applicantName: string | null;
  /** A lifeline business's message: the campaign code it honours, and the first 受付番号 of an addition (decision 020). */
  promoCode: string | null;
  additionTo: string | null;
  arrivals: number;
  /** Where うつる holds the recipient now (what the clerk last reported, or 到着). */
  status: RecipientStatus | null;
}

export interface Notice {
  ok: boolean;
  text: string;
}

const procedureNames: Record<string, string> = {
  move_out: '転出届',
  move_in: '転入予定連絡',
  move_house: '転居予定連絡',
  businesses: 'ライフラインの手続き',
};

const missing = '（なし）';
const timeFormat = new Intl.DateTimeFormat('ja-JP', { timeZone: 'Asia/Tokyo', dateStyle: 'medium', timeStyle: 'medium' });

const inboxTool = {
  brand: '受け取り先の受信箱（開発用）',
  stylesheet: 'inbox.css',
  footer: 'この画面は開発・テスト用です。市区町村や事業者の窓口の代わりに、うつるから届いた申請を受け取ります。',
  mainClass: 'idp-main inbox-main',
};

const page = (title: string, body: string) => renderPage({ title, mountPath: inboxMount, body, tool: inboxTool });

const noticeHtml = (notice: Notice | null) =>
  notice === null ? '' : `<p class="${notice.ok ? 'inbox-notice' : 'idp-error inbox-notice'}" role="${notice.ok ? 'status' : 'alert'}">${escapeHtml(notice.text)}</p>`;

export function renderInboxIndex(recipients: readonly InboxRecipient[], counts: ReadonlyMap<string, number>): string {
  const section = (kind: InboxRecipient['kind'], heading: string) => {
    const items = recipients
      .filter((r) => r.kind === kind)
      .map((r) => `<li><a class="idp-link" href="${inboxMount}/recipients/${escapeHtml(r.id)}">${escapeHtml(r.name)}</a>（${counts.get(r.id) ?? 0}件）</li>`)
      .join('\n');
    return `<h2>${heading}</h2>\n<ul class="inbox-list">\n${items}\n</ul>`;
  };
  return page('受信箱（開発用）', `<h1>受信箱</h1>
<p class="idp-lead">うつるから届いた申請を、受け取り先ごとに表示します。受け取り先を選んでください。</p>
${section('municipality', '市区町村')}
${section('business', 'ライフライン事業者')}`);
}

/** What else the message says a clerk acts on: a campaign code, an addition to an earlier application. */
function notesOf(row: InboxRow): string {
  const notes = [
    ...(row.promoCode ? [`キャンペーンコード：${escapeHtml(row.promoCode)}`] : []),
    ...(row.additionTo ? [`追加の申込み（最初の受付番号：${escapeHtml(row.additionTo)}）`] : []),
  ];
  return notes.length > 0 ? notes.join('<br>') : missing;
}

function rowHtml(recipient: InboxRecipient, row: InboxRow): string {
  const action = `${inboxMount}/recipients/${escapeHtml(recipient.id)}/messages/${escapeHtml(row.webhookId)}/status`;
  const number = row.receptionNumber ?? missing;
  const button = (status: string, label: string, extra = '') =>
    `<form method="post" action="${action}" class="inbox-action"><input type="hidden" name="status" value="${status}">${extra}<button class="idp-button idp-button-secondary inbox-button" type="submit">${label}</button></form>`;
  const reasonId = `reason-${escapeHtml(row.webhookId)}`;
  const returnForm = button(
    'returned',
    '差戻し',
    `<label for="${reasonId}">差戻しの理由</label><input class="idp-input idp-input-wide" id="${reasonId}" name="reason" type="text" maxlength="400" required>`,
  );
  return `<tr>
<th scope="row">${escapeHtml(number)}</th>
<td>${escapeHtml(timeFormat.format(row.receivedAt))}</td>
<td>${escapeHtml(row.procedure ? (procedureNames[row.procedure] ?? row.procedure) : missing)}</td>
<td>${escapeHtml(row.applicantName ?? missing)}</td>
<td>${notesOf(row)}</td>
<td>${row.arrivals}</td>
<td>${escapeHtml(row.status ? clerkStatusNames[row.status] : missing)}</td>
<td>${button('received', '受付')}${button('completed', '完了')}${returnForm}</td>
</tr>`;
}

function faultForm(recipient: InboxRecipient, faults: FaultSettings): string {
  const number = (name: string, label: string, value: number, min: number, max: number) =>
    `<div class="idp-field"><label for="fault-${name}">${label}</label><input class="idp-input" id="fault-${name}" name="${name}" type="number" min="${min}" max="${max}" value="${value}"></div>`;
  const check = (name: string, label: string, on: boolean) =>
    `<div class="idp-field"><input id="fault-${name}" name="${name}" type="checkbox" value="on"${on ? ' checked' : ''}> <label for="fault-${name}">${label}</label></div>`;
  const action = `${inboxMount}/recipients/${escapeHtml(recipient.id)}/faults`;
  return `<h2>障害の再現</h2>
<p class="idp-support">うつるの再送やタイムアウトを確かめるために、この受け取り先の受信を失敗させます。設定はサーバーのメモリにだけ保存され、再起動で消えます。</p>
<form method="post" action="${action}">
${number('fail_next', '次の何件を失敗させるか', faults.failNext, 0, 1000)}
${number('fail_status', '失敗時のステータスコード', faults.failStatus, 400, 599)}
${number('retry_after', '失敗時の Retry-After（秒、0 は付けない）', faults.retryAfterSeconds, 0, 3600)}
${number('delay_ms', '応答までの遅延（ミリ秒）', faults.delayMs, 0, 600000)}
${check('always_fail', '常に失敗させる', faults.alwaysFail)}
${check('hold', '応答しない（タイムアウトさせる）', faults.hold)}
${check('drop', '応答せずに接続を切る', faults.drop)}
<div class="idp-actions"><button class="idp-button idp-button-primary" type="submit">障害を設定する</button></div>
</form>
<form method="post" action="${action}"><input type="hidden" name="clear" value="on"><button class="idp-button idp-button-secondary" type="submit">障害を解除する</button></form>`;
}

export function renderRecipientPage(recipient: InboxRecipient, rows: readonly InboxRow[], faults: FaultSettings, notice: Notice | null): string {
  const table =
    rows.length === 0
      ? '<p>まだ何も届いていません。</p>'
      : `<div class="inbox-table-wrap"><table class="inbox-table">
<caption>届いた申請（新しい順）</caption>
<thead><tr><th scope="col">受付番号</th><th scope="col">受信日時</th><th scope="col">手続き</th><th scope="col">申請者名</th><th scope="col">備考</th><th scope="col">受信回数</th><th scope="col">状況</th><th scope="col">操作</th></tr></thead>
<tbody>
${rows.map((row) => rowHtml(recipient, row)).join('\n')}
</tbody>
</table></div>`;
  return page(`${recipient.name}の受信箱（開発用）`, `<p><a class="idp-link" href="${inboxMount}">受信箱の一覧へ戻る</a></p>
<h1>${escapeHtml(recipient.name)}の受信箱</h1>
${noticeHtml(notice)}
<p class="idp-lead">「受付」「完了」「差戻し」を押すと、この受け取り先として、署名した状況の通知をうつるへ送ります。</p>
${table}
${faultForm(recipient, faults)}`);
}

export function renderInboxMessage(title: string, message: string): string {
  return page(title, `<h1>${escapeHtml(title)}</h1>\n<p class="idp-lead">${escapeHtml(message)}</p>\n<p><a class="idp-link" href="${inboxMount}">受信箱の一覧へ戻る</a></p>`);
}
