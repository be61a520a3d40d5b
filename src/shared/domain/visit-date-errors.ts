// Brief §5: the 来庁予定日 of 転入予定連絡 and 転居予定連絡 must suit the move date. The server checks
// a write with it; the municipality pages run it on the saved values when the entry shows
// 入力エラー (a changed move date can make a saved visit date wrong), so the page says why.
import type { MunicipalityApplicationValues } from '../forms/definitions/municipality-forms';
import type { ProcedureKind } from '../procedures';
import type { FieldError } from '../forms/field-errors';
import { visitDateMessage } from './visit-date';

/** `today` is YYYY/MM/DD in Japan. */
export function visitDateErrors(procedure: ProcedureKind, values: MunicipalityApplicationValues, moveDate: string | null, today: string): FieldError[] {
  if (procedure === 'move_out' || moveDate === null || !values.visit_date) return [];
  const message = visitDateMessage(values.visit_date, moveDate, today);
  return message === null ? [] : [{ field: 'visit_date', message }];
}
