// The cancellation of one filed procedure (issue 14, decision 021). A revocation gives each
// procedure it cancels a recipient row of its own, linked to the procedure's recipient; that row
// goes through the recipient machine (#shared/recipient-status) like any other, and its status
// says where the cancellation stands. The rules of brief §5 and their Japanese texts live here so
// the server, マイページ and the revocation pages agree.
import type { components } from './api/schema';
import { pastMoveDateMessage as PAST_MOVE_DATE } from './errors/error-catalogue';
import { shippedProcedures, type ProcedureRegistry } from './procedures';
import type { RecipientKind, RecipientProcedure, RecipientStatus } from './recipient-status';

export type CancellationStatus = components['schemas']['RecipientCancellation']['status'];

/** Where a cancellation stands, from the status of its own recipient row. */
export function cancellationStatusOf(status: RecipientStatus): CancellationStatus {
  if (status === 'completed') return 'cancelled';
  if (status === 'returned') return 'refused';
  if (status === 'failed') return 'failed';
  return 'requested';
}

/** What マイページ shows for each (issue 14). */
export const cancellationLabels: Readonly<Record<CancellationStatus, string>> = {
  requested: '取消処理中',
  cancelled: '取消済み',
  refused: '取消できませんでした',
  failed: '取消を届けられませんでした',
};

/** The procedure whose cancellation `procedure`'s follows (the visit reservations hang on the 転出届), or null. */
export const cancellationFollowed = (procedure: RecipientProcedure, registry: ProcedureRegistry): RecipientProcedure | null =>
  registry.municipalityEntryOf(procedure)?.cancellationFollows ?? null;

/** The municipalities record why a procedure was withdrawn; the lifeline businesses do not ask. */
export const reasonRequired = (kind: RecipientKind): boolean => kind === 'municipality';

/** Why a procedure cannot be cancelled, as the resident reads it: each says what to do instead. */
export type NotCancellable =
  | 'completed'
  | 'returned'
  | 'delivery-failed'
  | 'sending'
  | 'requested'
  | 'cancelled'
  | 'refused'
  | 'cancellation-failed'
  | DependentSending;

/** A procedure (move_in → move-in-sending) still being sent, which the procedure it follows waits for. */
type DependentSending = `${string}-sending`;

/**
 * A 転出届 whose visit reservation is still being sent cannot be cancelled yet: the reservation
 * would arrive after the cancellation and could never be cancelled with it.
 */
export const dependentSending = (dependent: RecipientProcedure): DependentSending => `${dependent.replaceAll('_', '-')}-sending`;

function dependentSendingReason(why: DependentSending, registry: ProcedureRegistry): string {
  const dependent = why.slice(0, -'-sending'.length).replaceAll('-', '_');
  const followed = cancellationFollowed(dependent, registry) ?? '';
  const name = registry.labelOf(dependent);
  return `${name}を送信している途中のため、${registry.labelOf(followed)}はまだ取り消しできません。${name}の送信が終わってから、もう一度お試しください。`;
}

export function notCancellableReason(why: NotCancellable, recipientName: string, registry: ProcedureRegistry = shippedProcedures): string {
  switch (why) {
    case 'completed':
      return `${recipientName}での手続きが完了しているため、取り消しできません。${recipientName}へ直接お問い合わせください。`;
    case 'returned':
      return 'この手続きは差し戻されているため、取り消す必要はありません。';
    case 'delivery-failed':
      return 'この手続きは届けられなかったため、取り消す必要はありません。';
    case 'sending':
      return '送信の途中のため、まだ取り消しできません。しばらくしてから、もう一度お試しください。';
    case 'requested':
      return 'すでに取消しを申し込んでいます（取消処理中）。';
    case 'cancelled':
      return 'すでに取り消されています。';
    case 'refused':
      return `${recipientName}での手続きが完了していたため、取り消しできませんでした。${recipientName}へ直接お問い合わせください。`;
    case 'cancellation-failed':
      return `取消しを${recipientName}へ届けられませんでした。${recipientName}へ直接お問い合わせください。`;
    default:
      return dependentSendingReason(why, registry);
  }
}

/**
 * The server's message past the move date (brief §5: allowed up to and including it). It contains
 * spec §8's phrase, so cancel_application_cancellable_confirm's BAD_REQUEST becomes the client's
 * 408 and the expired page.
 */
export const pastMoveDateServerMessage = `${PAST_MOVE_DATE}: 引越し予定日を過ぎているため、取り消しできません。`;

/** Spec §8's other BAD_REQUEST of cancellable confirm (client 400): no submitted application, or no revocation draft. */
export const nothingToCancelMessage = '取り消しできる申請がありません。';

/** A reason is required when a chosen procedure's recipient requires one. */
export const reasonMissingMessage = '取消理由を入力してください。';
