// A section write (user_session_form_update): one section of a draft takes the posted values,
// checked with the shared rules of spec §5 (the same definitions the browser validates with).
// The status becomes Complete or Error, and the values are kept either way, so the resident's
// typing is never lost. Cross-section rules (possibility, 転出届 window, visit date) are not here.
import type { components } from '../../shared/api/schema';
import { applicantForm, lifelineForms, movingForm, municipalityForms, proceduresForm } from '../../shared/forms/definitions';
import type { FieldError } from '../../shared/forms/field-errors';
import type { FormDefinition } from '../../shared/forms/form-definition';
import { inputStatus, type InputStatus } from '../../shared/forms/input-status';
import { validateForm } from '../../shared/forms/schema-for-form';
import type { RuleContext } from '../../shared/validation/rule-registry';
import type { SessionAttributes, SessionData } from './session-data';

export type FormUpdate = components['schemas']['UserSessionFormUpdateRequest'];

export type SectionUpdateOutcome =
  | { kind: 'updated'; session: SessionData; fieldErrors: FieldError[] }
  /** The section's status is None or CannotEdit: this flow does not offer it to the resident. */
  | { kind: 'not-editable' }
  /** Mode 4 or 5 named an application or business that this draft does not have. */
  | { kind: 'no-such-target' };

const notEditable: SectionUpdateOutcome = { kind: 'not-editable' };
const noSuchTarget: SectionUpdateOutcome = { kind: 'no-such-target' };

const editable = (status: InputStatus) => status !== inputStatus.none && status !== inputStatus.cannotEdit;

async function check<T>(definition: FormDefinition<T>, values: T, context: RuleContext): Promise<{ status: InputStatus; fieldErrors: FieldError[] }> {
  const fieldErrors = await validateForm(definition, values, context);
  return { status: fieldErrors.length > 0 ? inputStatus.error : inputStatus.complete, fieldErrors };
}

/** A list section's status from its entries: any error first, then anything still to fill in. */
export function listStatus(statuses: readonly InputStatus[], current: InputStatus): InputStatus {
  const open = statuses.filter(editable);
  if (open.length === 0) return current;
  if (open.includes(inputStatus.error)) return inputStatus.error;
  if (open.includes(inputStatus.notEdited)) return inputStatus.notEdited;
  return inputStatus.complete;
}

interface ListSection<E> {
  status: InputStatus;
  applications: E[];
}

/** One entry of a list section (a municipality application, a lifeline business), then the list's status. */
async function updateEntry<V, E extends { status: InputStatus; values: V | null }>(
  section: ListSection<E>,
  target: E | undefined,
  definitionOf: (entry: E) => FormDefinition<V>,
  values: V,
  context: RuleContext,
): Promise<{ section: ListSection<E>; fieldErrors: FieldError[] } | SectionUpdateOutcome> {
  if (!target) return noSuchTarget;
  if (!editable(target.status)) return notEditable;
  const { status, fieldErrors } = await check(definitionOf(target), values, context);
  const applications = section.applications.map((entry) => (entry === target ? { ...target, status, values } : entry));
  return { section: { status: listStatus(applications.map((entry) => entry.status), section.status), applications }, fieldErrors };
}

export async function updateSection(session: SessionData, update: FormUpdate, context: RuleContext, now: Date): Promise<SectionUpdateOutcome> {
  const attributes = session.attributes;
  const updated = (next: SessionAttributes, fieldErrors: FieldError[]): SectionUpdateOutcome => ({
    kind: 'updated',
    session: { ...session, attributes: next, updated_at: now.toISOString() },
    fieldErrors,
  });

  switch (update.mode) {
    case 1: {
      if (!editable(attributes.applicant.status)) return notEditable;
      const { status, fieldErrors } = await check(applicantForm, update.values, context);
      return updated({ ...attributes, applicant: { ...attributes.applicant, status, values: update.values } }, fieldErrors);
    }
    case 2: {
      if (!editable(attributes.moving.status)) return notEditable;
      const { status, fieldErrors } = await check(movingForm, update.values, context);
      return updated({ ...attributes, moving: { status, moving_type: update.values.moving_type, values: update.values } }, fieldErrors);
    }
    case 3: {
      if (!editable(attributes.procedures.status)) return notEditable;
      const { status, fieldErrors } = await check(proceduresForm, update.values, context);
      return updated({ ...attributes, procedures: { status, values: update.values } }, fieldErrors);
    }
    case 4: {
      const section = attributes.municipality;
      const target = section.applications.find((application) => application.id === update.application_id);
      const result = await updateEntry(section, target, (application) => municipalityForms[application.procedure], update.values, context);
      return 'section' in result ? updated({ ...attributes, municipality: result.section }, result.fieldErrors) : result;
    }
    case 5: {
      const section = attributes.businesses;
      const target = section.applications.find((application) => application.business_id === update.business_id);
      const result = await updateEntry(section, target, (business) => lifelineForms[business.category], update.values, context);
      return 'section' in result ? updated({ ...attributes, businesses: result.section }, result.fieldErrors) : result;
    }
  }
}
