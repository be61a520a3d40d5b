// A new draft of a flow that notifies lifeline businesses starts without a campaign code; when
// the resident saved one in this tab, it is attached at once (promo_code_restore), so the
// lifeline step shows the offer already taken (decision 020 L4). The normal flow calls this
// where it creates its draft (api/drafts.ts createDraft); the addition flow after
// user_session_initialize?phase=2. Failing to attach is no error: the draft is as created, and
// the lifeline step still offers 「コードを使う」.
import type { components } from '#shared/api/schema';
import type { ApiClient } from '../api/client';
import { restorePromoCode, type PromoPhase } from '../api/promo';
import type { Store } from '../stores/create-store';
import { promoSavedStore } from './promo-state';

type SessionData = components['schemas']['SessionData'];

export async function attachSavedPromoCode(
  client: ApiClient,
  phase: PromoPhase,
  draft: SessionData,
  saved: Pick<Store<boolean>, 'get'> = promoSavedStore,
): Promise<SessionData> {
  if (!saved.get() || draft.promo_code) return draft;
  try {
    const promo = await restorePromoCode(client, phase);
    return promo ? { ...draft, promo_code: promo.promo_code } : draft;
  } catch {
    return draft;
  }
}
