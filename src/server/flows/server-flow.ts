// A flow as the server runs it (issue 25): its submission (SubmissionFlow) plus what the draft
// calls need of it. Each flow folder exports one; server-flows.ts keys them by the shared flow
// registry, and the handlers look a flow up there rather than naming it.
import type { components } from '#shared/api/schema';
import type { ProcedureRegistry } from '#shared/procedures';
import type { StoredDraft } from '../drafts/session-data';
import type { ApplicationRepository } from '../repositories/application-repository';
import type { DraftRepository } from '../repositories/draft-repository';
import type { UserRepository } from '../repositories/user-repository';
import type { SubmissionFlow } from './submission-flow';

/** A section write of user_session_form_update: 1 applicant, 2 moving, 3 procedures, 4 a municipality application, 5 a business. */
export type SectionMode = components['schemas']['UserSessionFormUpdateRequest']['mode'];
export const allSectionModes: readonly SectionMode[] = [1, 2, 3, 4, 5];

/** What a new draft is made from: the resident, the clock's now, what the request named, and the procedures offered. */
export interface DraftStart {
  userId: string;
  uuid: string;
  now: Date;
  /** user_session_initialize's 受付番号 (the application the page screened); undefined for the newest. */
  receptionNumber: string | undefined;
  users: Pick<UserRepository, 'findProfile'>;
  applications: Pick<ApplicationRepository, 'listForUser'>;
  drafts: Pick<DraftRepository, 'loadDraft'>;
  procedures: ProcedureRegistry;
}

export interface ServerFlow<D = unknown> extends SubmissionFlow<D> {
  /** The flow's new-draft rule; throws the ApiError why no draft can begin (nothing to add to, nothing to revoke). */
  newDraft(start: DraftStart): Promise<StoredDraft>;
  /** The section writes the flow offers; another is refused before the draft is read. */
  readonly sectionModes: readonly SectionMode[];
  /** Whether a read of the draft judges its derived sections again: they depend on today (the 転出届 window, the visit period). */
  readonly derivesSections: boolean;
  /** Spec §4's steps 1 and 2, as マイページ's draft summary counts them (decision 018). */
  stepsComplete(draft: StoredDraft): [boolean, boolean];
  /** Whether input_confirm confirms the draft; the revocation confirms with its choice (cancel_application_input_confirm). */
  readonly inputConfirm: boolean;
}
