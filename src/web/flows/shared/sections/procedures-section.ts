// /procedureselection's section (mode 3): the procedures that fit the saved move, and the
// lifeline businesses that serve its destination (GET lifeline_businesses).
import type { components } from '#shared/api/schema';
import { flows } from '#shared/flows';
import { contractValuesOf } from '#shared/forms/contract-values';
import { proceduresForm, type ProceduresValues } from '#shared/forms/definitions/procedures-form';
import type { ChoiceOption } from '#shared/forms/field-types/field-definitions';
import { formModes, type FormDefinition } from '#shared/forms/form-definition';
import type { FieldError } from '#shared/forms/field-errors';
import { proceduresRuleErrors } from '#shared/domain/procedures-rules';
import { formValuesOf, type FormValues } from '../../../forms/form-values';
import type { FormUpdateRequest, LifelineBusiness, SessionData } from './draft-requests';

export type ProcedureKind = components['schemas']['ProcedureKind'];

/** The procedures form offering only `offered` (in the form's own order). */
export function proceduresDefinition(offered: readonly ProcedureKind[]): FormDefinition<ProceduresValues> {
  return {
    ...proceduresForm,
    fields: proceduresForm.fields.map((field) =>
      field.type === 'check-box' && field.name === 'procedures' && Array.isArray(field.options)
        ? { ...field, options: field.options.filter((option: ChoiceOption) => offered.some((kind) => kind === option.value)) }
        : field,
    ),
  };
}

/** The businesses as the `lifeline-businesses` check-box offers them. */
export function businessOptions(businesses: readonly LifelineBusiness[]): ChoiceOption[] {
  return businesses.map((business) => ({ value: business.business_id, label: business.name }));
}

/**
 * The saved choices that are still on offer: a procedure that no longer fits the move, or a
 * business that does not serve the new address, is dropped rather than sent back unseen.
 */
export function proceduresFormValues(session: SessionData, offered: readonly ProcedureKind[], businesses: readonly LifelineBusiness[]): FormValues {
  const saved = session.attributes.procedures.values;
  return formValuesOf(proceduresForm.fields, {
    procedures: saved?.procedures.filter((kind) => offered.includes(kind)) ?? [],
    business_ids: saved?.business_ids.filter((id) => businesses.some((business) => business.business_id === id)) ?? [],
  });
}

/**
 * What brief §5's rules find wrong in the saved choices against the saved move (the server's
 * own check, which made the section 入力エラー): the page shows it on the field concerned, even
 * though the form no longer offers what was wrong (see proceduresFormValues).
 */
export function proceduresCrossSectionErrors(session: SessionData, businesses: readonly LifelineBusiness[]): FieldError[] {
  const { procedures, moving } = session.attributes;
  if (!procedures.values) return [];
  return proceduresRuleErrors(procedures.values, moving.values, () => businesses.map((business) => business.business_id));
}

/** Businesses not asked for (no 「電気・ガス・水道など」) go as an empty list. */
export function proceduresUpdate(values: FormValues): FormUpdateRequest {
  return { phase: flows.normal.phase, mode: formModes.procedures, values: contractValuesOf(proceduresForm, values) };
}
