// What マイページ may know of a draft without reading it (decision 018): how far it got and when
// the resident last saved it. Nothing the resident typed is in it. How far is the flow's to say
// (ServerFlow.stepsComplete, src/server/flows).
import type { components } from '#shared/api/schema';
import type { StoredDraft } from './session-data';

export type DraftSummary = components['schemas']['DraftSummary'];

/** The later of the last section write and the last 一時保存. */
function lastSavedAt({ session, resume }: StoredDraft): string {
  const written = Date.parse(session.updated_at);
  const kept = resume ? Date.parse(resume.saved_at) : Number.NEGATIVE_INFINITY;
  return new Date(Math.max(written, kept)).toISOString();
}

export function draftSummaryOf(draft: StoredDraft, stepsComplete: (draft: StoredDraft) => [boolean, boolean]): DraftSummary {
  const { phase } = draft.session;
  const [step1, step2] = stepsComplete(draft);
  return { phase, step1_complete: step1, step2_complete: step2, last_saved_at: lastSavedAt(draft) };
}
