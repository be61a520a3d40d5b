// Brief §5's rules that read another section of the draft, checked on a section write after the
// form's own rules: the procedures must fit the moving type, the chosen businesses must serve
// the destination, and a 来庁予定日 must suit the move date. They answer as field errors, so the
// entry's status becomes Error like for any other rule.
import { domainMessages } from '#shared/domain/domain-messages';
import { hasDestination, proceduresNotFitting } from '#shared/domain/moving-procedures';
import { visitDateMessage } from '#shared/domain/visit-date';
import type { MovingValues } from '#shared/forms/definitions/moving-form';
import type { MunicipalityApplicationValues, MunicipalityProcedure } from '#shared/forms/definitions/municipality-forms';
import type { ProceduresValues } from '#shared/forms/definitions/procedures-form';
import type { FieldError } from '#shared/forms/field-errors';
import type { LifelineCatalogue } from './lifeline-catalogue';

/** The destination's JIS code, or null when the move has none (yet). */
function destinationOf(moving: MovingValues | null): string | null {
  if (!moving || !hasDestination(moving.moving_type) || !moving.to) return null;
  return /^\d{6}$/.test(moving.to.jis_code) ? moving.to.jis_code : null;
}

/**
 * When no business at all serves the destination, there is nothing to choose: `business_ids`
 * may stay empty, and possibility says why (instead of a required error the resident cannot fix).
 */
export function nothingToChoose(moving: MovingValues | null, lifeline: LifelineCatalogue): boolean {
  const destination = destinationOf(moving);
  return destination !== null && lifeline.serving(destination).length === 0;
}

/** Without a saved moving section there is nothing to check against yet: its write checks the procedures again. */
export function proceduresRuleErrors(values: ProceduresValues, moving: MovingValues | null, lifeline: LifelineCatalogue): FieldError[] {
  if (!moving) return [];
  const errors: FieldError[] = [];
  if (proceduresNotFitting(moving.moving_type, values.procedures).length > 0) {
    errors.push({ field: 'procedures', message: domainMessages.proceduresForMovingType[moving.moving_type] });
  }
  const destination = destinationOf(moving);
  if (destination !== null && values.procedures.includes('businesses')) {
    const serving = new Set(lifeline.serving(destination).map((business) => business.business_id));
    if (values.business_ids.some((id) => !serving.has(id))) errors.push({ field: 'business_ids', message: domainMessages.businessOutsideArea });
  }
  return errors;
}

/** The 来庁予定日 of 転入予定連絡 and 転居予定連絡 against the move date; `today` is YYYY/MM/DD in Japan. */
export function visitDateErrors(procedure: MunicipalityProcedure, values: MunicipalityApplicationValues, moveDate: string | null, today: string): FieldError[] {
  if (procedure === 'move_out' || moveDate === null || !values.visit_date) return [];
  const message = visitDateMessage(values.visit_date, moveDate, today);
  return message === null ? [] : [{ field: 'visit_date', message }];
}

/** A field shows one message: a rule of the form itself comes first. */
export function mergeFieldErrors(own: readonly FieldError[], more: readonly FieldError[]): FieldError[] {
  const taken = new Set(own.map((error) => error.field));
  return [...own, ...more.filter((error) => !taken.has(error.field))];
}
