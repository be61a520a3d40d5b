// The shell's part of campaign codes (decision 020 L4): at start, `?promo=` of the landing page
// goes into the promo store; from then on, a kept code is saved as soon as a route is signed in.
import { apiClient } from '../api/client';
import { reportApiFailure } from '../errors/failure-reporting';
import { routeSessionStore } from '../session/current-route-session';
import { promoCodeStore } from '../stores/client-stores';
import { capturePromoCode } from './capture-promo-code';
import { promoSaveOutcomeStore } from './promo-state';
import { installPromoCodeSaving } from './save-kept-promo-code';

export function installPromoCodes(): void {
  capturePromoCode({
    href: window.location.href,
    // Before the router reads the address: no route change, no page view for the parameter.
    replaceUrl: (url) => window.history.replaceState(window.history.state, '', url),
    store: promoCodeStore,
  });
  installPromoCodeSaving({
    client: apiClient,
    routeSessions: routeSessionStore,
    kept: promoCodeStore,
    outcome: promoSaveOutcomeStore,
    report: reportApiFailure,
  });
}
