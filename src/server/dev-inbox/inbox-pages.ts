// The development inbox's clerk pages (decision 019), in Japanese and server-rendered like the
// dev IdP's: every interpolated value is escaped, no script, one external stylesheet. A clerk
// sees what each recipient received and answers it with 受付, 完了 or 差戻し. Cancellations
// (decision 021) have their own table: which 受付番号 each cancels, the reason when one came, and
// the clerk's two answers, 取消しを受理する (completed) or 取り消せない (returned with a reason).
import { escapeHtml, renderPage } from '../dev-idp/html';
import { cancellationStatusName, clerkStatusNames } from '../deliveries/status-names';
import { shippedProcedures, type ProcedureRegistry } from '#shared/procedures';
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
  /** The 受付番号 of the revocation that cancels this procedure, once its cancellation arrived. */
  cancelledBy?: string | null;
  /** Whether the clerk accepted that cancellation: the procedure has ended and takes no answer. */
  cancellationAccepted?: boolean;
}

/** What the 操作 cell of a procedure says once its cancellation was accepted. */
export const endedProcedureNote = '取消しを受理したため、この手続きには答えられません。';

/** A cancellation (decision 021) as the clerk reads it. */
export interface CancellationRow {
  webhookId: string;
  receivedAt: Date;
  /** The revocation's own 受付番号. */
  receptionNumber: string | null;
  /** The 受付番号 of the application whose procedure is cancelled. */
  cancelsReceptionNumber: string | null;
  procedure: string | null;
  applicantName: string | null;
  /** 取消理由: only a recipient that requires one receives it. */
  reason: string | null;
  arrivals: number;
  /** Where うつる holds the cancellation now: 到着, then what the clerk answered. */
  status: RecipientStatus | null;
}

/** A change of the visit a 転入予定連絡/転居予定連絡 announced (issue 27): it takes no answer. */
export interface VisitChangeRow {
  webhookId: string;
  receivedAt: Date;
  /** The 受付番号 of the application whose visit moved. */
  receptionNumber: string | null;
  visitDate: string | null;
  /** The slot, or null where the municipality takes a date only. */
  visitTime: string | null;
  sequence: number | null;
  arrivals: number;
}

/** The clerk's two answers to a cancellation, and the reason a refusal sends unless the clerk changes it. */
export const cancellationActions = {
  accept: '取消しを受理する',
  refuse: '取り消せない（手続き完了済み）',
  refusalReasonLabel: '取り消せない理由',
  refusalReason: '手続きが完了していたため、取り消しできませんでした。',
} as const;


export interface Notice {
  ok: boolean;
  text: string;
}

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
<p class="idp-lead">うつるから届いた申請と取消しを、受け取り先ごとに表示します。受け取り先を選んでください。</p>
${section('municipality', '市区町村')}
${section('business', 'ライフライン事業者')}`);
}

/** What else the message says a clerk acts on: a campaign code, an addition to an earlier application. */
function notesOf(row: InboxRow): string {
  const notes = [
    ...(row.promoCode ? [`キャンペーンコード：${escapeHtml(row.promoCode)}`] : []),
    ...(row.additionTo ? [`追加の申込み（最初の受付番号：${escapeHtml(row.additionTo)}）`] : []),
    ...(row.cancelledBy ? [`取消しが届いています（取消しの受付番号：${escapeHtml(row.cancelledBy)}）`] : []),
  ];
  return notes.length > 0 ? notes.join('<br>') : missing;
}

/** One of a row's answers: a form posting the status (and its extra fields) as this recipient. */
function answerForm(action: string, status: string, label: string, extra = ''): string {
  return `<form method="post" action="${action}" class="inbox-action"><input type="hidden" name="status" value="${status}">${extra}<button class="idp-button idp-button-secondary inbox-button" type="submit">${label}</button></form>`;
}

/** A required, labelled reason field of a refusal. */
function reasonField(id: string, label: string, value = ''): string {
  const filled = value ? ` value="${escapeHtml(value)}"` : '';
  return `<label for="${id}">${label}</label><input class="idp-input idp-input-wide" id="${id}" name="reason" type="text" maxlength="400" required${filled}>`;
}

const statusAction = (recipient: InboxRecipient, webhookId: string) =>
  `${inboxMount}/recipients/${escapeHtml(recipient.id)}/messages/${escapeHtml(webhookId)}/status`;
const procedureName = (procedure: string | null, procedures: ProcedureRegistry) => escapeHtml(procedure ? procedures.labelOf(procedure) : missing);

/** The inbox's two tables: their class (which the stylesheet's narrow layout labels by) and columns. */
export const inboxTables = {
  applications: { className: 'inbox-table-applications', columns: ['受付番号', '受信日時', '手続き', '申請者名', '備考', '受信回数', '状況', '操作'] },
  cancellations: {
    className: 'inbox-table-cancellations',
    columns: ['取消しの受付番号', '取り消す申請の受付番号', '受信日時', '手続き', '申請者名', '取消理由', '受信回数', '状況', '操作'],
  },
  visitChanges: { className: 'inbox-table-visit-changes', columns: ['受付番号', '受信日時', '新しい来庁予定日', '新しい来庁時間', '変更の回数', '受信回数'] },
} as const;

/** A table whose first column heads its rows. */
function tableHtml(caption: string, { className, columns }: (typeof inboxTables)[keyof typeof inboxTables], rows: readonly (readonly string[])[]): string {
  const head = columns.map((column) => `<th scope="col">${column}</th>`).join('');
  const body = rows
    .map((cells) => `<tr>\n${cells.map((cell, index) => (index === 0 ? `<th scope="row">${cell}</th>` : `<td>${cell}</td>`)).join('\n')}\n</tr>`)
    .join('\n');
  return `<div class="inbox-table-wrap"><table class="inbox-table ${className}">
<caption>${caption}</caption>
<thead><tr>${head}</tr></thead>
<tbody>
${body}
</tbody>
</table></div>`;
}

function rowCells(recipient: InboxRecipient, row: InboxRow, procedures: ProcedureRegistry): string[] {
  const action = statusAction(recipient, row.webhookId);
  const returnForm = answerForm(action, 'returned', '差戻し', reasonField(`reason-${escapeHtml(row.webhookId)}`, '差戻しの理由'));
  return [
    escapeHtml(row.receptionNumber ?? missing),
    escapeHtml(timeFormat.format(row.receivedAt)),
    procedureName(row.procedure, procedures),
    escapeHtml(row.applicantName ?? missing),
    notesOf(row),
    String(row.arrivals),
    escapeHtml(row.status ? clerkStatusNames[row.status] : missing),
    row.cancellationAccepted ? endedProcedureNote : `${answerForm(action, 'received', '受付')}${answerForm(action, 'completed', '完了')}${returnForm}`,
  ];
}

function cancellationCells(recipient: InboxRecipient, row: CancellationRow, procedures: ProcedureRegistry): string[] {
  const action = statusAction(recipient, row.webhookId);
  const refusal = reasonField(`cancel-reason-${escapeHtml(row.webhookId)}`, cancellationActions.refusalReasonLabel, cancellationActions.refusalReason);
  return [
    escapeHtml(row.receptionNumber ?? missing),
    escapeHtml(row.cancelsReceptionNumber ?? missing),
    escapeHtml(timeFormat.format(row.receivedAt)),
    procedureName(row.procedure, procedures),
    escapeHtml(row.applicantName ?? missing),
    escapeHtml(row.reason ?? missing),
    String(row.arrivals),
    escapeHtml(row.status ? cancellationStatusName(row.status) : missing),
    `${answerForm(action, 'completed', cancellationActions.accept)}${answerForm(action, 'returned', cancellationActions.refuse, refusal)}`,
  ];
}

function visitChangeCells(row: VisitChangeRow): string[] {
  return [
    escapeHtml(row.receptionNumber ?? missing),
    escapeHtml(timeFormat.format(row.receivedAt)),
    escapeHtml(row.visitDate ?? missing),
    escapeHtml(row.visitTime ?? '時間の指定なし'),
    row.sequence === null ? missing : `${row.sequence}回目`,
    String(row.arrivals),
  ];
}

/** The visit changes' table; nothing when none came. */
function visitChangeTable(changes: readonly VisitChangeRow[]): string {
  if (changes.length === 0) return '';
  return `<h2>来庁日時の変更</h2>
<p class="idp-support">申請者が、申請で知らせた来庁日時を変更しました。受付番号ごとに、変更の回数がいちばん大きいものが現在の来庁日時です。回答は不要です。</p>
${tableHtml('届いた来庁日時の変更（新しい順）', inboxTables.visitChanges, changes.map(visitChangeCells))}`;
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

export function renderRecipientPage(
  recipient: InboxRecipient,
  rows: readonly InboxRow[],
  faults: FaultSettings,
  notice: Notice | null,
  cancellations: readonly CancellationRow[] = [],
  procedures: ProcedureRegistry = shippedProcedures,
  visitChanges: readonly VisitChangeRow[] = [],
): string {
  const table =
    rows.length === 0
      ? '<p>まだ申請は届いていません。</p>'
      : tableHtml('届いた申請（新しい順）', inboxTables.applications, rows.map((row) => rowCells(recipient, row, procedures)));
  const cancellationTable =
    cancellations.length === 0
      ? ''
      : `<h2>取消し</h2>
<p class="idp-support">申請者から、受け付けた手続きの取消しの申込みが届いています。取り消したときは「${cancellationActions.accept}」、手続きがすでに完了していて取り消せないときは、理由を確かめて「${cancellationActions.refuse}」を押してください。</p>
${tableHtml('届いた取消し（新しい順）', inboxTables.cancellations, cancellations.map((row) => cancellationCells(recipient, row, procedures)))}`;
  return page(`${recipient.name}の受信箱（開発用）`, `<p><a class="idp-link" href="${inboxMount}">受信箱の一覧へ戻る</a></p>
<h1>${escapeHtml(recipient.name)}の受信箱</h1>
${noticeHtml(notice)}
<p class="idp-lead">各ボタンを押すと、この受け取り先として、署名した状況の通知をうつるへ送ります。</p>
<h2>申請</h2>
${table}
${cancellationTable}
${visitChangeTable(visitChanges)}
${faultForm(recipient, faults)}`);
}

export function renderInboxMessage(title: string, message: string): string {
  return page(title, `<h1>${escapeHtml(title)}</h1>\n<p class="idp-lead">${escapeHtml(message)}</p>\n<p><a class="idp-link" href="${inboxMount}">受信箱の一覧へ戻る</a></p>`);
}
