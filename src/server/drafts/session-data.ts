// The session data of spec §3 (a flow's draft) as the server stores it: the contract's
// SessionData plus where the resident asked to resume (user_session_tmp_save). Stored per user
// and flow through the encrypted draft repository (brief §6). A flow whose draft keeps more
// beside it extends StoredDraft in its own folder (src/server/flows/<flow>).
import type { components } from '#shared/api/schema';
import { inputStatus } from '#shared/forms/input-status';
import type { ResidentClaims } from '../auth/resident-claims';

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

export interface StoredDraft {
  session: SessionData;
  resume: ResumePoint | null;
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
