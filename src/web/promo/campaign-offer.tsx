// The campaign offer on a lifeline step (decision 020 L4): for the businesses on the page that
// honour the resident's code, the campaign's title and each one's offer, whether the code goes
// with the application, and the way to change that: 「コードを使う」 (promo_code_restore) or
// 「このコードを使わない」 (cancel_promo_code_restore). Nothing shows when the resident has no code
// or none of these businesses honours it. The normal flow shows it on /lifeline and
// /lifeline/{id}; the addition flow on /after/step.
import { useId } from 'react';
import { primaryButton, secondaryButton } from '../components/button.css';
import { notice } from '../forms/notice.css';
import type { PromoPhase } from '../api/promo';
import { useCampaign, type CampaignState } from './use-campaign';
import * as css from './campaign-offer.css';

export interface CampaignOfferProps {
  /** The flow whose draft carries the code: 1 normal, 2 addition. */
  phase: PromoPhase;
  /** The draft's SessionData.promo_code. */
  draftPromoCode: string | null | undefined;
  /** The businesses the page is about: offers of other businesses are not shown. */
  businessIds: readonly string[];
}

export function CampaignOffer({ phase, draftPromoCode, businessIds }: CampaignOfferProps) {
  const campaign = useCampaign(phase, draftPromoCode);
  return <CampaignOfferView campaign={campaign} businessIds={businessIds} />;
}

/** The offer for a campaign already read (the addition flow's step may hold its own state). */
export function CampaignOfferView({ campaign, businessIds }: { campaign: CampaignState; businessIds: readonly string[] }) {
  const titleId = useId();
  if (campaign.status !== 'ready') return null;
  const { promo, attached, busy, use, decline } = campaign;
  const offers = promo.campaign.offers.filter((offer) => businessIds.includes(offer.business_id));
  if (offers.length === 0) return null;
  return (
    <section className={notice} aria-labelledby={titleId}>
      <h2 id={titleId} className={css.title}>{promo.campaign.title}</h2>
      <ul className={css.offers}>
        {offers.map((offer) => (
          <li key={offer.business_id}>{offer.name}：{offer.offer}</li>
        ))}
      </ul>
      {/* Polite: the resident's own choice changes it, and a screen reader hears the outcome. */}
      <p role="status">
        {attached
          ? `キャンペーンコード「${promo.promo_code}」を使って申し込みます。`
          : `キャンペーンコード「${promo.promo_code}」は使わずに申し込みます。`}
      </p>
      <div className={css.actions}>
        {attached ? (
          <button type="button" className={secondaryButton} aria-busy={busy} aria-disabled={busy} onClick={decline}>
            このコードを使わない
          </button>
        ) : (
          <button type="button" className={primaryButton} aria-busy={busy} aria-disabled={busy} onClick={use}>
            コードを使う
          </button>
        )}
      </div>
    </section>
  );
}
