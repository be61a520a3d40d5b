// Campaign (promo) codes (spec §3, §7, §8; decision 020): promo_code_save makes the code the
// resident came with theirs, GET promo_code reads it back with its campaign, and
// promo_code_restore / cancel_promo_code_restore attach it to or detach it from a flow's draft,
// whose confirmed document then carries it to the businesses that honour it.
import { requireUser } from '../../auth/require-user';
import type { Clock } from '../../clock';
import type { RunningCampaign } from '../../domain/campaigns';
import { campaignTable } from '../../domain/domain-data';
import { noDraftMessage, type StoredDraft } from '../../drafts/session-data';
import { ApiError } from '../../errors/api-error';
import type { DraftRepository } from '../../repositories/draft-repository';
import type { PromoCodeRepository } from '../../repositories/promo-code-repository';
import { emptyPromoCodeMessage } from '#shared/errors/error-catalogue';
import { promoCodePattern } from '#shared/promo-code';
import type { Handler } from '../typed-handlers';

export interface PromoHandlerDeps {
  promoCodes: PromoCodeRepository;
  drafts: DraftRepository;
  clock: Clock;
}

export const promoMessages = {
  empty: emptyPromoCodeMessage,
  unknown: 'このキャンペーンコードは使えません。',
  noSavedCode: 'キャンペーンコードは保存されていません。',
  noDraft: noDraftMessage,
} as const;

const answerOf = ({ code, campaign }: RunningCampaign) => ({ promo_code: code, campaign });

/**
 * Spec §8 answers a promo code's NOT_FOUND with status 200 and no error page: the failure body
 * travels in a 200, so the browser logs no failed request for a resident without a campaign.
 */
async function answeredEvenIfNotFound<T>(answer: () => Promise<T>): Promise<T | { status: { code: 'NOT_FOUND'; message: string } }> {
  try {
    return await answer();
  } catch (failure) {
    if (failure instanceof ApiError && failure.code === 'NOT_FOUND') return { status: { code: 'NOT_FOUND', message: failure.message } };
    throw failure;
  }
}

export function createPromoHandlers({ promoCodes, drafts, clock }: PromoHandlerDeps) {
  /** The running campaign of this code today, or NOT_FOUND. */
  async function runningCampaign(code: string): Promise<RunningCampaign> {
    const running = (await campaignTable()).running(code, clock.now());
    if (!running) throw new ApiError('NOT_FOUND', promoMessages.unknown);
    return running;
  }

  /** The resident's saved code with its campaign, or NOT_FOUND. */
  async function savedCampaign(userId: string): Promise<RunningCampaign> {
    const saved = await promoCodes.find(userId);
    if (!saved) throw new ApiError('NOT_FOUND', promoMessages.noSavedCode);
    return runningCampaign(saved);
  }

  /** Sets the code attached to the flow's draft; false when the flow has no draft. */
  async function attach(userId: string, phase: StoredDraft['session']['phase'], code: string | null): Promise<boolean> {
    const now = clock.now().toISOString();
    const done = await drafts.updateDraft(userId, phase, async (stored: StoredDraft) => {
      if ((stored.session.promo_code ?? null) === code) return { next: null, result: true };
      return { next: { ...stored, session: { ...stored.session, promo_code: code, updated_at: now } }, result: true };
    });
    return done === true;
  }

  const promoCodeSave: Handler<'promoCodeSave'> = async (request) => {
    const userId = requireUser(request);
    const code = request.body.promo_code.trim();
    // Spec §8: only an empty code is a 400; a code of any other shape is simply no campaign's.
    if (!code) throw new ApiError('BAD_REQUEST', promoMessages.empty);
    return answeredEvenIfNotFound(async () => {
      if (!promoCodePattern.test(code)) throw new ApiError('NOT_FOUND', promoMessages.unknown);
      const running = await runningCampaign(code);
      await promoCodes.save(userId, running.code);
      return answerOf(running);
    });
  };

  const getPromoCode: Handler<'getPromoCode'> = async (request) => {
    const userId = requireUser(request);
    return answeredEvenIfNotFound(async () => answerOf(await savedCampaign(userId)));
  };

  const promoCodeRestore: Handler<'promoCodeRestore'> = async (request) => {
    const userId = requireUser(request);
    return answeredEvenIfNotFound(async () => {
      const running = await savedCampaign(userId);
      if (!(await attach(userId, request.body.phase, running.code))) throw new ApiError('NOT_FOUND', promoMessages.noDraft);
      return answerOf(running);
    });
  };

  const cancelPromoCodeRestore: Handler<'cancelPromoCodeRestore'> = async (request) => {
    // Detaching what is not attached, or from a flow without a draft, leaves nothing attached either way.
    await attach(requireUser(request), request.body.phase, null);
    return { promo_code: null };
  };

  return { promoCodeSave, getPromoCode, promoCodeRestore, cancelPromoCodeRestore };
}
