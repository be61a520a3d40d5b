// The addition flow's draft (phase 2, decision 020): user_session_initialize?phase=2 starts it
// from the resident's latest submitted normal application, and additional_user_session_form_create
// adds a lifeline business that serves the destination and was not notified yet. The draft is
// then read and written through the same calls as the normal flow's (session-handlers.ts).
import { randomUUID } from 'node:crypto';
import { flows } from '#shared/flows';
import { serverRuleContext } from '../../address/server-rule-context';
import type { ResidentClaims } from '../../auth/resident-claims';
import { loginRequired, requireUser } from '../../auth/require-user';
import type { Clock } from '../../clock';
import { recipientSeeds } from '../../domain/domain-data';
import { servesArea } from '#shared/domain/business-serves';
import { newAdditionDraft, withAddedBusiness } from '../../drafts/addition-draft';
import { noDraftMessage, type StoredDraft } from '../../drafts/session-data';
import { ApiError } from '../../errors/api-error';
import type { ApplicationRepository } from '../../repositories/application-repository';
import type { DraftRepository } from '../../repositories/draft-repository';
import type { UserRepository } from '../../repositories/user-repository';
import { findAdditionOrigin, noAdditionOriginMessage } from '../../submission/addition-origin';
import type { Handler } from '../typed-handlers';

export interface AdditionDraftHandlerDeps {
  users: UserRepository;
  drafts: DraftRepository;
  applications: ApplicationRepository;
  clock: Clock;
}

export const additionMessages = {
  noDraft: noDraftMessage,
  noBusiness: '申請先が見つかりません。',
} as const;

const additionPhase = flows.addition.phase;

export function createAdditionDraftHandlers({ users, drafts, applications, clock }: AdditionDraftHandlerDeps) {
  const userSessionInitialize: Handler<'userSessionInitialize'> = async (request) => {
    // phase=3 is the revocation's (revocation-draft-handlers.ts); the operation table routes it there.
    const userId = requireUser(request);
    const profile = await users.findProfile<ResidentClaims>(userId);
    if (!profile) throw loginRequired();
    const origin = await findAdditionOrigin(applications, userId);
    if (!origin) throw new ApiError('NOT_FOUND', noAdditionOriginMessage);
    const { original } = origin;
    const now = clock.now();
    const draft = await newAdditionDraft({
      uuid: randomUUID(),
      now,
      context: await serverRuleContext(now),
      profile,
      original: { application_id: original.id, reception_number: original.receptionNumber, document: original.document.document },
    });
    // An unfinished addition is replaced: the resident starts again from the application as it stands.
    return (await drafts.replaceDraft(userId, additionPhase, draft)).session;
  };

  const additionalUserSessionFormCreate: Handler<'additionalUserSessionFormCreate'> = async (request) => {
    const userId = requireUser(request);
    const businessId = request.body.business_id;
    const current = await drafts.loadDraft<StoredDraft>(userId, additionPhase);
    if (!current?.addition_to) throw new ApiError('NOT_FOUND', additionMessages.noDraft);
    const origin = await findAdditionOrigin(applications, userId, current.addition_to.application_id);
    if (!origin) throw new ApiError('NOT_FOUND', noAdditionOriginMessage);
    const { lifeline } = await recipientSeeds();
    const business = lifeline.byId(businessId);
    const destination = origin.original.document.document.moving.to?.jis_code;
    if (!business || !destination || !servesArea(business, destination) || origin.notified.has(businessId)) {
      throw new ApiError('NOT_FOUND', additionMessages.noBusiness);
    }
    const now = clock.now();
    const answer = await drafts.updateDraft(userId, additionPhase, async (stored: StoredDraft) => {
      const session = withAddedBusiness(stored.session, business, lifeline, now);
      return { next: session === stored.session ? null : { ...stored, session }, result: session };
    });
    if (!answer) throw new ApiError('NOT_FOUND', additionMessages.noDraft);
    return answer;
  };

  return { userSessionInitialize, additionalUserSessionFormCreate };
}
