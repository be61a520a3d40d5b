import { describe, expect, it } from 'vitest';
import { japaneseDateTime } from './japan-time';

describe('japaneseDateTime', () => {
  it('writes a moment in Japan’s time, midnight as 00', () => {
    expect(japaneseDateTime(new Date('2026-11-29T11:02:00Z'))).toBe('2026年11月29日 20:02');
    expect(japaneseDateTime(new Date('2026-11-30T15:05:00.000Z'))).toBe('2026年12月1日 00:05');
  });
});
