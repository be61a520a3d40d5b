// What the SPA knows of the resident's campaign code between pages: the outcome of saving the
// code they came with (マイページ tells them), and whether a code was saved in this tab, so a new
// draft asks for it to be attached (promo_code_restore) without asking on every draft of a
// resident who has none (decision 020, web-identity).
import { createStore, type Persistence } from '../stores/create-store';
import type { PromoCode } from '../api/promo';

export type PromoSaveOutcome =
  | { kind: 'saved'; promo: PromoCode }
  /** No running campaign has the code (NOT_FOUND, no error page): the resident is told politely. */
  | { kind: 'unknown'; code: string };

/** The last save's outcome, until the page that tells it has shown it. */
export const promoSaveOutcomeStore = createStore<PromoSaveOutcome | null>(null);

function tabFlag(key: string): Persistence<boolean> | undefined {
  try {
    if (typeof sessionStorage === 'undefined') return undefined;
    return { storage: sessionStorage, key, parse: (text) => (JSON.parse(text) === true ? true : undefined) };
  } catch {
    return undefined;
  }
}

/** A code was saved as the resident's in this tab: new drafts ask for it. */
export const promoSavedStore = createStore<boolean>(false, { persist: tabFlag('utsuru.promo-saved') });
