// A move the resident called off (issue 24, 1d): its 転出届's cancellation was asked for
// (取消処理中) or accepted (取消済み). Such a move takes no lifeline additions, and マイページ offers
// a new move instead. A refused cancellation (the 転出届 was already completed) or one that could
// not be delivered leaves the move standing. One rule: the server refuses the addition by it, and
// マイページ and /after/step word it.
import type { CancellationStatus } from './cancellation';
import type { RecipientProcedure } from './recipient-status';

/** One procedure of the move, with where its cancellation stands (null: none was asked for). */
export interface ProcedureCancellation {
  procedure: RecipientProcedure;
  cancellation: CancellationStatus | null;
}

const callingOff: readonly (CancellationStatus | null)[] = ['requested', 'cancelled'];

export const isMoveCalledOff = (procedures: readonly ProcedureCancellation[]): boolean =>
  procedures.some((entry) => entry.procedure === 'move_out' && callingOff.includes(entry.cancellation));

/** Why a called-off move takes no addition: the server's NOT_FOUND and the pages say the same. */
export const calledOffMoveMessage = '転出届の取消しを申し込んだ引越しには、ライフラインの手続きを追加できません。';

/** What マイページ and /after/step offer instead. */
export const calledOffMoveAdvice = '新しい住所への引越しを改めて予定している場合は、引越し手続きを新しく始めてください。';

/** The same rule over マイページ's summary of an application (GET applications). */
export const isApplicationCalledOff = (application: { recipients: readonly { procedure: RecipientProcedure; cancellation?: { status: CancellationStatus } }[] }): boolean =>
  isMoveCalledOff(application.recipients.map((recipient) => ({ procedure: recipient.procedure, cancellation: recipient.cancellation?.status ?? null })));
