import { describe, expect, it } from 'vitest';
import { jisCheckDigit, municipalityKey, toJisCode } from './jis-code';

describe('全国地方公共団体コード', () => {
  it.each([
    ['13101', '131016'], // 千代田区
    ['13113', '131130'], // 渋谷区: remainder 1 gives check digit 0
    ['14104', '141046'], // 横浜市中区
    ['01101', '011011'], // 札幌市中央区
    ['47382', '473821'], // 与那国町
  ])('%s has the code %s', (code5, code6) => {
    expect(toJisCode(code5)).toBe(code6);
  });

  it('gives 1 when the weighted sum is a multiple of 11', () => {
    // 0*6 + 1*5 + 1*4 + 0*3 + 1*2 = 11
    expect(jisCheckDigit('01101')).toBe('1');
  });

  it('reads 5- and 6-digit codes and refuses a wrong check digit', () => {
    expect(municipalityKey('13101')).toBe('13101');
    expect(municipalityKey('131016')).toBe('13101');
    expect(municipalityKey('131017')).toBeNull();
    expect(municipalityKey('1310')).toBeNull();
  });
});
