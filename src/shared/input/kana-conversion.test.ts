import { describe, expect, it } from 'vitest';
import { halfWidthKatakanaToFullWidth, hiraganaToKatakana, toFullWidthKatakana, toHalfWidth } from './kana-conversion';

describe('kana and width conversion', () => {
  it.each([
    ['ＡＢＣｘｙｚ１２３', 'ABCxyz123'],
    ['０９０－１２３４－５６７８', '090-1234-5678'],
    ['ｔａｒｏ＠ｅｘａｍｐｌｅ．ｊｐ', 'taro@example.jp'],
    ['１９９０／０４／０１', '1990/04/01'],
    ['山田　太郎', '山田 太郎'],
    ['ヤマダー', 'ヤマダー'],
    ['abc', 'abc'],
    ['', ''],
  ])('full-width → half-width: %s', (input, expected) => {
    expect(toHalfWidth(input)).toBe(expected);
  });

  it.each([
    ['ｶﾞ', 'ガ'],
    ['ﾊﾟ', 'パ'],
    ['ｳﾞｧｲｵﾘﾝ', 'ヴァイオリン'],
    ['ﾔﾏﾀﾞ ﾀﾛｳ', 'ヤマダ タロウ'],
    ['ｺｰﾋｰ', 'コーヒー'],
    ['ﾎﾟﾝﾁｮ', 'ポンチョ'],
    ['ガパ', 'ガパ'],
  ])('half-width katakana → full-width with voiced marks: %s', (input, expected) => {
    expect(halfWidthKatakanaToFullWidth(input)).toBe(expected);
  });

  it.each([
    ['やまだ', 'ヤマダ'],
    ['がっこう', 'ガッコウ'],
    ['ゔぁいおりん', 'ヴァイオリン'],
    ['はなこー', 'ハナコー'],
    ['山田たろう', '山田タロウ'],
  ])('hiragana → katakana: %s', (input, expected) => {
    expect(hiraganaToKatakana(input)).toBe(expected);
  });

  it('makes any kana full-width katakana for a kana field', () => {
    expect(toFullWidthKatakana('やまだ ﾀﾛｳ')).toBe('ヤマダ タロウ');
    expect(toFullWidthKatakana('ぱﾊﾟパ')).toBe('パパパ');
  });

  it('joins a half-width mark that arrives after its kana was already made full-width', () => {
    expect(halfWidthKatakanaToFullWidth('タﾞ')).toBe('ダ');
    expect(halfWidthKatakanaToFullWidth('ハﾟ')).toBe('パ');
    expect(halfWidthKatakanaToFullWidth('ウﾞ')).toBe('ヴ');
    expect(toFullWidthKatakana('たﾞ')).toBe('ダ');
    // A kana the mark cannot voice keeps it, as a full-width mark.
    expect(halfWidthKatakanaToFullWidth('アﾞ')).toBe('ア゛');
  });
});
