// What the SPA knows of the resident's campaign code between pages: the outcome of saving the
// code they came with, until マイページ has told them (decision 020, web-identity).
import { createStore } from '../stores/create-store';
import type { PromoCode } from '../api/promo';

export type PromoSaveOutcome =
  | { kind: 'saved'; promo: PromoCode }
  /** No running campaign has the code (NOT_FOUND, no error page): the resident is told politely. */
  | { kind: 'unknown'; code: string };

/** The last save's outcome, until the page that tells it has shown it. */
export const promoSaveOutcomeStore = createStore<PromoSaveOutcome | null>(null);
