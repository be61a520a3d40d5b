// The normal flow's new draft (spec §3): begun by user_session_form_create from the resident's
// verified identity.
import { flows } from '#shared/flows';
import { inputStatus } from '#shared/forms/input-status';
import type { ResidentClaims } from '../../auth/resident-claims';
import { applicantFromIdentity, newDraft, nothingComputed, type StoredDraft } from '../../drafts/session-data';

/**
 * A fresh normal-flow draft. Step 1's three sections wait for the resident (NotEdit); the
 * possibility, municipality applications and businesses are None until they are computed from
 * the moving and procedures sections.
 */
export function newNormalDraft(input: { uuid: string; now: Date; profile: ResidentClaims }): StoredDraft {
  const { notEdited } = inputStatus;
  return newDraft(
    { ...input, phase: flows.normal.phase },
    {
      applicant: {
        status: notEdited,
        active_form: { persons_name: { ...input.profile.name } },
        values: applicantFromIdentity(input.profile),
      },
      moving: { status: notEdited, moving_type: null, values: null },
      procedures: { status: notEdited, values: null },
      ...nothingComputed(),
    },
  );
}
