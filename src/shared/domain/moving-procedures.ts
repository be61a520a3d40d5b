// Brief §5's moving types and the procedures each allows: 転出 (another municipality) files
// 転出届 and 転入予定連絡, 転居 (same municipality) files 転居予定連絡, 国外転出 has no online
// procedure (転出届 may be chosen, and possibility then says to go to the counter). Lifeline
// businesses are offered whenever the move has a destination in Japan. Which procedure fits
// which moving type is each procedure registry entry's `movingTypes`.
import type { components } from '../api/schema';
import { shippedProcedures, type MunicipalityProcedureEntry, type ProcedureKind, type ProcedureRegistry } from '../procedures';

export type MovingType = components['schemas']['MovingType'];
export type { ProcedureKind };

export const hasDestination = (movingType: MovingType) => movingType !== 'abroad';

/** The procedures the resident may choose for a moving type, in list order. */
export function proceduresFor(movingType: MovingType, registry: ProcedureRegistry = shippedProcedures): readonly ProcedureKind[] {
  return registry.codesFor(movingType);
}

/** The chosen procedures that a moving type does not allow (or that the registry does not know). */
export function proceduresNotFitting(movingType: MovingType, chosen: readonly ProcedureKind[], registry: ProcedureRegistry = shippedProcedures): ProcedureKind[] {
  const allowed = registry.codesFor(movingType);
  return chosen.filter((procedure) => !allowed.includes(procedure));
}

/** Which end of the move a municipality procedure is filed with: the old address's or the new one's. */
export function recipientEnd(entry: MunicipalityProcedureEntry): 'from' | 'to' {
  return entry.recipient === 'old-municipality' ? 'from' : 'to';
}
