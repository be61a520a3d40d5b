// Whether a revocation can start, from マイページ's list (issue 24, point 1b).
import { describe, expect, it } from 'vitest';
import { revocationTargetOf, unavailableOf } from './revocation-screening';
import { cancellableSummary, pastSummary } from './test-support/revocation-flow-fixtures';

const older = { ...cancellableSummary, application_id: 'older', reception_number: 'AAAA-AAAA-AAAA', submitted_at: '2026-11-01T10:00:00+09:00' };

describe('revocation screening', () => {
  it('explains nothing filed, an unknown 受付番号 and an application past its move date', () => {
    expect(unavailableOf([], null)).toEqual({ reason: 'nothing-filed' });
    expect(unavailableOf([cancellableSummary], 'ZZZZ-ZZZZ-ZZZZ')).toEqual({ reason: 'unknown-number', receptionNumber: 'ZZZZ-ZZZZ-ZZZZ' });
    expect(unavailableOf([pastSummary], pastSummary.reception_number)).toEqual({ reason: 'past-move-date', application: pastSummary });
  });

  it('goes on with an application that can be cancelled, or whose procedures say why not before its move date', () => {
    expect(unavailableOf([cancellableSummary], cancellableSummary.reception_number)).toBeNull();
    expect(unavailableOf([{ ...cancellableSummary, cancellable: false }], null)).toBeNull();
  });

  it('takes the named application, or the newest', () => {
    expect(revocationTargetOf([older, cancellableSummary], null)).toBe(cancellableSummary);
    expect(revocationTargetOf([cancellableSummary, older], older.reception_number)).toBe(older);
    // The newest is past its move date: that is what the revocation without a number is about.
    expect(unavailableOf([older, { ...pastSummary, submitted_at: '2026-11-30T10:00:00+09:00' }], null)?.reason).toBe('past-move-date');
  });
});
