// A campaign code arrives with a partner's link (`?promo=CODE`, on any page, typically the top
// page): it goes into the promo store until login (decision 020 L4), and the parameter leaves the
// address bar, so a bookmark or a shared link does not carry it on. A value that cannot be a code
// (spec §7's pattern) is dropped the same way, without a word: the resident did not type it.
import { promoCodePattern } from '#shared/promo-code';
import type { Store } from '../stores/create-store';

export const promoParameter = 'promo';

export interface PromoCaptureDeps {
  /** The page's address (window.location.href). */
  href: string;
  /** Puts the address without the parameter in place (history.replaceState). */
  replaceUrl: (url: string) => void;
  store: Pick<Store<string | null>, 'set'>;
}

/** The code of `?promo=`, trimmed; null when there is none or it cannot be one. */
export function promoCodeOf(search: URLSearchParams): string | null {
  const code = search.get(promoParameter)?.trim() ?? '';
  return promoCodePattern.test(code) ? code : null;
}

/** Keeps `?promo=` in the store and removes it from the address; answers whether there was one. */
export function capturePromoCode({ href, replaceUrl, store }: PromoCaptureDeps): boolean {
  const url = new URL(href);
  if (!url.searchParams.has(promoParameter)) return false;
  const code = promoCodeOf(url.searchParams);
  if (code !== null) store.set(code);
  url.searchParams.delete(promoParameter);
  replaceUrl(`${url.pathname}${url.search}${url.hash}`);
  return code !== null;
}
