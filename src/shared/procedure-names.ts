// What a step-2 entry is called: its procedure's name from the registry, with its recipient.
import { shippedProcedures, type ProcedureKind } from './procedures';

/** Step 2's procedure kinds (spec §3: each has a display text and a target route), as the procedure registry names them. */
export const procedureNames: Readonly<Record<ProcedureKind, string>> = Object.fromEntries(shippedProcedures.all.map((entry) => [entry.code, entry.label]));

/** One municipality application, e.g. 「転入予定連絡（大阪府大阪市北区）」: one per recipient. */
export function municipalityEntryName(procedure: ProcedureKind, municipalityName: string): string {
  return `${shippedProcedures.labelOf(procedure)}（${municipalityName}）`;
}

/** One lifeline business's application, e.g. 「うつる電力（電気の使用停止・開始）」: its category named as the registry names it. */
export function businessEntryName(businessName: string, category: string): string {
  return `${businessName}（${shippedProcedures.lifelineLabelOf(category)}）`;
}
