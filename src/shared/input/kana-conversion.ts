// Width and kana conversions of spec §5's input helpers, through jaconv (about 2.6 kB gzip,
// no dependencies). It joins half-width voiced marks: ｶﾞ → ガ, ﾊﾟ → パ, ｳﾞ → ヴ.
import jaconv from 'jaconv';

/** Full-width alphanumerics, symbols and the ideographic space → half-width (ＡＢＣ１２３－ → ABC123-). */
export function toHalfWidth(text: string): string {
  return jaconv.toHanAscii(text);
}

/** Half-width katakana → full-width, voiced and semi-voiced marks joined (ｶﾞﾊﾟ → ガパ). */
export function halfWidthKatakanaToFullWidth(text: string): string {
  return jaconv.toZenKana(text);
}

/** Hiragana → katakana (やまだ → ヤマダ, ゔ → ヴ); everything else is left as it is. */
export function hiraganaToKatakana(text: string): string {
  return jaconv.toKatakana(text);
}

/** What a kana field applies as the resident types: any kana becomes full-width katakana. */
export function toFullWidthKatakana(text: string): string {
  return hiraganaToKatakana(halfWidthKatakanaToFullWidth(text));
}
