// 一時保存 (user_session_tmp_save, and cancel_application_session_save for the revocation): where
// the resident asked to come back to, kept in the flow's draft.
import type { Phase } from '#shared/flows';
import { matchRoute } from '#shared/routes';
import { ApiError } from '../errors/api-error';
import type { DraftRepository } from '../repositories/draft-repository';
import { noDraftMessage, type StoredDraft } from './session-data';

export async function saveResumePoint(drafts: DraftRepository, userId: string, phase: Phase, returnTo: string, now: Date): Promise<{ uuid: string; saved_at: string }> {
  if (!matchRoute(returnTo)) throw new ApiError('BAD_REQUEST', '戻り先の画面が正しくありません。');
  const savedAt = now.toISOString();
  const answer = await drafts.updateDraft(userId, phase, async (stored: StoredDraft) => ({
    next: { ...stored, resume: { return_to: returnTo, saved_at: savedAt } },
    result: { uuid: stored.session.uuid, saved_at: savedAt },
  }));
  if (!answer) throw new ApiError('NOT_FOUND', noDraftMessage);
  return answer;
}
