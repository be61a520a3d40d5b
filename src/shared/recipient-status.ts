// Where one recipient's procedure stands (issue 12, decision 019): the delivery of the message
// to it (pending → sending → delivered | failed), then the recipient's own progress, which it
// reports through the status callback (received 受付, completed 完了, returned 差戻し). One typed
// machine, listed once, so the database check, the delivery job, the callback and the pages agree.
import type { components } from './api/schema';

export type RecipientStatus = components['schemas']['RecipientStatus']['status'];
export type RecipientKind = components['schemas']['RecipientStatus']['kind'];
export type RecipientProcedure = components['schemas']['RecipientStatus']['procedure'];

/** Every status, in the order a recipient normally moves through them (then the two ends that are not success). */
export const recipientStatuses = ['pending', 'sending', 'delivered', 'received', 'completed', 'returned', 'failed'] as const satisfies readonly RecipientStatus[];
export const recipientKinds = ['municipality', 'business'] as const satisfies readonly RecipientKind[];

/** Each status as the resident reads it, on マイページ and in the mails (pending and sending read alike). */
export const recipientStatusLabels: Readonly<Record<RecipientStatus, string>> = {
  pending: '送信待ち',
  sending: '送信待ち',
  delivered: '送信済み',
  received: '受付済み',
  completed: '完了',
  returned: '差戻し',
  failed: '送信できませんでした',
};

/** The states of one message in the outbox (the first half of the recipient's machine). */
export const deliveryStates = ['pending', 'sending', 'delivered', 'failed'] as const satisfies readonly RecipientStatus[];
export type DeliveryState = (typeof deliveryStates)[number];

/** What a recipient may report about its procedure through the status callback. */
export const callbackStatuses = ['received', 'completed', 'returned'] as const satisfies readonly RecipientStatus[];
export type CallbackStatus = (typeof callbackStatuses)[number];

/**
 * The allowed moves. `sending → pending` is a failed attempt that will be retried; `failed →
 * pending` is an operator's re-queue. A recipient may skip 受付 and report 完了 or 差戻し
 * directly; 完了 and 差戻し are final (a returned procedure is filed again as a new application).
 */
export const recipientTransitions: Readonly<Record<RecipientStatus, readonly RecipientStatus[]>> = {
  pending: ['sending'],
  sending: ['delivered', 'pending', 'failed'],
  delivered: ['received', 'completed', 'returned'],
  received: ['completed', 'returned'],
  completed: [],
  returned: [],
  failed: ['pending'],
};

export const canMove = (from: RecipientStatus, to: RecipientStatus): boolean => recipientTransitions[from].includes(to);

/**
 * A recipient's signed report about a message proves the message arrived, even when its 2xx has
 * not reached us yet or was lost to a timeout (and the window ran out): a report on a recipient
 * still `pending`, `sending` or `failed` first marks the delivery `delivered`, then moves on.
 * Without this, a recipient already processing the procedure would be refused for good, and
 * マイページ would send the resident to the counter to file it a second time.
 */
export const statusOnReport = (status: RecipientStatus): RecipientStatus =>
  status === 'pending' || status === 'sending' || status === 'failed' ? 'delivered' : status;

/** The states from which something still happens without the resident (マイページ keeps watching). */
export const isSettled = (status: RecipientStatus): boolean => status === 'completed' || status === 'returned' || status === 'failed';

// Fails to compile when the contract gains a status or a kind the lists above do not have.
type Missing<All, Listed> = Exclude<All, Listed> extends never ? true : never;
const _recipientStatusesComplete: Missing<RecipientStatus, (typeof recipientStatuses)[number]> = true;
const _recipientKindsComplete: Missing<RecipientKind, (typeof recipientKinds)[number]> = true;
