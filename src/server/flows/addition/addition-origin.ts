// What an addition (phase 2, decision 020) is added to: the resident's latest submitted normal
// application, and the businesses it and its earlier additions already notified (a business is
// notified once per move, unless it acknowledged that notice's cancellation: decision 021).
import { calledOffMoveMessage, isMoveCalledOff } from '#shared/called-off-move';
import { cancellationStatusOf } from '#shared/cancellation';
import { flows } from '#shared/flows';
import type { AdditionDocument } from '../../applications/canonical-document';
import { fromConfirmation, type Confirmation } from '../../applications/confirmation';
import { additionsOf, isSubmittedNormal as isSubmitted } from '../../applications/filings';
import { cancellationsOf } from '../../applications/revocable-application';
import type { AnyStoredApplication, StoredApplication } from '../../applications/stored-application';
import { ApiError } from '../../errors/api-error';
import type { ApplicationRecord, ApplicationRepository } from '../../repositories/application-repository';

/** Without a submitted normal application there is nothing to add to (NOT_FOUND, decision 020). */
export const noAdditionOriginMessage = '追加できる送信済みの申請がありません。先に引越しの手続きを送信してください。';
/** A business of the addition was notified since the draft began (an addition submitted from it, or from another tab). */
export const alreadyNotifiedMessage = '追加する申請先のうち、すでに手続きを送信したものがあります。入力内容を確認してから、もう一度お手続きください。';

export interface AdditionOriginView {
  original: ApplicationRecord<StoredApplication> & { receptionNumber: string };
  /** The business ids the original application and its additions were sent to. */
  notified: ReadonlySet<string>;
}

type Original = AdditionOriginView['original'];
type StoredRecord = ApplicationRecord<AnyStoredApplication>;

const businessIdsOf = (record: StoredRecord) => record.document.document.business_applications.map((entry) => entry.business_id);
/** A submitted normal application that stands (the only kind an addition is added to). */
const isSubmittedNormal = (record: StoredRecord): record is Original => isSubmitted(record) && record.document.document.phase === flows.normal.phase;

/**
 * The resident's latest submitted normal application (or the one named), with what it notified;
 * null when there is none. An addition submitted from `excluding` does not count as notifying:
 * a second submit of that confirmation gets the first application back. A move called off (its
 * 転出届's cancellation asked for or accepted, issue 24) takes no addition: NOT_FOUND with why.
 */
export async function findAdditionOrigin(
  applications: Pick<ApplicationRepository, 'listForUser'>,
  userId: string,
  originalId?: string,
  excluding?: Confirmation,
): Promise<AdditionOriginView | null> {
  const list = await applications.listForUser<AnyStoredApplication>(userId); // newest first
  const original = list.filter(isSubmittedNormal).find((record) => originalId === undefined || record.id === originalId);
  if (!original) return null;
  // Only additions notify businesses: a revocation names its application through the same column.
  const additions = additionsOf(list, original.id).filter((record) => !fromConfirmation(record, excluding));
  const cancellations = cancellationsOf(list);
  const procedures = original.recipients.map((recipient) => {
    const cancellation = cancellations.get(recipient.id);
    return { procedure: recipient.procedure, cancellation: cancellation ? cancellationStatusOf(cancellation.row.status) : null };
  });
  if (isMoveCalledOff(procedures)) throw new ApiError('NOT_FOUND', calledOffMoveMessage);
  // A notice the business acknowledged as cancelled (取消済み) no longer counts: it can be notified again.
  const notifiedBy = (record: StoredRecord) => {
    const cancelled = new Set(
      record.recipients.flatMap((recipient) => (cancellations.get(recipient.id)?.row.status === 'completed' && 'business_id' in recipient.address ? [recipient.address.business_id] : [])),
    );
    return businessIdsOf(record).filter((businessId) => !cancelled.has(businessId));
  };
  return { original, notified: new Set([original, ...additions].flatMap(notifiedBy)) };
}

/**
 * An addition may be started and submitted while its application stands (NOT_FOUND otherwise)
 * and none of its businesses has been notified (BAD_REQUEST: back to the confirmation).
 */
export async function admitAddition({
  applications,
  userId,
  document,
  confirmation,
}: {
  applications: Pick<ApplicationRepository, 'listForUser'>;
  userId: string;
  document: AdditionDocument;
  confirmation: Confirmation;
}): Promise<void> {
  const origin = await findAdditionOrigin(applications, userId, document.addition_to.application_id, confirmation);
  if (!origin) throw new ApiError('NOT_FOUND', noAdditionOriginMessage);
  if (document.business_applications.some((entry) => origin.notified.has(entry.business_id))) throw new ApiError('BAD_REQUEST', alreadyNotifiedMessage);
}
