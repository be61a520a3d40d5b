// /address's section (mode 2): where from, where to, when, and the household.
import { flows } from '#shared/flows';
import { contractValuesOf } from '#shared/forms/contract-values';
import { movingForm } from '#shared/forms/definitions/moving-form';
import { formModes } from '#shared/forms/form-definition';
import { formValuesOf, type FormValues } from '../../../forms/form-values';
import type { FormUpdateRequest, SessionData, UserInfo } from './draft-requests';

/** The saved values, or — before the first save — the chosen moving type and the verified address as 転出元. */
export function movingFormValues(session: SessionData, claims: UserInfo | null): FormValues {
  const section = session.attributes.moving;
  const saved = section.values ?? { moving_type: section.moving_type, from: claims?.address };
  return formValuesOf(movingForm.fields, saved);
}

export function movingUpdate(values: FormValues): FormUpdateRequest {
  return { phase: flows.normal.phase, mode: formModes.moving, values: contractValuesOf(movingForm, values) };
}
