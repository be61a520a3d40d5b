// /address's section (mode 2): where from, where to, when, and the household.
import { movingForm, type MovingValues } from '../../../shared/forms/definitions';
import { valueAt } from '../../../shared/forms/value-path';
import { formValuesOf, withHiddenCleared, type FormValues } from '../../forms/form-values';
import { addressAt, choiceAt, genders, itemsAt, movingTypes, nameAt, textAt } from './contract-values';
import type { FormUpdateRequest, SessionData, UserInfo } from './draft-requests';

/** The saved values, or — before the first save — the chosen moving type and the verified address as 転出元. */
export function movingFormValues(session: SessionData, claims: UserInfo | null): FormValues {
  const section = session.attributes.moving;
  const saved = section.values ?? { moving_type: section.moving_type, from: claims?.address };
  return formValuesOf(movingForm.fields, saved);
}

export function movingValuesOf(values: FormValues): MovingValues {
  // `to` is null for a move abroad: the contract wants no address the resident was not asked for.
  const shown = withHiddenCleared(movingForm.fields, values);
  return {
    moving_type: choiceAt(shown, 'moving_type', movingTypes),
    move_date: textAt(shown, 'move_date'),
    from: addressAt(shown, 'from'),
    to: valueAt(shown, 'to') === null ? null : addressAt(shown, 'to'),
    household: {
      head_name: nameAt(shown, 'household.head_name'),
      applicant_relationship: textAt(shown, 'household.applicant_relationship'),
      members: itemsAt(shown, 'household.members').map((member) => ({
        name: nameAt(member, 'name'),
        name_kana: nameAt(member, 'name_kana'),
        birth_date: textAt(member, 'birth_date'),
        gender: choiceAt(member, 'gender', genders),
        relationship: textAt(member, 'relationship'),
      })),
    },
  };
}

export function movingUpdate(values: FormValues): FormUpdateRequest {
  return { phase: 1, mode: 2, values: movingValuesOf(values) };
}
