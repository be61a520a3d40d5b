// /movingout, /movingin and /movinghouse (mode 4): one municipality application each, picked
// from attributes.municipality.applications by its procedure; or, when the draft has none,
// why not (spec §4: the possibility's reason for a procedure that is not possible).
import type { components } from '#shared/api/schema';
import { sortedMunicipalityApplications } from '#shared/domain/completion';
import { applicability, applicabilityLabel } from '#shared/forms/applicability';
import { flows } from '#shared/flows';
import { contractValuesOf } from '#shared/forms/contract-values';
import type { MunicipalityProcedure } from '#shared/forms/definitions/municipality-forms';
import { shippedProcedures } from '#shared/procedures';
import { formModes } from '#shared/forms/form-definition';
import type { FieldError } from '#shared/forms/field-errors';
import { inputStatus } from '#shared/forms/input-status';
import { formValuesOf, type FormValues } from '../../../forms/form-values';
import type { FormUpdateRequest, SessionData } from './draft-requests';
import { visitSlotsHookFor } from './use-visit-slots';

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
  const definition = shippedProcedures.municipalityFormOf(application.procedure);
  return formValuesOf(definition.fields, application.values ?? { contact_phone: attributes.applicant.values?.phone });
}

/** 転出届 has no visit: its form sends visit_date as null (notAsked). */
export function municipalityUpdate(application: MunicipalityApplication, values: FormValues): FormUpdateRequest {
  const contract = contractValuesOf(shippedProcedures.municipalityFormOf(application.procedure), values);
  return { phase: flows.normal.phase, mode: formModes.municipality, application_id: application.id, values: contract };
}

/**
 * The saved visit date against the move date as it is now (a changed move date can make it wrong).
 * The check needs the holiday table (about 11 kB gzip): it loads only when a page asks.
 */
export async function municipalityCrossSectionErrors(application: MunicipalityApplication, attributes: Attributes, today: string): Promise<FieldError[]> {
  const { values } = application;
  if (!values) return [];
  const { visitDateErrors } = await import('#shared/domain/visit-date-errors');
  return visitDateErrors(application.procedure, values, attributes.moving.values?.move_date ?? null, today);
}

/** What the form's read-* fields (`moving.*`) and its addressee show. */
export function municipalityFormUi(application: MunicipalityApplication, attributes: Attributes) {
  const name = application.municipality_name;
  // A visit's slots, where the municipality offers them (issue 27); 転出届 has no visit.
  const useVisitSlots = application.procedure === 'move_out' ? null : visitSlotsHookFor(application.jis_code, attributes.moving.values?.move_date ?? null);
  return { readSources: { moving: attributes.moving.values }, addressees: { 'old-municipality': name, 'new-municipality': name }, useVisitSlots };
}
