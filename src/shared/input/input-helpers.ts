// The typed registry of input helpers; a form field names the ones it applies while typing.
import { formatDateWhileTyping } from './date-typing';
import { digitsOnly, dropZipHyphen, normalizeHyphens } from './digit-helpers';
import { halfWidthKatakanaToFullWidth, hiraganaToKatakana, toHalfWidth } from './kana-conversion';

export const inputHelpers = {
  toHalfWidth,
  halfWidthKatakanaToFullWidth,
  hiraganaToKatakana,
  digitsOnly,
  dropZipHyphen,
  normalizeHyphens,
  dateTyping: formatDateWhileTyping,
} as const satisfies Record<string, (text: string) => string>;

export type InputHelperName = keyof typeof inputHelpers;

/** Applies the named helpers in order. */
export function applyInputHelpers(text: string, names: readonly InputHelperName[]): string {
  return names.reduce((value, name) => inputHelpers[name](value), text);
}
