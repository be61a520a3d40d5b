import { describe, expect, it } from 'vitest';
import { applyInputHelpers } from './input-helpers';

describe('input helper registry', () => {
  it('applies helpers in order, as a kana field does', () => {
    expect(applyInputHelpers('やまだﾀﾛｳ', ['halfWidthKatakanaToFullWidth', 'hiraganaToKatakana'])).toBe('ヤマダタロウ');
  });

  it('formats a birth date typed with the IME on', () => {
    expect(applyInputHelpers('１９９００４０１', ['toHalfWidth', 'dateTyping'])).toBe('1990/04/01');
  });

  it('leaves the value alone without helpers', () => {
    expect(applyInputHelpers('ａ', [])).toBe('ａ');
  });
});
