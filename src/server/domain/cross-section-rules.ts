// Brief §5's rules that read another section of the draft, checked on a section write after the
// form's own rules: the procedures must fit the moving type, the chosen businesses must serve
// the destination, and a 来庁予定日 must suit the move date. They answer as field errors, so the
// entry's status becomes Error like for any other rule.
import { destinationOf, proceduresRuleErrors as sharedProceduresRuleErrors } from '#shared/domain/procedures-rules';
import type { MovingValues } from '#shared/forms/definitions/moving-form';
import type { ProceduresValues } from '#shared/forms/definitions/procedures-form';
import type { FieldError } from '#shared/forms/field-errors';
import type { ProcedureRegistry } from '#shared/procedures';
import type { LifelineCatalogue } from './lifeline-catalogue';

/**
 * When no business at all serves the destination, there is nothing to choose: `business_ids`
 * may stay empty, and possibility says why (instead of a required error the resident cannot fix).
 */
export function nothingToChoose(moving: MovingValues | null, lifeline: LifelineCatalogue): boolean {
  const destination = destinationOf(moving);
  return destination !== null && lifeline.serving(destination).length === 0;
}

/** The procedures against the moving section and the lifeline catalogue (shared with the procedures page). */
export function proceduresRuleErrors(values: ProceduresValues, moving: MovingValues | null, lifeline: LifelineCatalogue, registry: ProcedureRegistry): FieldError[] {
  return sharedProceduresRuleErrors(values, moving, (jisCode) => lifeline.serving(jisCode).map((business) => business.business_id), registry);
}

/** A field shows one message: a rule of the form itself comes first. */
export function mergeFieldErrors(own: readonly FieldError[], more: readonly FieldError[]): FieldError[] {
  const taken = new Set(own.map((error) => error.field));
  return [...own, ...more.filter((error) => !taken.has(error.field))];
}
