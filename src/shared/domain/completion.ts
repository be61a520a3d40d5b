// Spec §4's completion rules, derived from the session data alone. The step page, the confirm
// guard of the normal-flow machine and the server's input_confirm all decide with these.
import type { components } from '../api/schema';
import { applicability } from '../forms/applicability';
import { inputStatus, type InputStatus } from '../forms/input-status';

type Attributes = components['schemas']['SessionAttributes'];
type MunicipalityApplication = components['schemas']['MunicipalityApplication'];

const isComplete = (status: InputStatus) => status === inputStatus.complete;
const isOpen = (status: InputStatus) => status === inputStatus.notEdited || status === inputStatus.error;

/** Step 1-1: the applicant. */
export const step11Complete = (a: Attributes) => isComplete(a.applicant.status);
/** Step 1-2: where from, where to, when and who. */
export const step12Complete = (a: Attributes) => isComplete(a.moving.status);

/** Step 1: possibility computed, and applicant, moving and procedures all Complete. */
export function step1Complete(a: Attributes): boolean {
  return a.possibility.status !== inputStatus.none && isComplete(a.applicant.status) && isComplete(a.moving.status) && isComplete(a.procedures.status);
}

/** Step 2: possibility computed, something to file, and nothing left NotEdit or Error. */
export function step2Complete(a: Attributes): boolean {
  if (a.possibility.status === inputStatus.none) return false;
  if (a.municipality.status === inputStatus.none && a.businesses.status === inputStatus.none) return false;
  return !isOpen(a.municipality.status) && !isOpen(a.businesses.status);
}

/** Both steps: what input_confirm and the confirm page require. */
export const readyToConfirm = (a: Attributes) => step1Complete(a) && step2Complete(a);

/** True when a municipality procedure must be done at the counter (any non-business NotApplicable). */
export function notPossibleMunicipality(a: Attributes): boolean {
  return a.possibility.possible_statuses.some((entry) => entry.code !== 'businesses' && entry.status === applicability.notApplicable);
}

/** The addition flow's lifeline step. */
export const additionalLifelineComplete = (a: Attributes) => isComplete(a.businesses.status);

/** Municipality applications in the order the step page and the confirm page list them. */
export function sortedMunicipalityApplications(a: Attributes): MunicipalityApplication[] {
  return [...a.municipality.applications].sort((x, y) => x.sort - y.sort);
}
