// Width and kana conversions of spec §5's input helpers, through jaconv (about 2.6 kB gzip,
// no dependencies). It joins half-width voiced marks: ｶﾞ → ガ, ﾊﾟ → パ, ｳﾞ → ヴ.
import jaconv from 'jaconv';

/** Full-width alphanumerics, symbols and the ideographic space → half-width (ＡＢＣ１２３－ → ABC123-). */
export function toHalfWidth(text: string): string {
  return jaconv.toHanAscii(text);
}

const combiningMarks: Record<string, string> = { 'ﾞ': '\u3099', 'ﾟ': '\u309A' };

/**
 * A half-width ﾞ or ﾟ after a kana that is already full-width joins it (タﾞ → ダ, ハﾟ → パ). Typed
 * one key at a time, ﾀ becomes タ on its own input event before the ﾞ arrives, so the mark must
 * join the converted character, not only a half-width one. A kana the mark cannot voice keeps it.
 */
function joinLateMarks(text: string): string {
  return text.replace(/([ぁ-ゖァ-ヺ])([ﾞﾟ])/gu, (whole, base: string, mark: string) => {
    const joined = `${base}${combiningMarks[mark] ?? ''}`.normalize('NFC');
    return joined.length === 1 ? joined : whole;
  });
}

/** Half-width katakana → full-width, voiced and semi-voiced marks joined (ｶﾞﾊﾟ → ガパ, タﾞ → ダ). */
export function halfWidthKatakanaToFullWidth(text: string): string {
  return jaconv.toZenKana(joinLateMarks(text));
}

/** Hiragana → katakana (やまだ → ヤマダ, ゔ → ヴ); everything else is left as it is. */
export function hiraganaToKatakana(text: string): string {
  return jaconv.toKatakana(text);
}

/** What a kana field applies as the resident types: any kana becomes full-width katakana. */
export function toFullWidthKatakana(text: string): string {
  return hiraganaToKatakana(halfWidthKatakanaToFullWidth(text));
}
