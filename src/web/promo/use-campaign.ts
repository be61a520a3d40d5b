// The resident's campaign as a lifeline step shows it: their saved code and its campaign
// (GET promo_code, spec §7's named session request `promo_code`) and whether the flow's draft
// carries it (SessionData.promo_code). 「コードを使う」 attaches it (promo_code_restore), 「この
// コードを使わない」 detaches it (cancel_promo_code_restore). No code is no campaign, not an error
// (spec §8); any other failure goes to the error page.
import { useEffect, useRef, useState } from 'react';
import { apiClient } from '../api/client';
import { cancelPromoCodeRestore, getPromoCode, restorePromoCode, type PromoCode, type PromoPhase } from '../api/promo';
import { reportApiFailure } from '../errors/failure-reporting';

export type CampaignState =
  | { status: 'loading' }
  /** No saved code (or the call failed, which went to the error page). */
  | { status: 'none' }
  | {
      status: 'ready';
      promo: PromoCode;
      /** The draft carries the code: the honouring businesses get it with the application. */
      attached: boolean;
      /** A restore or cancel is under way. */
      busy: boolean;
      use: () => void;
      decline: () => void;
    };

export function useCampaign(phase: PromoPhase, draftPromoCode: string | null | undefined): CampaignState {
  const [promo, setPromo] = useState<PromoCode | null | 'loading'>('loading');
  // The resident's own choice on this page, once made; until then, what the draft says.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const live = useRef(true);

  useEffect(() => {
    live.current = true;
    getPromoCode(apiClient).then(
      (answer) => live.current && setPromo(answer),
      (failure: unknown) => {
        if (!live.current) return;
        setPromo(null);
        reportApiFailure('promo_code', failure);
      },
    );
    return () => {
      live.current = false;
    };
  }, []);

  if (promo === 'loading') return { status: 'loading' };
  if (promo === null) return { status: 'none' };

  const change = (attach: boolean) => {
    if (busy) return;
    setBusy(true);
    const call = attach ? restorePromoCode(apiClient, phase) : cancelPromoCodeRestore(apiClient, phase);
    call.then(
      // A restore that found no code to attach (NOT_FOUND: none saved, or it expired) attaches nothing.
      (answer: unknown) => live.current && setChosen(attach && answer !== null),
      (failure: unknown) => reportApiFailure(attach ? 'promo_code_restore' : 'cancel_promo_code_restore', failure),
    ).finally(() => live.current && setBusy(false));
  };

  return {
    status: 'ready',
    promo,
    attached: chosen ?? draftPromoCode === promo.promo_code,
    busy,
    use: () => change(true),
    decline: () => change(false),
  };
}
