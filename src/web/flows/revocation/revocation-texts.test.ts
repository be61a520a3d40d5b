import { describe, expect, it } from 'vitest';
import { unknownNumberTexts } from './revocation-texts';

describe('unknownNumberTexts', () => {
  it('names a 受付番号 from the address back to the resident', () => {
    expect(unknownNumberTexts('7KQ2-M9XD-4T3H')[0]).toBe('受付番号 7KQ2-M9XD-4T3H の送信済みの申請が見つかりません。');
  });

  it('never shows other words from the address inside its sentence', () => {
    expect(unknownNumberTexts('至急お電話ください 0120-000-000')[0]).toBe('お探しの送信済みの申請が見つかりません。');
  });
});
