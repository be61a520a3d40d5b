// /personalinfo's section (mode 1): the form's values from the draft, and the draft's from the form.
import { flows } from '#shared/flows';
import { contractValuesOf } from '#shared/forms/contract-values';
import { applicantForm } from '#shared/forms/definitions/applicant-form';
import { formModes } from '#shared/forms/form-definition';
import { formValuesOf, type FormValues } from '../../../forms/form-values';
import type { DraftPhase, FormUpdateRequest, SessionData, UserInfo } from './draft-requests';

/**
 * The saved values, or — before the first save — the verified claims (カナ, 生年月日, 性別, mail).
 * 氏名 is always the verified one (active_form), which the form shows read-only.
 */
export function applicantFormValues(session: SessionData, claims: UserInfo | null): FormValues {
  const section = session.attributes.applicant;
  const saved = section.values ?? (claims && { name_kana: claims.name_kana, birth_date: claims.birth_date, gender: claims.gender, email: claims.email });
  const values = formValuesOf(applicantForm.fields, saved);
  const verified = section.active_form.persons_name ?? claims?.name;
  if (verified) values.name = { last: verified.last, first: verified.first };
  return values;
}

export function applicantUpdate(values: FormValues, phase: DraftPhase = flows.normal.phase): FormUpdateRequest {
  return { phase, mode: formModes.applicant, values: contractValuesOf(applicantForm, values) };
}
