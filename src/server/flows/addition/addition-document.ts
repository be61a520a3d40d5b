// The addition's document (decision 020): not signed, submitted once the applicant is checked and
// every added business is complete.
import { flows } from '#shared/flows';
import type { ProcedureRegistry } from '#shared/procedures';
import { confirmedBusinessApplications, type AdditionDocument } from '../../applications/canonical-document';
import { additionComplete, type StoredAdditionDraft } from './addition-draft';

/** The addition to submit, or null while it is not complete (or the draft is not an addition's). */
export function confirmedAddition(draft: StoredAdditionDraft, registry: ProcedureRegistry): AdditionDocument | null {
  const { attributes } = draft.session;
  if (!draft.addition_to || !additionComplete(attributes) || !attributes.applicant.values || !attributes.moving.values) return null;
  return {
    phase: flows.addition.phase,
    addition_to: draft.addition_to,
    applicant: attributes.applicant.values,
    moving: attributes.moving.values,
    business_applications: confirmedBusinessApplications(attributes.businesses, registry),
  };
}
