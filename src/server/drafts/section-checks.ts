// How a section or list entry of a draft is checked: its form's rules of spec §5 (the same
// definitions the browser validates with), then brief §5's rules across sections. Section
// writes and the recomputation of step 2 both check with these, so an entry's status means the
// same whichever way it was reached.
import { formatCalendarDate } from '#shared/validation/calendar-date';
import type { RuleContext } from '#shared/validation/rule-registry';
import { validationMessages } from '#shared/validation/messages';
import type { BusinessCategory, BusinessServes, LifelineValues } from '#shared/forms/definitions/lifeline-forms';
import { type MovingValues } from '#shared/forms/definitions/moving-form';
import type { MunicipalityApplicationValues } from '#shared/forms/definitions/municipality-forms';
import { proceduresFormOf, type ProceduresValues } from '#shared/forms/definitions/procedures-form';
import type { FieldError } from '#shared/forms/field-errors';
import type { FormDefinition } from '#shared/forms/form-definition';
import { inputStatus, type InputStatus } from '#shared/forms/input-status';
import { validateForm } from '#shared/forms/schema-for-form';
import { visitDateErrors } from '#shared/domain/visit-date-errors';
import type { ProcedureKind, ProcedureRegistry } from '#shared/procedures';
import { mergeFieldErrors, nothingToChoose, proceduresRuleErrors } from '../domain/cross-section-rules';
import type { DomainData } from '../domain/domain-data';
import { visitSlotErrors, type TakenOn } from '../visits/visit-slot-errors';

/** What a section write is checked against: the day in Japan, the zip lookup, the domain's reference data and the procedures offered. */
export interface SectionWriteContext extends RuleContext {
  domain: DomainData;
  procedures: ProcedureRegistry;
  /** The places taken of the visit slots (issue 27); absent, a slot's fullness is not checked. */
  visitsTaken?: TakenOn;
}

export interface CheckResult {
  status: InputStatus;
  fieldErrors: FieldError[];
}

const resultOf = (fieldErrors: FieldError[]): CheckResult => ({ status: fieldErrors.length > 0 ? inputStatus.error : inputStatus.complete, fieldErrors });

export const editable = (status: InputStatus) => status !== inputStatus.none && status !== inputStatus.cannotEdit;

export async function checkForm<T>(definition: FormDefinition<T>, values: T, context: RuleContext): Promise<CheckResult> {
  return resultOf(await validateForm(definition, values, context));
}

export async function checkProcedures(values: ProceduresValues, moving: MovingValues | null, context: SectionWriteContext): Promise<CheckResult> {
  const optionalChoice = nothingToChoose(moving, context.domain.lifeline);
  const own = (await validateForm(proceduresFormOf(context.procedures), values, context)).filter(
    (error) => !(optionalChoice && error.field === 'business_ids' && error.message === validationMessages.choiceRequired),
  );
  return resultOf(mergeFieldErrors(own, proceduresRuleErrors(values, moving, context.domain.lifeline, context.procedures)));
}

export async function checkMunicipalityApplication(
  procedure: ProcedureKind,
  values: MunicipalityApplicationValues,
  moveDate: string | null,
  context: SectionWriteContext,
  jisCode?: string,
): Promise<CheckResult> {
  const own = await validateForm(context.procedures.municipalityFormOf(procedure), values, context);
  const dateErrors = visitDateErrors(procedure, values, moveDate, formatCalendarDate(context.today));
  // A slot is judged on a good day only; the municipality's slots are its own (issue 27).
  const slotErrors = dateErrors.length > 0 || !jisCode ? [] : await visitSlotErrors(procedure, values, jisCode, context.domain.participation, context.visitsTaken);
  return resultOf(mergeFieldErrors(own, [...dateErrors, ...slotErrors]));
}

/** The business's form for the direction it serves: a date it does not ask for is not required either. */
export function checkBusinessApplication(category: BusinessCategory, serves: BusinessServes, values: LifelineValues, context: SectionWriteContext): Promise<CheckResult> {
  return checkForm(context.procedures.lifelineFormOf(category, serves), values, context);
}

/** A list section's status from its entries: any error first, then anything still to fill in. */
export function listStatus(statuses: readonly InputStatus[], current: InputStatus): InputStatus {
  const open = statuses.filter(editable);
  if (open.length === 0) return current;
  if (open.includes(inputStatus.error)) return inputStatus.error;
  if (open.includes(inputStatus.notEdited)) return inputStatus.notEdited;
  return inputStatus.complete;
}
