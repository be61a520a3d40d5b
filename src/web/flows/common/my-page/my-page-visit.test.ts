// When マイページ offers 「来庁日時を変更する」 (issue 27): a reserved visit that is not past, whose
// procedure still stands; the server decides again on the change.
import { describe, expect, it } from 'vitest';
import { sentApplicationWithVisit as withVisit } from '../../../testing/api-fixtures';
import { canChangeVisit, changedMessageOf } from './my-page-visit';

describe('canChangeVisit', () => {
  it('offers the change while the procedure stands', () => {
    for (const status of ['pending', 'sending', 'delivered', 'received'] as const) {
      const { application, visit } = withVisit(status);
      expect(canChangeVisit(application, visit), status).toBe(true);
    }
  });

  it('does not offer it once the procedure ended, the visit is past or cancelled', () => {
    for (const status of ['completed', 'returned', 'failed'] as const) {
      const { application, visit } = withVisit(status);
      expect(canChangeVisit(application, visit), status).toBe(false);
    }
    const past = withVisit('delivered', { past: true });
    expect(canChangeVisit(past.application, past.visit)).toBe(false);
    const cancelled = withVisit('delivered', { state: 'cancelled' });
    expect(canChangeVisit(cancelled.application, cancelled.visit)).toBe(false);
  });

  it('says the new day and slot', () => {
    expect(changedMessageOf(withVisit('delivered', { date: '2026/12/03', time: '14:00' }).visit)).toContain('来庁日時を2026年12月3日 14:00〜に変更しました。');
  });
});
