// The addition flow's draft (phase 2, decision 020): user_session_initialize?phase=2 starts it
// (session-handlers.ts, by the flow's new-draft rule), and additional_user_session_form_create
// adds a lifeline business that serves the destination and was not notified yet. The draft is
// then read and written through the same calls as the normal flow's (session-handlers.ts).
import { flows } from '#shared/flows';
import { requireUser } from '../../auth/require-user';
import type { Clock } from '../../clock';
import { recipientSeeds } from '../../domain/domain-data';
import { servesArea } from '#shared/domain/business-serves';
import { noDraftMessage } from '../../drafts/session-data';
import { ApiError } from '../../errors/api-error';
import { withAddedBusiness, type StoredAdditionDraft } from '../../flows/addition/addition-draft';
import { findAdditionOrigin, noAdditionOriginMessage } from '../../flows/addition/addition-origin';
import type { ApplicationRepository } from '../../repositories/application-repository';
import type { DraftRepository } from '../../repositories/draft-repository';
import type { Handler } from '../typed-handlers';

export interface AdditionDraftHandlerDeps {
  drafts: DraftRepository;
  applications: ApplicationRepository;
  clock: Clock;
}

export const additionMessages = {
  noDraft: noDraftMessage,
  noBusiness: '申請先が見つかりません。',
} as const;

const additionPhase = flows.addition.phase;

export function createAdditionDraftHandlers({ drafts, applications, clock }: AdditionDraftHandlerDeps) {
  const additionalUserSessionFormCreate: Handler<'additionalUserSessionFormCreate'> = async (request) => {
    const userId = requireUser(request);
    const businessId = request.body.business_id;
    const current = await drafts.loadDraft<StoredAdditionDraft>(userId, additionPhase);
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
    const answer = await drafts.updateDraft(userId, additionPhase, async (stored: StoredAdditionDraft) => {
      const session = withAddedBusiness(stored.session, business, lifeline, now);
      return { next: session === stored.session ? null : { ...stored, session }, result: session };
    });
    if (!answer) throw new ApiError('NOT_FOUND', additionMessages.noDraft);
    return answer;
  };

  return { additionalUserSessionFormCreate };
}
