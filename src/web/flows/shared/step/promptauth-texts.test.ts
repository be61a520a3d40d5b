// The promptauth page names what is signed: 申請 in the normal flow, 取消し in the revocation flow.
import { describe, expect, it } from 'vitest';
import { promptauthTextsOf } from './promptauth-texts';

describe('promptauthTextsOf', () => {
  it('keeps the normal flow’s words', () => {
    expect(promptauthTextsOf('申請')).toEqual({
      lead: 'マイナンバーカードの署名用電子証明書で、申請内容に電子署名をしてください。',
      submitting: '申請を送信しています',
      submitFailedTitle: '申請を送信できたか確認できませんでした',
      submitFailedBody: '通信状況をご確認のうえ、「もう一度送信する」を押してください。もう一度送信しても、同じ申請が二重に届くことはありません。',
    });
  });

  it('speaks of the cancellation in the revocation flow, never of 申請', () => {
    const texts = promptauthTextsOf('取消し');
    expect(texts.lead).toBe('マイナンバーカードの署名用電子証明書で、取消しの内容に電子署名をしてください。');
    expect(texts.submitting).toBe('取消しを送信しています');
    expect(texts.submitFailedTitle).toBe('取消しを送信できたか確認できませんでした');
    expect(Object.values(texts).join('')).not.toContain('申請');
  });
});
