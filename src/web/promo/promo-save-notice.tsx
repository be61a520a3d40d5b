// What became of the campaign code the resident came with, once login saved it (マイページ, the
// top page; the addition flow's landing may show it too): registered, or, for a code no running
// campaign has (NOT_FOUND, no error page, spec §8), 「このキャンペーンコードは使えませんでした。」.
// The live region is on the page before the words, so a screen reader says them (WCAG 4.1.3);
// the outcome is forgotten once shown.
import { useEffect, useState } from 'react';
import { useStore } from '../stores/use-store';
import { promoSaveOutcomeStore, type PromoSaveOutcome } from './promo-state';
import { notice } from '../forms/notice.css';

export function promoSaveMessage(outcome: PromoSaveOutcome): string {
  if (outcome.kind === 'unknown') return 'このキャンペーンコードは使えませんでした。コードをお確かめください。キャンペーンコードがなくても、手続きはそのまま進められます。';
  return `キャンペーンコード「${outcome.promo.promo_code}」（${outcome.promo.campaign.title}）を登録しました。対象の事業者への申込みで使えます。`;
}

export function PromoSaveNotice() {
  const outcome = useStore(promoSaveOutcomeStore);
  const [shown, setShown] = useState<PromoSaveOutcome | null>(null);
  useEffect(() => {
    if (!outcome) return;
    // After the empty region is on the page; then forgotten, so the next visit says nothing.
    const timer = setTimeout(() => {
      setShown(outcome);
      promoSaveOutcomeStore.set(null);
    }, 100);
    return () => clearTimeout(timer);
  }, [outcome]);
  return (
    <p role="status" className={shown ? notice : undefined}>
      {shown ? promoSaveMessage(shown) : ''}
    </p>
  );
}
