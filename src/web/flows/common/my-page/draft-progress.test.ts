// マイページ's words for an unsent draft.
import { describe, expect, it } from 'vitest';
import { normalDraftOf, savedAtInJapan, stepProgressOf, unsentDraftsOf, type DraftSummary } from './draft-progress';

const draft = (step1_complete: boolean, step2_complete: boolean): DraftSummary => ({ phase: 1, step1_complete, step2_complete, last_saved_at: '2026-11-21T15:30:00Z' });

describe('an unsent draft on マイページ', () => {
  it('dates the last save in Japan, to the minute', () => {
    // 15:30 in UTC on 21 November is 00:30 on 22 November in Japan.
    expect(savedAtInJapan('2026-11-21T15:30:00Z')).toBe('2026年11月22日 0:30');
    expect(savedAtInJapan('2026-11-22T10:05:00+09:00')).toBe('2026年11月22日 10:05');
  });

  it('says how far each step got', () => {
    expect(stepProgressOf(draft(false, false)).map((step) => step.state)).toEqual(['入力中', '未入力']);
    expect(stepProgressOf(draft(true, false)).map((step) => step.state)).toEqual(['入力済み', '入力中']);
    expect(stepProgressOf(draft(true, true)).map((step) => step.state)).toEqual(['入力済み', '入力済み']);
  });

  it('offers to continue an unsent addition too, worded for it and leading to its overview', () => {
    const addition = { ...draft(true, false), phase: 2 as const };
    const listed = unsentDraftsOf([addition, draft(false, false), { ...draft(false, false), phase: 3 as const }]);
    expect(listed.map(({ summary, heading, path }) => [summary.phase, heading, path])).toEqual([
      [1, '入力中の申請があります', '/step'],
      [2, '入力中の追加申込みがあります', '/after/step'],
    ]);
    expect(listed[1]?.steps).toEqual([
      { label: 'ステップ1　申請者の情報', state: '入力済み' },
      { label: 'ステップ2　追加する事業者', state: '入力中' },
    ]);
    expect(unsentDraftsOf([])).toEqual([]);
  });

  it('finds the normal flow’s draft', () => {
    expect(normalDraftOf([{ ...draft(true, false), phase: 2 }])).toBeNull();
    expect(normalDraftOf([draft(true, false)])?.phase).toBe(1);
  });
});
