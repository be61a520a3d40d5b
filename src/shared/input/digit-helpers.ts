// Digit-only and zip helpers of spec §5. Full-width digits are converted first, so a resident
// typing with the Japanese IME on still gets the digits they meant.
import { toHalfWidth } from './kana-conversion';

/** Keeps the digits only (０９０-1234 → 0901234). */
export function digitsOnly(text: string): string {
  return toHalfWidth(text).replace(/\D/g, '');
}

// Hyphen-minus and the dashes and long marks an IME produces in its place.
const hyphenLike = /[-‐‑‒–—―−ｰー－]/g;

/** For a phone number: whatever dash the IME typed becomes "-" (０９０ー１２３４ → 090-1234). */
export function normalizeHyphens(text: string): string {
  return toHalfWidth(text).replace(hyphenLike, '-');
}

/** Drops the hyphen from a zip (100-0001 and １００－０００１ → 1000001). */
export function dropZipHyphen(text: string): string {
  return toHalfWidth(text).replace(hyphenLike, '');
}
