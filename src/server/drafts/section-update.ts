// A section write (user_session_form_update): one section of a draft takes the posted values,
// checked with the shared rules of spec §5 and brief §5's rules across sections
// (section-checks.ts). The status becomes Complete or Error, and the values are kept either
// way, so the resident's typing is never lost. A write of the moving or procedures section
// recomputes possibility and step 2 (derived-sections.ts).
import type { components } from '#shared/api/schema';
import { applicantForm } from '#shared/forms/definitions/applicant-form';
import { movingForm, type MovingValues } from '#shared/forms/definitions/moving-form';
import type { FieldError } from '#shared/forms/field-errors';
import type { InputStatus } from '#shared/forms/input-status';
import { refreshDerivedSections } from './derived-sections';
import {
  checkBusinessApplication,
  checkForm,
  checkMunicipalityApplication,
  checkProcedures,
  editable,
  listStatus,
  type CheckResult,
  type SectionWriteContext,
} from './section-checks';
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

interface ListSection<E> {
  status: InputStatus;
  applications: E[];
}

/** One entry of a list section (a municipality application, a lifeline business), then the list's status. */
async function updateEntry<V, E extends { status: InputStatus; values: V | null }>(
  section: ListSection<E>,
  target: E | undefined,
  checkEntry: (entry: E) => Promise<CheckResult>,
  values: V,
): Promise<{ section: ListSection<E>; fieldErrors: FieldError[] } | SectionUpdateOutcome> {
  if (!target) return noSuchTarget;
  if (!editable(section.status) || !editable(target.status)) return notEditable;
  const { status, fieldErrors } = await checkEntry(target);
  const applications = section.applications.map((entry) => (entry === target ? { ...target, status, values } : entry));
  return { section: { status: listStatus(applications.map((entry) => entry.status), section.status), applications }, fieldErrors };
}

/** A moving write checks the saved procedures again: a new moving type or destination can make them wrong (status Error). */
async function recheckProcedures(section: SessionAttributes['procedures'], moving: MovingValues, context: SectionWriteContext): Promise<SessionAttributes['procedures']> {
  if (section.values === null || !editable(section.status)) return section;
  return { ...section, status: (await checkProcedures(section.values, moving, context)).status };
}

export async function updateSection(session: SessionData, update: FormUpdate, context: SectionWriteContext, now: Date): Promise<SectionUpdateOutcome> {
  const attributes = session.attributes;
  const updated = (next: SessionAttributes, fieldErrors: FieldError[]): SectionUpdateOutcome => ({
    kind: 'updated',
    session: { ...session, attributes: next, updated_at: now.toISOString() },
    fieldErrors,
  });

  switch (update.mode) {
    case 1: {
      if (!editable(attributes.applicant.status)) return notEditable;
      const { status, fieldErrors } = await checkForm(applicantForm, update.values, context);
      return updated({ ...attributes, applicant: { ...attributes.applicant, status, values: update.values } }, fieldErrors);
    }
    case 2: {
      if (!editable(attributes.moving.status)) return notEditable;
      const { status, fieldErrors } = await checkForm(movingForm, update.values, context);
      const moving = { status, moving_type: update.values.moving_type, values: update.values };
      const procedures = await recheckProcedures(attributes.procedures, update.values, context);
      return updated(await refreshDerivedSections({ ...attributes, moving, procedures }, context), fieldErrors);
    }
    case 3: {
      if (!editable(attributes.procedures.status)) return notEditable;
      const { status, fieldErrors } = await checkProcedures(update.values, attributes.moving.values, context);
      return updated(await refreshDerivedSections({ ...attributes, procedures: { status, values: update.values } }, context), fieldErrors);
    }
    case 4: {
      const section = attributes.municipality;
      const target = section.applications.find((application) => application.id === update.application_id);
      const moveDate = attributes.moving.values?.move_date ?? null;
      const check = (application: (typeof section.applications)[number]) => checkMunicipalityApplication(application.procedure, update.values, moveDate, context, application.jis_code);
      const result = await updateEntry(section, target, check, update.values);
      return 'section' in result ? updated({ ...attributes, municipality: result.section }, result.fieldErrors) : result;
    }
    case 5: {
      const section = attributes.businesses;
      const target = section.applications.find((application) => application.business_id === update.business_id);
      const check = (business: (typeof section.applications)[number]) => checkBusinessApplication(business.category, business.serves, update.values, context);
      const result = await updateEntry(section, target, check, update.values);
      return 'section' in result ? updated({ ...attributes, businesses: result.section }, result.fieldErrors) : result;
    }
  }
}
