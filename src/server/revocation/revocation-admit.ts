// The revocation's own condition on a confirmed document (decision 021), checked by the
// submission service when signing starts and again at submit: the application still stands,
// today is not past its move date, and every chosen procedure can still be cancelled. A
// revocation submitted from the same confirmation does not count, so a second submit of it gets
// the first revocation back.
import { nothingToCancelMessage, notCancellableReason, pastMoveDateServerMessage } from '#shared/cancellation';
import type { ProcedureRegistry } from '#shared/procedures';
import { calendarDayInJapan } from '#shared/validation/calendar-date';
import { ApiError } from '../errors/api-error';
import type { ApplicationRepository } from '../repositories/application-repository';
import type { Confirmation } from '../submission/submission-flow';
import { isPastMoveDate } from './cancellable';
import { findRevocable } from './revocable-application';
import type { RevocationDocument } from './revocation-document';
import { unknownItemMessage } from './revocation-draft';

export async function admitRevocation({
  applications,
  userId,
  document,
  confirmation,
  now,
  procedures,
}: {
  applications: Pick<ApplicationRepository, 'listForUser'>;
  userId: string;
  document: RevocationDocument;
  confirmation: Confirmation;
  now: Date;
  procedures: ProcedureRegistry;
}): Promise<void> {
  const revocable = findRevocable(await applications.listForUser(userId), { applicationId: document.revokes.application_id }, procedures, confirmation);
  if (!revocable) throw new ApiError('BAD_REQUEST', nothingToCancelMessage);
  if (isPastMoveDate(revocable.moveDate, calendarDayInJapan(now))) throw new ApiError('BAD_REQUEST', pastMoveDateServerMessage);
  for (const item of document.items) {
    const procedure = revocable.procedures.find((candidate) => candidate.recipient.id === item.recipient_id);
    if (!procedure) throw new ApiError('BAD_REQUEST', unknownItemMessage);
    if (procedure.notCancellable) throw new ApiError('BAD_REQUEST', notCancellableReason(procedure.notCancellable, procedure.recipient.name, procedures));
  }
}
