// Issue 11 (one name per thing): each section's name, defined once. The tab title (route table),
// the page heading (form definition), the overview's block and the confirm page's section all
// read it from here, so a resident never meets one section under two names.
import { shippedProcedures, type ProcedureKind } from '../procedures';

/** Step 1's three sections (spec §3 form-section groups 1–3). */
export const stepOneSectionNames = {
  applicant: '申請者の情報',
  moving: '住所・引越し日・世帯',
  procedures: '希望する手続き',
} as const;

/** Step 2's procedure kinds (spec §3: each has a display text and a target route), as the procedure registry names them. */
export const procedureNames: Readonly<Record<ProcedureKind, string>> = Object.fromEntries(shippedProcedures.all.map((entry) => [entry.code, entry.label]));

/** One municipality application, e.g. 「転入予定連絡（大阪府大阪市北区）」: one per recipient. */
export function municipalityEntryName(procedure: ProcedureKind, municipalityName: string): string {
  return `${shippedProcedures.labelOf(procedure)}（${municipalityName}）`;
}

/** One lifeline business's application, e.g. 「うつる電力（電気の使用停止・開始）」. */
export function businessEntryName(businessName: string, formTitle: string): string {
  return `${businessName}（${formTitle}）`;
}
