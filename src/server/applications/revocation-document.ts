// The signed revocation (issue 14, decision 021): what the resident signs and what is submitted.
// It names the application it revokes and each procedure it cancels, by the procedure's recipient
// id, with what its cancellation message needs (the recipient's name and address); the reason is
// sent only to recipients that require one. Signed as its recipients' parts, like the application
// (recipient-parts.ts).
import type { components } from '#shared/api/schema';
import type { flows } from '#shared/flows';
import type { RecipientKind, RecipientProcedure } from '#shared/recipient-status';

export interface RevocationItem {
  /** The id of the recipient row whose procedure is cancelled (CancelItem.id). */
  recipient_id: string;
  /** The 受付番号 of the application (or addition) that filed it. */
  reception_number: string;
  procedure: RecipientProcedure;
  recipient_kind: RecipientKind;
  recipient_name: string;
  address: { jis_code: string } | { business_id: string };
}

export interface RevocationDocument {
  phase: typeof flows.revocation.phase;
  /** The normal application revoked. */
  revokes: { application_id: string; reception_number: string };
  /** How the recipients reach the applicant, as the original application gave it. */
  applicant: components['schemas']['MessageApplicant'];
  /** The normal application's move date: the last day a cancellation is allowed (brief §5). */
  move_date: string;
  /** In the order the resident saw them (the application's, then each addition's). */
  items: RevocationItem[];
  /** 取消理由; null when no chosen recipient requires one. */
  reason: string | null;
}
