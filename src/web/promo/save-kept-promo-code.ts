// After login, wherever the resident lands (マイページ, /after/step…): a code kept in the promo
// store becomes the resident's (promo_code_save), and the store forgets it (decision 020 L4).
// It runs on the shell's route session: once a route says someone is signed in, it saves.
// A code no campaign has is no error page (spec §8); マイページ says so politely.
import type { ApiClient } from '../api/client';
import { savePromoCode, type PromoCode } from '../api/promo';
import type { ReportApiFailure } from '../errors/api-failure';
import type { RouteSessionStore } from '../session/route-session-store';
import type { Store } from '../stores/create-store';
import type { PromoSaveOutcome } from './promo-state';

export interface PromoSavingDeps {
  client: ApiClient;
  routeSessions: RouteSessionStore;
  /** The promo client store: the code the resident came with. */
  kept: Store<string | null>;
  outcome: Pick<Store<PromoSaveOutcome | null>, 'set'>;
  report: ReportApiFailure;
}

/** Saves the kept code once a route is signed in; answers the unsubscribe. */
export function installPromoCodeSaving({ client, routeSessions, kept, outcome, report }: PromoSavingDeps): () => void {
  let saving = false;
  // After a failure (shown as the error page, spec §8) the code stays kept, for the next page load.
  let failed = false;
  const check = () => {
    const route = routeSessions.get();
    const code = kept.get();
    if (saving || failed || code === null || route.status !== 'ready' || !route.value.auth.authenticated) return;
    saving = true;
    savePromoCode(client, code).then(
      (promo: PromoCode | null) => {
        kept.reset();
        outcome.set(promo ? { kind: 'saved', promo } : { kind: 'unknown', code });
      },
      (failure: unknown) => {
        failed = true;
        report('promo_code_save', failure);
      },
    ).finally(() => {
      saving = false;
    });
  };
  const stopRoutes = routeSessions.subscribe(check);
  const stopKept = kept.subscribe(check);
  check();
  return () => {
    stopRoutes();
    stopKept();
  };
}
