// How マイページ words the submitted applications (decisions 010, 019): each recipient's status
// in Japanese with the time it was reached, a returned procedure's reason, what to do when the
// message could not be sent, the dates as a resident reads them, the newest application first.
import type { RecipientChange } from '#machines/my-page.machine';
import type { components } from '#shared/api/schema';
import { cancellationLabels, notCancellableReason } from '#shared/cancellation';
import { japaneseDate } from '#shared/domain/calendar-days';
import { flows, readinessPathOf } from '#shared/flows';
import { procedureNames } from '#shared/procedure-names';
import { recipientStatusLabels } from '#shared/recipient-status';
import { calendarDayInJapan, formatCalendarDate } from '#shared/validation/calendar-date';

export type ApplicationSummary = components['schemas']['ApplicationSummary'];
export type RecipientStatus = components['schemas']['RecipientStatus'];
type ProcedureKind = components['schemas']['ProcedureKind'];
type RecipientContact = components['schemas']['RecipientContact'];

// The labels live in src/shared, so the mails word a status as マイページ does.
export { recipientStatusLabels };

/** Each procedure's name, as the procedure registry gives it. */
export const procedureLabels: Readonly<Record<ProcedureKind, string>> = procedureNames;

/** The day in Japan the application was sent: 2026年11月20日. */
export function submittedDateOf(application: Pick<ApplicationSummary, 'submitted_at'>): string {
  return japaneseDate(formatCalendarDate(calendarDayInJapan(new Date(application.submitted_at))));
}

export function moveDateOf(application: ApplicationSummary): string {
  return japaneseDate(application.move_date);
}

/**
 * Until when the application can be cancelled here (brief §5: up to and including the move
 * date), or that this ended (issue 24): 2026年12月1日（引越し予定日）まで.
 */
export function cancelDeadlineOf(application: Pick<ApplicationSummary, 'move_date' | 'past_move_date'>): string {
  const day = `${japaneseDate(application.move_date)}（引越し予定日）`;
  return application.past_move_date ? `${day}で終わりました` : `${day}まで`;
}

/**
 * Past the move date, whom to ask to cancel a procedure that still stands: the municipality for
 * its procedure, the business for a lifeline notice (issue 24). Null for a procedure with
 * nothing to cancel (returned, not delivered) or whose cancellation is already shown.
 */
export function askToCancelAdviceOf(recipient: Pick<RecipientStatus, 'name' | 'status' | 'contact' | 'cancellation'>): FailedAdvice | null {
  if (recipient.status === 'returned' || recipient.status === 'failed' || recipient.cancellation) return null;
  return { text: `取り消すときは、${recipient.name}へ直接お問い合わせください。`, contact: recipient.contact ?? null };
}

/** Newest first (the server sends them so; the list does not depend on it). */
export function newestFirst(applications: readonly ApplicationSummary[]): ApplicationSummary[] {
  return [...applications].sort((a, b) => Date.parse(b.submitted_at) - Date.parse(a.submitted_at));
}

/**
 * Where 「引越し手続きを始める」 leads: the readiness page (issue 28), which tells before any typing
 * whether the move can be filed online, then leads on to the overview of step 1 and step 2, never
 * straight into the first form (issue 11, decision 018).
 */
export const startPath: string = readinessPathOf(flows.normal);

const japanTime = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Tokyo',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** When a recipient reached its status, as a resident reads it in Japan: 11月24日 14:02. */
export function statusTimeOf(statusAt: string): string {
  const parts = Object.fromEntries(japanTime.formatToParts(new Date(statusAt)).map((part) => [part.type, part.value]));
  return `${parts.month}月${parts.day}日 ${parts.hour}:${parts.minute}`;
}

/** A phone number as a `tel:` link target (digits and a leading +, as dialers expect). */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * What the resident does when the message could not be sent: file at the municipality's
 * counter, or call the business. Without a contact (a recipient the service no longer lists),
 * the advice still names who to reach.
 */
export interface FailedAdvice {
  /** 「窓口で手続きしてください。」 or 「（事業者名）に電話で連絡してください。」 */
  text: string;
  contact: RecipientContact | null;
}

export function failedAdviceOf(recipient: Pick<RecipientStatus, 'kind' | 'name' | 'contact'>): FailedAdvice {
  const contact = recipient.contact ?? null;
  if (recipient.kind === 'municipality') return { text: `${recipient.name}の窓口で手続きしてください。`, contact };
  return { text: `${contact?.name ?? recipient.name}に電話で連絡してください。`, contact };
}

/**
 * What the live region says after a re-read: one sentence per recipient whose status reads
 * differently now (pending → sending is still 送信待ち, so it is not announced), or whose
 * cancellation moved (取消処理中 → 取消済み…).
 */
export function announcementOf(changes: readonly RecipientChange[]): string {
  return changes
    .flatMap((change) => {
      // Named as its row is (新宿区（転出届）), so two procedures at one recipient are told apart.
      const name = `${change.name}（${procedureLabels[change.procedure]}）`;
      const sentences: string[] = [];
      if (recipientStatusLabels[change.from] !== recipientStatusLabels[change.to]) sentences.push(`${name}の状況が「${recipientStatusLabels[change.to]}」になりました。`);
      if (change.cancellation) sentences.push(`${name}の取消しが「${cancellationLabels[change.cancellation.to]}」になりました。`);
      return sentences;
    })
    .join('');
}

/**
 * What the resident reads under a procedure whose cancellation was refused or could not be
 * delivered: why (unless the row shows the recipient's reason), and whom to ask instead (decision 021).
 */
export function cancellationAdviceOf(recipient: Pick<RecipientStatus, 'name' | 'cancellation'>): FailedAdvice | null {
  const { cancellation } = recipient;
  if (!cancellation || (cancellation.status !== 'refused' && cancellation.status !== 'failed')) return null;
  // The row shows the recipient's own reason for a refusal: the advice only says whom to ask.
  if (cancellation.status === 'refused' && cancellation.reason) return { text: `${recipient.name}へ直接お問い合わせください。`, contact: cancellation.contact ?? null };
  return {
    text: notCancellableReason(cancellation.status === 'refused' ? 'refused' : 'cancellation-failed', recipient.name),
    contact: cancellation.contact ?? null,
  };
}
