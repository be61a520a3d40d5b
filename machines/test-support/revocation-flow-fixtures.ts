// Answers of the revocation flow's calls, shaped as the contract's examples, for its machine tests:
// a normal application with its 転出届, the visit reservation that depends on it, a lifeline notice
// and one the business has completed.
import type { ApplicationSummary, CancelItem, CancellableConfirm, RevocationInput, SessionData, SubmissionResult } from '../revocation-flow.machine';

const receptionNumber = '7KQ2-M9XD-4T3H';

const item = (id: string, overrides: Partial<CancelItem>): CancelItem => ({
  id,
  reception_number: receptionNumber,
  code: 'businesses',
  recipient_kind: 'business',
  recipient_name: 'さくらガス',
  cancellable: true,
  not_cancellable_reason: null,
  reason_required: false,
  depends_on: null,
  selected: false,
  ...overrides,
});

export const moveOut = item('5b0c2f1e-8a4d-4e6b-9c1a-2d3e4f5a6b70', { code: 'move_out', recipient_kind: 'municipality', recipient_name: '千代田区', reason_required: true });
export const visit = item('5b0c2f1e-8a4d-4e6b-9c1a-2d3e4f5a6b71', {
  code: 'move_in',
  recipient_kind: 'municipality',
  recipient_name: '横浜市中区',
  reason_required: true,
  depends_on: moveOut.id,
});
export const gas = item('5b0c2f1e-8a4d-4e6b-9c1a-2d3e4f5a6b72', {});
export const power = item('5b0c2f1e-8a4d-4e6b-9c1a-2d3e4f5a6b73', {
  code: 'businesses',
  recipient_name: 'あおば電力',
  cancellable: false,
  not_cancellable_reason: 'あおば電力での手続きが完了しているため、取り消しできません。あおば電力へ直接お問い合わせください。',
});

export const cancellable: CancellableConfirm = { reception_number: receptionNumber, move_date: '2026/12/01', items: [moveOut, visit, gas, power], reason: null };

export const revocationDraft: SessionData = {
  uuid: '0f2d3c4b-5a69-4788-9a0b-1c2d3e4f5a6b',
  phase: 3,
  attributes: {
    applicant: { status: 9, active_form: { persons_name: null }, values: null },
    moving: { status: 9, moving_type: 'other_municipality', values: null },
    procedures: { status: 9, values: null },
    possibility: { status: 9, moving: [], possible_statuses: [] },
    municipality: { status: 9, applications: [] },
    businesses: { status: 9, applications: [] },
  },
  updated_at: '2026-11-25T10:00:00+09:00',
};

/** The gas notice chosen, no reason (a business does not ask for one). */
export const gasOnly = { item_ids: [gas.id], reason: null };
/** The 転出届 chosen: its visit reservation goes with it, and the municipality asks for a reason. */
export const moveOutWithReason = { item_ids: [moveOut.id, visit.id], reason: '引越しを取りやめたため' };

const withSelected = (ids: readonly string[], reason: string | null): RevocationInput => ({
  uuid: revocationDraft.uuid,
  reception_number: receptionNumber,
  move_date: cancellable.move_date,
  items: cancellable.items.map((entry) => ({ ...entry, selected: ids.includes(entry.id) })),
  reason,
});

/** The saved revocation draft after the gas notice was chosen and confirmed. */
export const gasChosen = withSelected(gasOnly.item_ids, null);
export const moveOutChosen = withSelected(moveOutWithReason.item_ids, moveOutWithReason.reason);
/** A draft nothing was chosen in yet. */
export const nothingChosen = withSelected([], null);

export const revocationSubmission: SubmissionResult = {
  application_id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  reception_number: 'R7Z3-K2WQ-8LMN',
  submitted_at: '2026-11-25T10:25:00+09:00',
};

/** マイページ's entry of the application: something can still be cancelled. */
export const cancellableSummary: ApplicationSummary = {
  application_id: '5b1f0c0e-8f52-4a43-9a57-1f3f0b6f2a11',
  phase: 1,
  reception_number: receptionNumber,
  submitted_at: '2026-11-20T10:15:00+09:00',
  move_date: '2026/12/01',
  recipients: [{ id: moveOut.id, kind: 'municipality', procedure: 'move_out', name: moveOut.recipient_name, status: 'delivered', status_at: '2026-11-20T10:16:00+09:00' }],
  additions: [],
  cancellable: true,
  past_move_date: false,
  timeline: [],
};
/** The same application the day after its move date. */
export const pastSummary: ApplicationSummary = { ...cancellableSummary, cancellable: false, past_move_date: true };
/** What cancel_application_choice_save answers. */
export const choiceSaved = { uuid: '0f2d3c4b-5a69-4788-9a0b-1c2d3e4f5a6b', saved_at: '2026-11-25T10:05:00+09:00' };
