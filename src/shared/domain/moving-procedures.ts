// Brief §5's moving types and the procedures each allows: 転出 (another municipality) files
// 転出届 and 転入予定連絡, 転居 (same municipality) files 転居予定連絡, 国外転出 has no online
// procedure (転出届 may be chosen, and possibility then says to go to the counter). Lifeline
// businesses are offered whenever the move has a destination in Japan.
import type { components } from '../api/schema';
import type { MunicipalityProcedure } from '../forms/definitions/municipality-forms';

export type MovingType = components['schemas']['MovingType'];
export type ProcedureKind = components['schemas']['ProcedureKind'];

/** The order procedures are listed in (and municipality applications sorted by). */
export const procedureOrder: readonly ProcedureKind[] = ['move_out', 'move_in', 'move_house', 'businesses'];

/** Sort keys of municipality applications (spec §3 `sort`). */
export const municipalityProcedureSort: Record<MunicipalityProcedure, number> = { move_out: 1, move_in: 2, move_house: 3 };

export const hasDestination = (movingType: MovingType) => movingType !== 'abroad';

const choosable: Record<MovingType, readonly ProcedureKind[]> = {
  other_municipality: ['move_out', 'move_in', 'businesses'],
  same_municipality: ['move_house', 'businesses'],
  abroad: ['move_out'],
};

/** The procedures the resident may choose for a moving type, in list order. */
export function proceduresFor(movingType: MovingType): readonly ProcedureKind[] {
  return choosable[movingType];
}

/** The chosen procedures that a moving type does not allow. */
export function proceduresNotFitting(movingType: MovingType, chosen: readonly ProcedureKind[]): ProcedureKind[] {
  return chosen.filter((procedure) => !choosable[movingType].includes(procedure));
}

export const isMunicipalityProcedure = (procedure: ProcedureKind): procedure is MunicipalityProcedure => procedure !== 'businesses';

/** Which end of the move a municipality procedure is filed with: 転出届 the old address, the others the new one. */
export function recipientEnd(procedure: MunicipalityProcedure): 'from' | 'to' {
  return procedure === 'move_out' ? 'from' : 'to';
}
