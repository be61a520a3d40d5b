// Brief §5's rules on the procedures (mode 3) that read the moving section: they must fit the
// moving type, and the chosen businesses must serve the destination. The server checks a write
// with them; the procedures page runs them on the saved values when the section shows 入力エラー,
// so the page says what is wrong and where (issue 11). Both take the messages from one place.
import type { MovingValues } from '../forms/definitions/moving-form';
import type { ProceduresValues } from '../forms/definitions/procedures-form';
import type { FieldError } from '../forms/field-errors';
import { domainMessages } from './domain-messages';
import { shippedProcedures, type ProcedureRegistry } from '../procedures';
import { hasDestination, proceduresNotFitting } from './moving-procedures';

/** The destination's JIS code, or null when the move has none (yet). */
export function destinationOf(moving: MovingValues | null): string | null {
  if (!moving || !hasDestination(moving.moving_type) || !moving.to) return null;
  return /^\d{6}$/.test(moving.to.jis_code) ? moving.to.jis_code : null;
}

/**
 * Without a saved moving section there is nothing to check against yet. `servingIds` gives the
 * ids of the businesses serving a destination (the lifeline catalogue's).
 */
export function proceduresRuleErrors(
  values: ProceduresValues,
  moving: MovingValues | null,
  servingIds: (jisCode: string) => readonly string[],
  registry: ProcedureRegistry = shippedProcedures,
): FieldError[] {
  if (!moving) return [];
  const errors: FieldError[] = [];
  if (proceduresNotFitting(moving.moving_type, values.procedures, registry).length > 0) {
    errors.push({ field: 'procedures', message: domainMessages.proceduresForMovingType[moving.moving_type] });
  }
  const destination = destinationOf(moving);
  if (destination !== null && values.procedures.includes('businesses')) {
    const serving = new Set(servingIds(destination));
    if (values.business_ids.some((id) => !serving.has(id))) errors.push({ field: 'business_ids', message: domainMessages.businessOutsideArea });
  }
  return errors;
}
