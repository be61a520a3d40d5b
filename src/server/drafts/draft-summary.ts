// What マイページ may know of a draft without reading it (decision 018): how far it got and when
// the resident last saved it. Nothing the resident typed is in it.
import type { components } from '#shared/api/schema';
import { step11Complete, step1Complete, step2Complete } from '#shared/domain/completion';
import { flows } from '#shared/flows';
import { revocationDocumentOf } from '../revocation/revocation-draft';
import { additionComplete } from './addition-draft';
import type { StoredDraft } from './session-data';

export type DraftSummary = components['schemas']['DraftSummary'];

/** The later of the last section write and the last 一時保存. */
function lastSavedAt({ session, resume }: StoredDraft): string {
  const written = Date.parse(session.updated_at);
  const kept = resume ? Date.parse(resume.saved_at) : Number.NEGATIVE_INFINITY;
  return new Date(Math.max(written, kept)).toISOString();
}

function stepsComplete(draft: StoredDraft): [boolean, boolean] {
  const { attributes, phase } = draft.session;
  // An addition's step 1 is the applicant it checks again, its step 2 the businesses it adds (decision 020).
  if (phase === flows.addition.phase) return [step11Complete(attributes), additionComplete(attributes)];
  // A revocation's step 1 is its application (chosen at its start), its step 2 the chosen procedures (decision 021).
  if (phase === flows.revocation.phase) return [true, revocationDocumentOf(draft) !== null];
  return [step1Complete(attributes), step2Complete(attributes)];
}

export function draftSummaryOf(draft: StoredDraft): DraftSummary {
  const { phase } = draft.session;
  const [step1, step2] = stepsComplete(draft);
  return { phase, step1_complete: step1, step2_complete: step2, last_saved_at: lastSavedAt(draft) };
}
