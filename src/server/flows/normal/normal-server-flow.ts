// The normal flow on the server (spec §3–§5): begun by user_session_form_create, every section
// written by the resident, possibility and step 2 derived from step 1.
import { step1Complete, step2Complete } from '#shared/domain/completion';
import type { ApplicationDocument } from '../../applications/canonical-document';
import { loginRequired } from '../../auth/require-user';
import type { ResidentClaims } from '../../auth/resident-claims';
import { allSectionModes, type ServerFlow } from '../server-flow';
import { newNormalDraft } from './normal-draft';
import { normalSubmission } from './normal-submission';

export const normalServerFlow: ServerFlow<ApplicationDocument> = {
  ...normalSubmission,
  async newDraft({ userId, uuid, now, users }) {
    const profile = await users.findProfile<ResidentClaims>(userId);
    if (!profile) throw loginRequired();
    return newNormalDraft({ uuid, now, profile });
  },
  sectionModes: allSectionModes,
  derivesSections: true,
  stepsComplete: ({ session }) => [step1Complete(session.attributes), step2Complete(session.attributes)],
  inputConfirm: true,
};
