// How マイページ words a move's 「これまでの経過」 (issue 27): each entry's time in Japan, a sentence
// in the words the rest of the page uses (the statuses of application-status.ts, the
// cancellation's of #shared/cancellation), and the 受付番号 it belongs to. Pure: the page renders it.
import type { components } from '#shared/api/schema';
import { cancellationLabels, cancellationStatusOf } from '#shared/cancellation';
import { japaneseDate } from '#shared/domain/calendar-days';
import { flows } from '#shared/flows';
import { japaneseDateTime } from '#shared/japan-time';
import { mailNames } from '#shared/mail-names';
import { formatCalendarDate, type CalendarDay } from '#shared/validation/calendar-date';
import { procedureLabels, recipientStatusLabels, type ApplicationSummary } from './application-status';

export type TimelineEntry = components['schemas']['TimelineEntry'];
type Status = NonNullable<TimelineEntry['status']>;

const filedTexts: Readonly<Record<number, string>> = {
  [flows.normal.phase]: '申請を受け付けました',
  [flows.addition.phase]: '追加の申込みを受け付けました',
  [flows.revocation.phase]: '取消しの申込みを受け付けました',
};

/** The receipts' own titles (控え), one per kind of filing. */
const receiptTitles: Readonly<Record<number, string>> = {
  [flows.normal.phase]: '申請の控え',
  [flows.addition.phase]: '追加申請の控え',
  [flows.revocation.phase]: '取消申請の控え',
};

/** A cancellation's recipient row moving on: where the cancellation stands, in マイページ's words. */
const cancellationTexts: Readonly<Record<Status, (who: string) => string>> = {
  pending: (who) => `${who}への取消しを、もう一度送ります`,
  sending: (who) => `${who}への取消しを、もう一度送ります`,
  delivered: (who) => `${who}へ取消しを送信しました`,
  received: (who) => `${who}の取消しが「${cancellationLabels[cancellationStatusOf('received')]}」になりました`,
  completed: (who) => `${who}の取消しが「${cancellationLabels.cancelled}」になりました`,
  returned: (who) => `${who}の取消しが「${cancellationLabels.refused}」になりました（差戻し）`,
  failed: (who) => `${who}へ取消しを届けられませんでした`,
};

/** When it happened, as a resident in Japan reads it: 2026年11月22日 10:25. */
export const timelineTimeOf = (at: string): string => japaneseDateTime(new Date(at));

/** The recipient as its row on マイページ names it: 千代田区（転出届）. */
const recipientOf = (entry: TimelineEntry): string => (entry.recipient ? `${entry.recipient.name}（${procedureLabels[entry.recipient.procedure]}）` : '提出先');

/** A visit's day and slot: 2026年12月3日 10:00, or the day alone where the municipality takes no slot. */
function visitTimeOf(visit: TimelineEntry['visit']): string {
  if (!visit) return '';
  const day = japaneseDate(visit.date);
  return visit.slot ? `${day} ${visit.slot}` : day;
}

/** What happened, as one sentence without its full stop (the list item ends there). */
export function timelineTextOf(entry: TimelineEntry): string {
  const who = recipientOf(entry);
  switch (entry.kind) {
    case 'filed':
      return filedTexts[entry.phase] ?? filedTexts[flows.normal.phase] ?? '';
    case 'recipient_status':
      if (!entry.status) return `${who}の状況が変わりました`;
      if (entry.phase === flows.revocation.phase) return cancellationTexts[entry.status](who);
      return `${who}の状況が「${recipientStatusLabels[entry.status]}」になりました`;
    case 'visit_reserved':
      return `${who}への来庁日を${visitTimeOf(entry.visit)}で予約しました`;
    case 'visit_changed':
      return `${who}への来庁日を${visitTimeOf(entry.visit)}に変更しました`;
    case 'visit_cancelled':
      return `${who}への来庁（${visitTimeOf(entry.visit)}）の予約を取り消しました`;
    case 'mail_sent':
      return entry.mail_template ? `メール『${mailNames[entry.mail_template]}』を送信しました` : 'メールを送信しました';
    case 'receipt_issued':
      return `${receiptTitles[entry.phase] ?? receiptTitles[flows.normal.phase]}（PDF）を発行しました`;
  }
}

/**
 * Whether a visit entry is the visit as it stands (no later entry moved or cancelled it), and if
 * so whether its day is still ahead (today included) or past: 「来庁予定」 or 「来庁日を過ぎました」.
 */
export function visitNoteOf(entries: readonly TimelineEntry[], index: number, today: CalendarDay): string | null {
  const entry = entries[index];
  if (!entry?.visit || entry.kind === 'visit_cancelled') return null;
  const sameVisit = (other: TimelineEntry) => other.kind.startsWith('visit_') && other.recipient?.name === entry.recipient?.name && other.recipient?.procedure === entry.recipient?.procedure;
  if (entries.slice(index + 1).some(sameVisit)) return null;
  return entry.visit.date >= formatCalendarDate(today) ? '来庁予定' : '来庁日を過ぎました';
}

/**
 * The 受付番号 an entry shows: every filing's own, and that of an addition or a cancellation on
 * each of its entries; the application's own entries are under its number already.
 */
export function receptionNumberOf(entry: TimelineEntry, application: Pick<ApplicationSummary, 'reception_number'>): string | null {
  return entry.kind === 'filed' || entry.reception_number !== application.reception_number ? entry.reception_number : null;
}
