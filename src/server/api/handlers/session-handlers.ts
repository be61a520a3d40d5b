// The resident's drafts (spec §3 session data, brief §6): GET user_session/{phase},
// user_session_form_create, user_session_initialize, user_session_form_update and
// user_session_tmp_save. What differs between flows is the flow's (src/server/flows), looked up
// by phase. Every read and write is for the logged-in resident only; drafts belong to the user,
// not to the login session.
import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { ProcedureRegistry } from '#shared/procedures';
import { serverRuleContext } from '../../address/server-rule-context';
import type { Clock } from '../../clock';
import { domainData } from '../../domain/domain-data';
import { refreshDerivedSections } from '../../drafts/derived-sections';
import { updateSection } from '../../drafts/section-update';
import { draftSummaryOf } from '../../drafts/draft-summary';
import { saveResumePoint } from '../../drafts/resume-point';
import { noDraftMessage, type StoredDraft } from '../../drafts/session-data';
import type { DraftStart, ServerFlow } from '../../flows/server-flow';
import { serverFlowOfPhase, serverFlows } from '../../flows/server-flows';
import type { ApplicationRepository } from '../../repositories/application-repository';
import type { DraftRepository } from '../../repositories/draft-repository';
import type { UserRepository } from '../../repositories/user-repository';
import { requireUser } from '../../auth/require-user';
import { ApiError } from '../../errors/api-error';
import type { SectionWriteContext } from '../../drafts/section-checks';
import type { VisitRepository } from '../../visits/visit-repository';
import type { Handler } from '../typed-handlers';

export interface SessionHandlerDeps {
  users: UserRepository;
  drafts: DraftRepository;
  applications: ApplicationRepository;
  clock: Clock;
  procedures: ProcedureRegistry;
  /** The places taken of the visit slots a section write checks (issue 27). */
  visits?: Pick<VisitRepository, 'takenOn'>;
}

const noDraft = () => new ApiError('NOT_FOUND', noDraftMessage);
const notEditable = () => new ApiError('BAD_REQUEST', 'この入力項目は変更できません。');

/** What a section write or a re-judgement of the derived sections needs: the rules' day, the domain data and the procedures. */
async function writeContext(now: Date, procedures: ProcedureRegistry, visits?: Pick<VisitRepository, 'takenOn'>): Promise<SectionWriteContext> {
  return { ...(await serverRuleContext(now)), domain: await domainData(), procedures, ...(visits ? { visitsTaken: visits.takenOn } : {}) };
}

export function createSessionHandlers({ users, drafts, applications, clock, procedures, visits }: SessionHandlerDeps) {
  /** A new draft of the flow by its new-draft rule, for the resident. */
  const newDraftOf = (flow: ServerFlow, userId: string, receptionNumber?: string) => {
    const start: DraftStart = { userId, uuid: randomUUID(), now: clock.now(), receptionNumber, users, applications, drafts, procedures };
    return flow.newDraft(start);
  };

  const getUserSession: Handler<'getUserSession'> = async (request) => {
    const userId = requireUser(request);
    const phase = request.params.phase;
    const stored = await drafts.loadDraft<StoredDraft>(userId, phase);
    if (!stored) throw noDraft();
    if (!serverFlowOfPhase(phase).derivesSections) return stored.session;
    // Possibility depends on today's date (the 転出届 window, the visit period), so a draft left
    // for days is judged again when it is read; it is written only when the verdict changed.
    const now = clock.now();
    const context = await writeContext(now, procedures, visits);
    const current = await refreshDerivedSections(stored.session.attributes, context);
    if (isDeepStrictEqual(current, stored.session.attributes)) return stored.session;
    const refreshed = await drafts.updateDraft(userId, phase, async (latest: StoredDraft) => {
      const session = { ...latest.session, attributes: await refreshDerivedSections(latest.session.attributes, context), updated_at: now.toISOString() };
      return { next: { ...latest, session }, result: session };
    });
    if (!refreshed) throw noDraft();
    return refreshed;
  };

  // The normal flow's draft is begun once: a second create answers the one begun.
  const userSessionFormCreate: Handler<'userSessionFormCreate'> = async (request) => {
    const userId = requireUser(request);
    const { normal } = serverFlows;
    return (await drafts.createDraftOnce(userId, normal.flow.phase, await newDraftOf(normal, userId))).session;
  };

  // The addition's and the revocation's draft: an unfinished one is replaced, the resident starts
  // again from the application as it stands.
  const userSessionInitialize: Handler<'userSessionInitialize'> = async (request) => {
    const userId = requireUser(request);
    const flow = serverFlowOfPhase(request.query.phase);
    const draft = await newDraftOf(flow, userId, request.body?.reception_number);
    return (await drafts.replaceDraft(userId, flow.flow.phase, draft)).session;
  };

  const userSessionFormUpdate: Handler<'userSessionFormUpdate'> = async (request) => {
    const update = request.body;
    if (!serverFlowOfPhase(update.phase).sectionModes.includes(update.mode)) throw notEditable();
    const now = clock.now();
    const context = await writeContext(now, procedures, visits);
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
    return { drafts: stored.map(({ document }) => draftSummaryOf(document, serverFlowOfPhase(document.session.phase).stepsComplete)) };
  };

  return { getUserSession, getUserSessionSummaries, userSessionFormCreate, userSessionInitialize, userSessionFormUpdate, userSessionTmpSave };
}
