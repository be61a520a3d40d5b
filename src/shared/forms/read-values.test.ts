import { describe, expect, it } from 'vitest';
import { notEntered, readAddress, readDate, readPersonsName, readText } from './read-values';

describe('read-* values', () => {
  it('read dates in Japanese and leave anything else as it is', () => {
    expect(readDate('2026/12/01')).toBe('2026年12月1日');
    expect(readDate('2026/02/30')).toBe('2026/02/30');
    expect(readDate(null)).toBe(notEntered);
  });

  it('read names and addresses, or 「未入力」', () => {
    expect(readPersonsName({ last: '山田', first: '太郎' })).toBe('山田 太郎');
    expect(readPersonsName(undefined)).toBe(notEntered);
    expect(readAddress({ zipcode: '1000001', pref: '東京都', city: '千代田区', town: '千代田', line: '1-1' })).toBe('〒100-0001 東京都千代田区千代田1-1');
    expect(readAddress(null)).toBe(notEntered);
    expect(readText('')).toBe(notEntered);
  });
});
