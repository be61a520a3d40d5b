// The session data of spec §3 (a flow's draft) as the server stores it: the contract's
// SessionData plus where the resident asked to resume (user_session_tmp_save). Stored per user
// and flow through the encrypted draft repository (brief §6).
import { flows } from '#shared/flows';
import type { components } from '#shared/api/schema';
import { inputStatus } from '#shared/forms/input-status';
import type { ResidentClaims } from '../auth/resident-claims';
import type { RevocationDraft } from '../revocation/revocation-draft';

/** NOT_FOUND's message when the resident has no draft of the flow a call needs. */
export const noDraftMessage = '申請中のデータが見つかりません。';

export type SessionData = components['schemas']['SessionData'];
export type SessionAttributes = SessionData['attributes'];
export type ApplicantValues = components['schemas']['ApplicantValues'];

export interface ResumePoint {
  /** SPA route to come back to (a path of the shared route table). */
  return_to: string;
  saved_at: string;
}

/** The submitted normal application an addition (phase 2) belongs to (decision 020). */
export interface AdditionOrigin {
  application_id: string;
  reception_number: string;
}

export interface StoredDraft {
  session: SessionData;
  resume: ResumePoint | null;
  /** Only in an addition draft: the application its notices are added to. */
  addition_to?: AdditionOrigin;
  /** Only in a revocation draft (decision 021): the application revoked and what is chosen. */
  revocation?: RevocationDraft;
}

/** The applicant values the verified identity already answers; the phone is the resident's to type. */
export function applicantFromIdentity(profile: ResidentClaims): ApplicantValues {
  return {
    name: { ...profile.name },
    name_kana: { ...profile.nameKana },
    birth_date: profile.birthDate,
    gender: profile.gender,
    phone: '',
    email: profile.email,
  };
}

/**
 * A fresh normal-flow draft. Step 1's three sections wait for the resident (NotEdit); the
 * possibility, municipality applications and businesses are None until they are computed from
 * the moving and procedures sections.
 */
/** The sections a draft computes later, none computed yet. */
export const nothingComputed = () =>
  ({
    possibility: { status: inputStatus.none, moving: [], possible_statuses: [] },
    municipality: { status: inputStatus.none, applications: [] },
    businesses: { status: inputStatus.none, applications: [] },
  }) satisfies Partial<SessionAttributes>;

/** A new draft of a flow with these sections, nothing saved to resume from. */
export function newDraft(input: { uuid: string; now: Date; phase: SessionData['phase'] }, attributes: SessionAttributes): StoredDraft {
  return { session: { uuid: input.uuid, phase: input.phase, attributes, updated_at: input.now.toISOString(), promo_code: null }, resume: null };
}

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
