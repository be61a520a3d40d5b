// The revocation flow's draft (phase 3, decision 021): started by user_session_initialize?phase=3
// from one submitted normal application, it keeps what the revocation document needs of it (the
// application, its move date, how the recipients reach the applicant) and, once
// cancel_application_input_confirm accepted them, the chosen procedures and the 取消理由. The
// session data around it is the spec's shape, every section as submitted and not editable.
import { flows } from '#shared/flows';
import { inputStatus } from '#shared/forms/input-status';
import { notCancellableReason, reasonMissingMessage, reasonRequired } from '#shared/cancellation';
import type { ProcedureRegistry } from '#shared/procedures';
import type { Procedure } from '../../applications/cancellable';
import type { ApplicationDocument } from '../../applications/canonical-document';
import type { SubmittedNormal } from '../../applications/filings';
import type { RevocationDocument, RevocationItem } from '../../applications/revocation-document';
import { newDraft, nothingComputed, type StoredDraft } from '../../drafts/session-data';

/** What the stored draft keeps beside its session data. */
export interface RevocationDraft {
  revokes: RevocationDocument['revokes'];
  move_date: string;
  applicant: RevocationDocument['applicant'];
  /** The procedures chosen at the last input confirm; empty before. */
  items: RevocationItem[];
  /** 取消理由 as given (trimmed), or null. */
  reason: string | null;
  /**
   * What the resident has ticked and typed on the page since (cancel_application_choice_save), not
   * yet confirmed: the page shows it rather than `items` and `reason`; the document never reads
   * it. Absent or null: nothing since the last confirm (issue 24: nothing typed is lost).
   */
  choice?: WorkingChoice | null;
}

/** A revocation's stored draft: its session data and, beside it, the application revoked and what is chosen. */
export interface StoredRevocationDraft extends StoredDraft {
  revocation?: RevocationDraft;
}

/** The ids of the ticked procedures (cancellable ones only) and the reason as typed. */
export interface WorkingChoice {
  item_ids: string[];
  reason: string;
}

export const unknownItemMessage = '取り消す手続きが見つかりません。画面を読み込み直してから、もう一度お手続きください。';

/**
 * The choice the page shows: what was ticked and typed since the last confirm, else what was
 * confirmed; only procedures that can still be cancelled count.
 */
export function shownChoice(part: RevocationDraft, procedures: readonly Procedure[]): WorkingChoice {
  const cancellable = new Set(procedures.filter((procedure) => procedure.notCancellable === null).map((procedure) => procedure.recipient.id));
  const choice = part.choice ?? { item_ids: part.items.map((item) => item.recipient_id), reason: part.reason ?? '' };
  return { item_ids: choice.item_ids.filter((id) => cancellable.has(id)), reason: choice.reason };
}

/**
 * What a new draft of the same application keeps of the one it replaces: the choice as the page
 * showed it (a reload of /revocation/step starts the draft again, issue 24). Another
 * application's choice is not carried.
 */
export function carriedChoice(previous: StoredRevocationDraft | null, applicationId: string, procedures: readonly Procedure[]): WorkingChoice | null {
  const part = previous?.revocation;
  if (!part || part.revokes.application_id !== applicationId) return null;
  const choice = shownChoice(part, procedures);
  return choice.item_ids.length === 0 && choice.reason === '' ? null : choice;
}

/** A fresh revocation draft of the application: nothing chosen yet. */
export function newRevocationDraft(input: { uuid: string; now: Date; application: SubmittedNormal }): StoredRevocationDraft {
  const { cannotEdit } = inputStatus;
  const { applicant, moving } = input.application.document.document;
  const draft = newDraft(
    { ...input, phase: flows.revocation.phase },
    {
      applicant: { status: cannotEdit, active_form: { persons_name: { ...applicant.name } }, values: applicant },
      moving: { status: cannotEdit, moving_type: moving.moving_type, values: moving },
      procedures: { status: cannotEdit, values: null },
      ...nothingComputed(),
    },
  );
  const revocation = revocationOf({ application_id: input.application.id, reception_number: input.application.receptionNumber }, input.application.document.document);
  return { ...draft, revocation };
}

/** What a revocation of the application keeps of it (its move date, how to reach the applicant), nothing chosen yet. */
export function revocationOf(revokes: RevocationDraft['revokes'], { applicant, moving }: Pick<ApplicationDocument, 'applicant' | 'moving'>): RevocationDraft {
  return {
    revokes,
    move_date: moving.move_date,
    applicant: { name: applicant.name, name_kana: applicant.name_kana, phone: applicant.phone, email: applicant.email },
    items: [],
    reason: null,
  };
}

export type Choice = { kind: 'chosen'; items: RevocationItem[]; reason: string | null } | { kind: 'refused'; message: string };

/** The revocation item of a procedure: what its cancellation message needs. */
export const itemOf = ({ recipient, receptionNumber }: Pick<Procedure, 'recipient' | 'receptionNumber'>): RevocationItem => ({
  recipient_id: recipient.id,
  reception_number: receptionNumber,
  procedure: recipient.procedure,
  recipient_kind: recipient.kind,
  recipient_name: recipient.name,
  address: recipient.address,
});

/**
 * The resident's choice checked against the procedures as they stand: each id one of them and
 * cancellable; a chosen 転出届 brings the cancellable visit reservation that depends on it; a
 * reason when a chosen recipient requires one. The items keep the procedures' order.
 */
export function choose(procedures: readonly Procedure[], itemIds: readonly string[], reason: string | null, registry: ProcedureRegistry): Choice {
  const chosen = new Set<string>();
  for (const id of itemIds) {
    const procedure = procedures.find((candidate) => candidate.recipient.id === id);
    if (!procedure) return { kind: 'refused', message: unknownItemMessage };
    if (procedure.notCancellable) return { kind: 'refused', message: notCancellableReason(procedure.notCancellable, procedure.recipient.name, registry) };
    chosen.add(id);
  }
  for (const procedure of procedures) {
    if (procedure.dependsOn && chosen.has(procedure.dependsOn) && procedure.notCancellable === null) {
      chosen.add(procedure.recipient.id);
    }
  }
  const items = procedures.filter((procedure) => chosen.has(procedure.recipient.id)).map(itemOf);
  const given = reason?.trim() || null;
  if (given === null && items.some((item) => reasonRequired(item.recipient_kind))) return { kind: 'refused', message: reasonMissingMessage };
  return { kind: 'chosen', items, reason: given };
}

/** The document to sign, or null while nothing is chosen (or a required reason is missing). */
export function revocationDocumentOf(draft: StoredRevocationDraft): RevocationDocument | null {
  return draft.revocation ? revocationDocumentFrom(draft.revocation) : null;
}

/** The document of what the draft keeps: the reason only when a chosen recipient requires one. */
export function revocationDocumentFrom(part: RevocationDraft): RevocationDocument | null {
  if (part.items.length === 0) return null;
  const needsReason = part.items.some((item) => reasonRequired(item.recipient_kind));
  if (needsReason && !part.reason) return null;
  return {
    phase: flows.revocation.phase,
    revokes: part.revokes,
    applicant: part.applicant,
    move_date: part.move_date,
    items: part.items,
    reason: needsReason ? part.reason : null,
  };
}
