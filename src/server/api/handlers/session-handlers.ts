// The resident's drafts (spec §3 session data, brief §6): GET user_session/{phase},
// user_session_form_create, user_session_form_update and user_session_tmp_save. Every read and
// write is for the logged-in resident only; drafts belong to the user, not to the login session.
import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { flows } from '#shared/flows';
import type { ProcedureRegistry } from '#shared/procedures';
import { serverRuleContext } from '../../address/server-rule-context';
import type { ResidentClaims } from '../../auth/resident-claims';
import type { Clock } from '../../clock';
import { domainData } from '../../domain/domain-data';
import { refreshDerivedSections } from '../../drafts/derived-sections';
import { updateSection } from '../../drafts/section-update';
import { draftSummaryOf } from '../../drafts/draft-summary';
import { saveResumePoint } from '../../drafts/resume-point';
import { newNormalDraft, noDraftMessage, type StoredDraft } from '../../drafts/session-data';
import type { DraftRepository } from '../../repositories/draft-repository';
import type { UserRepository } from '../../repositories/user-repository';
import { loginRequired, requireUser } from '../../auth/require-user';
import { ApiError } from '../../errors/api-error';
import type { Handler } from '../typed-handlers';

export interface SessionHandlerDeps {
  users: UserRepository;
  drafts: DraftRepository;
  clock: Clock;
  procedures: ProcedureRegistry;
}

const noDraft = () => new ApiError('NOT_FOUND', noDraftMessage);
const notEditable = () => new ApiError('BAD_REQUEST', 'この入力項目は変更できません。');

/** The addition (decision 020) takes the applicant (mode 1) and its businesses (mode 5); the move is the submitted one. */
const additionModes: readonly number[] = [1, 5];

/** What a section write or a re-judgement of the derived sections needs: the rules' day, the domain data and the procedures. */
async function writeContext(now: Date, procedures: ProcedureRegistry) {
  return { ...(await serverRuleContext(now)), domain: await domainData(), procedures };
}

export function createSessionHandlers({ users, drafts, clock, procedures }: SessionHandlerDeps) {
  const getUserSession: Handler<'getUserSession'> = async (request) => {
    const userId = requireUser(request);
    const phase = request.params.phase;
    const stored = await drafts.loadDraft<StoredDraft>(userId, phase);
    if (!stored) throw noDraft();
    if (phase !== flows.normal.phase) return stored.session;
    // Possibility depends on today's date (the 転出届 window, the visit period), so a draft left
    // for days is judged again when it is read; it is written only when the verdict changed.
    const now = clock.now();
    const context = await writeContext(now, procedures);
    const current = await refreshDerivedSections(stored.session.attributes, context);
    if (isDeepStrictEqual(current, stored.session.attributes)) return stored.session;
    const refreshed = await drafts.updateDraft(userId, phase, async (latest: StoredDraft) => {
      const session = { ...latest.session, attributes: await refreshDerivedSections(latest.session.attributes, context), updated_at: now.toISOString() };
      return { next: { ...latest, session }, result: session };
    });
    if (!refreshed) throw noDraft();
    return refreshed;
  };

  const userSessionFormCreate: Handler<'userSessionFormCreate'> = async (request) => {
    const userId = requireUser(request);
    const profile = await users.findProfile<ResidentClaims>(userId);
    if (!profile) throw loginRequired();
    const fresh = newNormalDraft({ uuid: randomUUID(), now: clock.now(), profile });
    return (await drafts.createDraftOnce(userId, flows.normal.phase, fresh)).session;
  };

  const userSessionFormUpdate: Handler<'userSessionFormUpdate'> = async (request) => {
    const update = request.body;
    if (update.phase === flows.addition.phase && !additionModes.includes(update.mode)) throw notEditable();
    const now = clock.now();
    const context = await writeContext(now, procedures);
    const answer = await drafts.updateDraft(requireUser(request), update.phase, async (stored: StoredDraft) => {
      const outcome = await updateSection(stored.session, update, context, now);
      if (outcome.kind === 'no-such-target') throw new ApiError('NOT_FOUND', '申請先が見つかりません。');
      if (outcome.kind === 'not-editable') throw notEditable();
      return { next: { ...stored, session: outcome.session }, result: { session: outcome.session, field_errors: outcome.fieldErrors } };
    });
    if (!answer) throw noDraft();
    return answer;
  };

  const userSessionTmpSave: Handler<'userSessionTmpSave'> = async (request) =>
    saveResumePoint(drafts, requireUser(request), request.body.phase, request.body.return_to, clock.now());

  // マイページ's view of the drafts (decision 018): answers 200 even without one, so the client
  // asks user_session/{phase} only for a draft that exists.
  const getUserSessionSummaries: Handler<'getUserSessionSummaries'> = async (request) => {
    const stored = await drafts.listDrafts<StoredDraft>(requireUser(request));
    return { drafts: stored.map(({ document }) => draftSummaryOf(document)) };
  };

  return { getUserSession, getUserSessionSummaries, userSessionFormCreate, userSessionFormUpdate, userSessionTmpSave };
}
