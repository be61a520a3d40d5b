// The normal flow's document (brief §4): what the resident signs, frozen from a draft whose steps
// 1 and 2 are complete.
import { flows } from '#shared/flows';
import { readyToConfirm, sortedMunicipalityApplications } from '#shared/domain/completion';
import { askedValuesOf } from '#shared/forms/contract-values';
import type { ProcedureRegistry } from '#shared/procedures';
import { confirmedBusinessApplications, type ApplicationDocument } from '../../applications/canonical-document';
import type { SessionAttributes } from '../../drafts/session-data';

/** The document to sign, or null while spec §4's steps 1 and 2 are not both complete. */
export function confirmedDocument(attributes: SessionAttributes, registry: ProcedureRegistry): ApplicationDocument | null {
  const { applicant, moving, procedures, possibility, businesses } = attributes;
  if (!readyToConfirm(attributes) || !applicant.values || !moving.values || !procedures.values) return null;
  return {
    phase: flows.normal.phase,
    applicant: applicant.values,
    moving: moving.values,
    procedures: procedures.values,
    possibility: { moving: possibility.moving, possible_statuses: possibility.possible_statuses },
    // Only what each entry's form asks is signed: a value kept from an earlier form is not an answer.
    municipality_applications: sortedMunicipalityApplications(attributes).map(({ status: _status, sort: _sort, ...entry }) => ({
      ...entry,
      values: entry.values && askedValuesOf(registry.municipalityFormOf(entry.procedure), entry.values),
    })),
    business_applications: confirmedBusinessApplications(businesses, registry),
  };
}

