import { describe, expect, it } from 'vitest';
import { parseCalendarDate } from '../validation/calendar-date';
import { isOfficeDay, officeClosureOf } from './office-days';

describe('office days (brief §5)', () => {
  it.each([
    ['2027/01/12', true, 'a Tuesday'],
    ['2027/01/16', false, 'a Saturday'],
    ['2027/01/17', false, 'a Sunday'],
    ['2027/01/11', false, '成人の日'],
    ['2026/11/23', false, '勤労感謝の日'],
    ['2026/12/29', false, 'year-end closing'],
    ['2027/01/01', false, '元日'],
    ['2028/01/03', false, 'new-year closing on a Monday'],
    ['2028/01/04', true, 'the first office day of 2028'],
    ['2026/02/30', false, 'not a date'],
  ] as const)('%s → %s (%s)', (date, open, _why) => {
    expect(isOfficeDay(date)).toBe(open);
  });
});

describe('why the office is closed', () => {
  it.each([
    ['2027/01/12', null],
    ['2027/01/16', { kind: 'weekend', weekday: '土曜日' }],
    ['2027/01/17', { kind: 'weekend', weekday: '日曜日' }],
    ['2026/11/23', { kind: 'holiday', name: '勤労感謝の日' }],
    ['2026/12/29', { kind: 'year-end' }],
    ['2027/01/01', { kind: 'holiday', name: '元日' }],
  ] as const)('%s', (date, closure) => {
    expect(officeClosureOf(parseCalendarDate(date)!)).toEqual(closure);
  });
});
