import { describe, expect, it } from 'vitest';
import { blockedOf, certificateLine, japaneseDay, needsCounter, pinLine, signingWarnings, windowLines } from './readiness-texts';

const signing = { certificate_state: 'valid', not_after: '2031-12-01T14:59:59.000Z', expires_before_move: false, pin_attempts_left: 1, pin_locked: false } as const;

describe('readiness texts', () => {
  it('names the certificate and the tries left as the resident reads them, in Japan', () => {
    expect(japaneseDay('2025-03-28T14:59:59.000Z')).toBe('2025年3月28日');
    expect(certificateLine({ ...signing, certificate_state: 'expired', not_after: '2025-03-28T14:59:59.000Z' })).toBe('有効期限が切れています（有効期限：2025年3月28日）。');
    expect(certificateLine(signing)).toBe('有効です（有効期限：2031年12月1日）。');
    expect(pinLine(signing)).toBe('あと1回間違えるとロックされます。');
    expect(pinLine({ ...signing, pin_locked: true, pin_attempts_left: 0 })).toBe('ロックされています。');
  });

  it('warns of the last try and of a certificate ending before the move, and of nothing else', () => {
    expect(signingWarnings(signing)).toHaveLength(1);
    expect(signingWarnings({ ...signing, pin_attempts_left: 5, expires_before_move: true })).toEqual([expect.stringContaining('引越し予定日より前に切れます')]);
    expect(signingWarnings({ ...signing, pin_attempts_left: 5 })).toEqual([]);
  });

  it('sends the card problems to the counter with the card, and the others elsewhere', () => {
    for (const blocker of ['certificate_expired', 'certificate_revoked', 'pin_locked'] as const) {
      expect(needsCounter(blocker)).toBe(true);
      expect(blockedOf(blocker, null).bring).toContain('マイナンバーカード');
    }
    expect(needsCounter('nothing_cancellable')).toBe(false);
    expect(blockedOf('nothing_cancellable', '2026/12/01').reason).toContain('2026年12月1日');
    expect(blockedOf('no_filed_application', null).bring).toEqual([]);
  });

  it('gives the window of each move type from the domain rules, with the days once a date is given', () => {
    expect(windowLines('other_municipality', '2026/12/01')).toEqual([
      '転出届：2026年11月1日から2026年12月11日まで（引越し予定日の30日前から、引越し日の10日後まで）',
      '転入届の来庁予定日：引越し日から14日以内（2026年12月1日〜2026年12月15日）の、窓口が開いている日',
    ]);
    expect(windowLines('same_municipality', null)).toEqual(['転居届の来庁予定日：引越し日から14日以内の、窓口が開いている日']);
    expect(windowLines('abroad', '2026/12/01')).toEqual([]);
  });
});
