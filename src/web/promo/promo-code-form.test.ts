import { describe, expect, it } from 'vitest';
import { promoCodeError } from './promo-code-form';

describe('promoCodeError', () => {
  it('accepts a code of spec §7’s shape', () => {
    expect(promoCodeError('SHINSEIKATSU2026')).toBeNull();
    expect(promoCodeError('a-b_c')).toBeNull();
  });

  it('says what is wrong otherwise', () => {
    expect(promoCodeError('')).toBe('キャンペーンコードを入力してください。');
    expect(promoCodeError('新生活')).toMatch(/^キャンペーンコードは半角英数字/);
    expect(promoCodeError('A'.repeat(33))).toMatch(/32文字まで/);
  });
});
