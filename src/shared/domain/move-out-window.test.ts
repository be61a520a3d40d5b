import { describe, expect, it } from 'vitest';
import { moveOutTiming, moveOutWindow } from './move-out-window';

describe('転出届 window (brief §5: 30 days before the move to 10 days after, inclusive)', () => {
  const moveDate = '2026/12/01';

  it('runs from 30 days before the move date to 10 days after it', () => {
    expect(moveOutWindow(moveDate)).toEqual({ first: '2026/11/01', last: '2026/12/11' });
    expect(moveOutWindow('2026/02/30')).toBeNull();
  });

  it.each([
    ['2026/10/31', 'too-early', '31 days before'],
    ['2026/11/01', 'open', '30 days before'],
    ['2026/12/01', 'open', 'the move date'],
    ['2026/12/11', 'open', '10 days after'],
    ['2026/12/12', 'too-late', '11 days after'],
  ] as const)('today %s is %s (%s)', (today, timing, _why) => {
    expect(moveOutTiming(moveDate, today)).toBe(timing);
  });

  it('crosses month and year ends and leap days', () => {
    expect(moveOutWindow('2028/03/01')).toEqual({ first: '2028/01/31', last: '2028/03/11' });
    expect(moveOutWindow('2026/12/25')).toEqual({ first: '2026/11/25', last: '2027/01/04' });
  });

  it('has no answer for a move date or today that is not a date', () => {
    expect(moveOutTiming('2026/13/01', '2026/11/22')).toBeNull();
    expect(moveOutTiming(moveDate, '')).toBeNull();
  });
});
