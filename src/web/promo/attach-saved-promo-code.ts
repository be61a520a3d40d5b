// A new draft of a flow that notifies lifeline businesses starts without a campaign code; when
// the resident has saved one, it is attached at once (promo_code_restore), so the
// lifeline step shows the offer already taken (decision 020 L4). The normal flow calls this
// where it creates its draft (api/drafts.ts createDraft); the addition flow after
// user_session_initialize?phase=2. Failing to attach is no error: the draft is as created, and
// the lifeline step still offers 「コードを使う」.
import type { components } from '#shared/api/schema';
import type { ApiClient } from '../api/client';
import { restorePromoCode, type PromoPhase } from '../api/promo';

type SessionData = components['schemas']['SessionData'];

export async function attachSavedPromoCode(
  client: ApiClient,
  phase: PromoPhase,
  draft: SessionData,
): Promise<SessionData> {
  // A resident without a saved code gets spec §8's NOT_FOUND in a 200: no failed request, no error page.
  if (draft.promo_code) return draft;
  try {
    const promo = await restorePromoCode(client, phase);
    return promo ? { ...draft, promo_code: promo.promo_code } : draft;
  } catch {
    return draft;
  }
}
