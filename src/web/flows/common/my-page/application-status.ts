// How マイページ words the submitted applications (decision 010): each recipient's status in
// Japanese, the dates as a resident reads them, the newest application first.
import type { components } from '#shared/api/schema';
import { japaneseDate } from '#shared/domain/calendar-days';
import { flows, stepPathsOf } from '#shared/flows';
import { calendarDayInJapan, formatCalendarDate } from '#shared/validation/calendar-date';

export type ApplicationSummary = components['schemas']['ApplicationSummary'];
export type RecipientStatus = components['schemas']['RecipientStatus'];
type ProcedureKind = components['schemas']['ProcedureKind'];

export const recipientStatusLabels: Readonly<Record<RecipientStatus['status'], string>> = {
  pending: '送信待ち',
  sending: '送信待ち',
  delivered: '送信済み',
  received: '受付済み',
  completed: '完了',
  returned: '差戻し',
  failed: '送信できませんでした',
};

export const procedureLabels: Readonly<Record<ProcedureKind, string>> = {
  move_out: '転出届',
  move_in: '転入予定連絡',
  move_house: '転居予定連絡',
  businesses: 'ライフラインの手続き',
};

/** The day in Japan the application was sent: 2026年11月20日. */
export function submittedDateOf(application: ApplicationSummary): string {
  return japaneseDate(formatCalendarDate(calendarDayInJapan(new Date(application.submitted_at))));
}

export function moveDateOf(application: ApplicationSummary): string {
  return japaneseDate(application.move_date);
}

/** Newest first (the server sends them so; the list does not depend on it). */
export function newestFirst(applications: readonly ApplicationSummary[]): ApplicationSummary[] {
  return [...applications].sort((a, b) => Date.parse(b.submitted_at) - Date.parse(a.submitted_at));
}

/**
 * Where 「引越し手続きを始める」 and 「続きから入力する」 lead: the overview of step 1 and step 2
 * with each block's status, never straight into the first form (issue 11, decision 018).
 */
export const startPath: string = stepPathsOf(flows.normal).input;
