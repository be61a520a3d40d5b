// The revocation on the server (decision 021): user_session_initialize?phase=3 begins it from one
// submitted normal application (an unfinished one is replaced, keeping what was ticked and typed
// for the same application, issue 24); its sections are as submitted, its choice is made with
// the cancel_application_* calls.
import { flows } from '#shared/flows';
import type { RevocationDocument } from '../../applications/revocation-document';
import { findRevocable } from '../../applications/revocable-application';
import { ApiError } from '../../errors/api-error';
import { allSectionModes, type ServerFlow } from '../server-flow';
import { carriedChoice, newRevocationDraft, revocationDocumentOf, type StoredRevocationDraft } from './revocation-draft';
import { revocationSubmission } from './revocation-submission';

/** user_session_initialize?phase=3 without a submitted normal application of the resident (or with another's number). */
export const noRevocableMessage = '取り消しできる送信済みの申請が見つかりません。';

export const revocationServerFlow: ServerFlow<RevocationDocument> = {
  ...revocationSubmission,
  async newDraft({ userId, uuid, now, receptionNumber, applications, drafts, procedures }) {
    // Another resident's number finds nothing, exactly like an unknown one (brief §6).
    const revocable = findRevocable(await applications.listForUser(userId), { receptionNumber }, procedures);
    if (!revocable) throw new ApiError('NOT_FOUND', noRevocableMessage);
    const draft = newRevocationDraft({ uuid, now, application: revocable.application });
    const previous = await drafts.loadDraft<StoredRevocationDraft>(userId, flows.revocation.phase);
    const choice = carriedChoice(previous, revocable.application.id, revocable.procedures);
    return choice && draft.revocation ? { ...draft, revocation: { ...draft.revocation, choice } } : draft;
  },
  // Every section is CannotEdit, so its status refuses each write once the draft is read.
  sectionModes: allSectionModes,
  derivesSections: false,
  // Step 1 is its application (chosen at its start), step 2 the chosen procedures.
  stepsComplete: (draft) => [true, revocationDocumentOf(draft) !== null],
  inputConfirm: false,
};
