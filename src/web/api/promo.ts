// The campaign (promo) code calls (decision 020 L4): GET promo_code (spec §7's named session
// request `promo_code`), promo_code_save, promo_code_restore and cancel_promo_code_restore. A code
// no running campaign has is NOT_FOUND, which spec §8 answers with 200 and no error page: these
// functions answer null for it, whether the server sends it as a 404 or inside a 200.
import type { components } from '#shared/api/schema';
import { ApiError, isErrorBody, unwrap } from './api-error';
import type { ApiClient } from './client';

export type PromoCode = components['schemas']['PromoCodeResponse'];
/** The flows whose drafts carry a code (the ones that notify lifeline businesses). */
export type PromoPhase = components['schemas']['PromoCodeDraftRequest']['phase'];

const isNotFound = (failure: unknown) => failure instanceof ApiError && failure.code === 'NOT_FOUND';

/** The call's campaign, or null for NOT_FOUND (an error body inside a 200 included). */
async function campaignOrNull(call: Promise<{ data?: unknown; error?: unknown; response: Response }>): Promise<PromoCode | null> {
  try {
    const data = unwrap(await call);
    if (isErrorBody(data)) {
      if (data.status.code === 'NOT_FOUND') return null;
      throw new ApiError(200, data.status.code, data.status.message);
    }
    return data as PromoCode;
  } catch (failure) {
    if (isNotFound(failure)) return null;
    throw failure;
  }
}

/** GET promo_code: the resident's saved code and its campaign, or null when there is none. */
export function getPromoCode(client: ApiClient): Promise<PromoCode | null> {
  return campaignOrNull(client.GET('/promo_code'));
}

/** POST promo_code_save: makes the code the resident's; null when no running campaign has it. */
export function savePromoCode(client: ApiClient, promoCode: string): Promise<PromoCode | null> {
  return campaignOrNull(client.POST('/promo_code_save', { body: { promo_code: promoCode } }));
}

/** POST promo_code_restore: attaches the saved code to the flow's draft; null when there is no code (or no draft). */
export function restorePromoCode(client: ApiClient, phase: PromoPhase): Promise<PromoCode | null> {
  return campaignOrNull(client.POST('/promo_code_restore', { body: { phase } }));
}

/** POST cancel_promo_code_restore: detaches the code from the flow's draft (the saved code stays). */
export async function cancelPromoCodeRestore(client: ApiClient, phase: PromoPhase) {
  return unwrap(await client.POST('/cancel_promo_code_restore', { body: { phase } }));
}
