// The revocation flow's draft (phase 3, decision 021): user_session_initialize?phase=3 starts it
// (session-handlers.ts, by the flow's new-draft rule); cancel_application_cancellable_confirm
// and cancel_application_input answer its procedures as they stand today;
// cancel_application_choice_save keeps what is ticked and typed as it is entered (issue 24);
// cancel_application_input_confirm checks and keeps the choice and answers the digest to sign;
// cancel_application_session_save keeps the resume point. Signing and submitting go through the
// submission service (application-handlers.ts). Every row is read for its owner only.
import type { components } from '#shared/api/schema';
import { nothingToCancelMessage, pastMoveDateServerMessage } from '#shared/cancellation';
import { flows } from '#shared/flows';
import { calendarDayInJapan } from '#shared/validation/calendar-date';
import { requireUser } from '../../auth/require-user';
import type { Clock } from '../../clock';
import { cancelItemOf, isPastMoveDate } from '../../applications/cancellable';
import { findRevocable, type RevocableApplication } from '../../applications/revocable-application';
import { saveResumePoint } from '../../drafts/resume-point';
import { noDraftMessage } from '../../drafts/session-data';
import { ApiError } from '../../errors/api-error';
import { choose, shownChoice, unknownItemMessage, type RevocationDraft, type StoredRevocationDraft } from '../../flows/revocation/revocation-draft';
import { serverFlows } from '../../flows/server-flows';
import type { ApplicationRepository } from '../../repositories/application-repository';
import type { DraftRepository } from '../../repositories/draft-repository';
import { createSubmissionService, submissionMessages, type SubmissionServiceDeps } from '../../submission/submission-service';
import type { Handler } from '../typed-handlers';

export interface RevocationDraftHandlerDeps extends SubmissionServiceDeps {
  drafts: DraftRepository;
  applications: ApplicationRepository;
  clock: Clock;
}

const phase = flows.revocation.phase;
/** The resident's revocation draft as current() found it: with what it keeps of the application. */
type OpenRevocationDraft = StoredRevocationDraft & { revocation: RevocationDraft };

export function createRevocationDraftHandlers(deps: RevocationDraftHandlerDeps) {
  const { drafts, applications, clock } = deps;
  const service = createSubmissionService(serverFlows.revocation, deps);

  /**
   * The resident's revocation draft and its application as it stands today. Without a draft:
   * `absent` (BAD_REQUEST for cancellable confirm, NOT_FOUND for the others); without the
   * application, or past its move date, BAD_REQUEST (spec §8's 400 and 408).
   */
  async function current(userId: string, absent: 'BAD_REQUEST' | 'NOT_FOUND'): Promise<{ draft: OpenRevocationDraft; revocable: RevocableApplication }> {
    const draft = await drafts.loadDraft<StoredRevocationDraft>(userId, phase);
    if (!draft?.revocation) throw new ApiError(absent, absent === 'NOT_FOUND' ? noDraftMessage : nothingToCancelMessage);
    const revocable = findRevocable(await applications.listForUser(userId), { applicationId: draft.revocation.revokes.application_id }, deps.procedures);
    if (!revocable || revocable.procedures.length === 0) throw new ApiError('BAD_REQUEST', nothingToCancelMessage);
    if (isPastMoveDate(revocable.moveDate, calendarDayInJapan(clock.now()))) throw new ApiError('BAD_REQUEST', pastMoveDateServerMessage);
    return { draft: draft as OpenRevocationDraft, revocable };
  }

  const itemsOf = ({ draft, revocable }: { draft: OpenRevocationDraft; revocable: RevocableApplication }): components['schemas']['CancelItem'][] => {
    const chosen = new Set(draft.revocation.items.map((item) => item.recipient_id));
    return revocable.procedures.map((procedure) => cancelItemOf(procedure, chosen.has(procedure.recipient.id), deps.procedures));
  };

  /** The procedures with the choice the page shows (ticked since the last confirm, else confirmed), and its reason. */
  const shownOf = ({ draft, revocable }: { draft: OpenRevocationDraft; revocable: RevocableApplication }) => {
    const choice = shownChoice(draft.revocation, revocable.procedures);
    const chosen = new Set(choice.item_ids);
    return {
      items: revocable.procedures.map((procedure) => cancelItemOf(procedure, chosen.has(procedure.recipient.id), deps.procedures)),
      reason: choice.reason === '' ? null : choice.reason,
    };
  };

  const cancelApplicationCancellableConfirm: Handler<'cancelApplicationCancellableConfirm'> = async (request) => {
    const view = await current(requireUser(request), 'BAD_REQUEST');
    // An application whose procedures are all not cancellable answers 200 with every reason (L2).
    return { reception_number: view.revocable.application.receptionNumber, move_date: view.revocable.moveDate, ...shownOf(view) };
  };

  const cancelApplicationChoiceSave: Handler<'cancelApplicationChoiceSave'> = async (request) => {
    const userId = requireUser(request);
    const { revocable } = await current(userId, 'NOT_FOUND');
    const known = new Map(revocable.procedures.map((procedure) => [procedure.recipient.id, procedure]));
    if (request.body.item_ids.some((id) => !known.has(id))) throw new ApiError('BAD_REQUEST', unknownItemMessage);
    // A procedure that can no longer be cancelled is dropped: the page will not show it as a choice.
    const choice = { item_ids: request.body.item_ids.filter((id) => known.get(id)?.notCancellable === null), reason: request.body.reason };
    const now = clock.now();
    const kept = await drafts.updateDraft(userId, phase, async (stored: StoredRevocationDraft) => {
      if (stored.revocation?.revokes.application_id !== revocable.application.id) throw new ApiError('BAD_REQUEST', submissionMessages.changed);
      return { next: { ...stored, session: { ...stored.session, updated_at: now.toISOString() }, revocation: { ...stored.revocation, choice } }, result: stored.session.uuid };
    });
    if (!kept) throw new ApiError('NOT_FOUND', noDraftMessage);
    return { uuid: kept, saved_at: now.toISOString() };
  };

  const cancelApplicationInput: Handler<'cancelApplicationInput'> = async (request) => {
    const view = await current(requireUser(request), 'NOT_FOUND');
    const { draft, revocable } = view;
    return {
      uuid: draft.session.uuid,
      reception_number: revocable.application.receptionNumber,
      move_date: revocable.moveDate,
      items: itemsOf(view),
      reason: draft.revocation.reason,
    };
  };

  const cancelApplicationInputConfirm: Handler<'cancelApplicationInputConfirm'> = async (request) => {
    const userId = requireUser(request);
    const { revocable } = await current(userId, 'NOT_FOUND');
    const choice = choose(revocable.procedures, request.body.item_ids, request.body.reason, deps.procedures);
    if (choice.kind === 'refused') throw new ApiError('BAD_REQUEST', choice.message);
    const now = clock.now();
    const kept = await drafts.updateDraft(userId, phase, async (stored: StoredRevocationDraft) => {
      // Another tab began a revocation of another application meanwhile: these items are not its.
      if (stored.revocation?.revokes.application_id !== revocable.application.id) throw new ApiError('BAD_REQUEST', submissionMessages.changed);
      // The confirmed choice is now what the page shows: nothing typed since.
      const revocation = { ...stored.revocation, items: choice.items, reason: choice.reason, choice: null };
      return { next: { ...stored, session: { ...stored.session, updated_at: now.toISOString() }, revocation }, result: true };
    });
    if (!kept) throw new ApiError('NOT_FOUND', noDraftMessage);
    const { draftUuid, digest } = await service.confirm(userId);
    return { uuid: draftUuid, document_digest: digest, confirmed_at: now.toISOString() };
  };

  const cancelApplicationSessionSave: Handler<'cancelApplicationSessionSave'> = async (request) =>
    saveResumePoint(drafts, requireUser(request), phase, request.body.return_to, clock.now());

  return { cancelApplicationCancellableConfirm, cancelApplicationChoiceSave, cancelApplicationInput, cancelApplicationInputConfirm, cancelApplicationSessionSave };
}
