// /movingout, /movingin and /movinghouse (mode 4): one municipality application each, picked
// from attributes.municipality.applications by its procedure; or, when the draft has none,
// why not (spec §4: the possibility's reason for a procedure that is not possible).
import type { components } from '../../../shared/api/schema';
import { sortedMunicipalityApplications } from '../../../shared/domain/completion';
import { applicability, applicabilityLabel } from '../../../shared/forms/applicability';
import { municipalityForms, type MunicipalityApplicationValues, type MunicipalityProcedure } from '../../../shared/forms/definitions';
import { inputStatus } from '../../../shared/forms/input-status';
import { formValuesOf, type FormValues } from '../../forms/form-values';
import { textAt } from './contract-values';
import type { FormUpdateRequest, SessionData } from './draft-requests';

type Attributes = SessionData['attributes'];
export type MunicipalityApplication = components['schemas']['MunicipalityApplication'];
type ProcedureKind = components['schemas']['ProcedureKind'];

/**
 * The draft's application for `procedure`. Spec §4: nothing is viewable while its section's
 * status is 0 (the server keeps the entries while step 1 is incomplete) or its own is.
 */
export function municipalityApplicationOf(attributes: Attributes, procedure: MunicipalityProcedure): MunicipalityApplication | null {
  if (attributes.municipality.status === inputStatus.none) return null;
  return sortedMunicipalityApplications(attributes).find((entry) => entry.procedure === procedure && entry.status !== inputStatus.none) ?? null;
}

export type MissingEntry =
  /** The possibility says the procedure cannot be done online: its reason. */
  | { kind: 'not-possible'; reason: string }
  /** The resident did not ask for it in 希望する手続き. */
  | { kind: 'not-chosen' }
  /** Step 1 is not finished, so there is nothing to file yet. */
  | { kind: 'not-yet' };

/** Why the draft has nothing to fill in for `procedure` (a municipality procedure, or the businesses). */
export function missingEntry(attributes: Attributes, procedure: ProcedureKind): MissingEntry {
  const notPossible = attributes.possibility.possible_statuses.find((entry) => entry.code === procedure && entry.status === applicability.notApplicable);
  if (notPossible) return { kind: 'not-possible', reason: notPossible.reason ?? applicabilityLabel[applicability.notApplicable] ?? '' };
  const chosen = attributes.procedures.values?.procedures ?? [];
  if (attributes.procedures.status === inputStatus.complete && !chosen.includes(procedure)) return { kind: 'not-chosen' };
  return { kind: 'not-yet' };
}

/** The saved values, or — before the first save — the applicant's phone as the contact. */
export function municipalityFormValues(application: MunicipalityApplication, attributes: Attributes): FormValues {
  const definition = municipalityForms[application.procedure];
  return formValuesOf(definition.fields, application.values ?? { contact_phone: attributes.applicant.values?.phone });
}

export function municipalityValuesOf(values: FormValues, procedure: MunicipalityProcedure): MunicipalityApplicationValues {
  return {
    // 転出届 has no visit: the contract wants null rather than a date nobody was asked for.
    visit_date: procedure === 'move_out' ? null : textAt(values, 'visit_date'),
    contact_phone: textAt(values, 'contact_phone'),
    notes: textAt(values, 'notes'),
  };
}

export function municipalityUpdate(application: MunicipalityApplication, values: FormValues): FormUpdateRequest {
  return { phase: 1, mode: 4, application_id: application.id, values: municipalityValuesOf(values, application.procedure) };
}

/** What the form's read-* fields (`moving.*`) and its addressee show. */
export function municipalityFormUi(application: MunicipalityApplication, attributes: Attributes) {
  const name = application.municipality_name;
  return { readSources: { moving: attributes.moving.values }, addressees: { 'old-municipality': name, 'new-municipality': name } };
}
