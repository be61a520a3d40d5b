import { describe, expect, it } from 'vitest';
import { validationMessages } from '../validation/messages';
import { domainMessages } from './domain-messages';
import { allowedVisitDates, visitDateMessage, visitDateProblem } from './visit-date';

describe('来庁予定日 (brief §5: from the move date to 14 days after, on an office day)', () => {
  // 2027/01/05 is a Tuesday; 2027/01/11 is 成人の日.
  const moveDate = '2027/01/05';
  const today = '2026/12/20';

  it.each([
    ['2027/01/05', null, 'the move date itself'],
    ['2027/01/19', null, '14 days after (a Tuesday)'],
    ['2027/01/20', 'outside-window', '15 days after'],
    ['2027/01/04', 'outside-window', 'the day before the move'],
    ['2027/01/09', 'office-closed', 'a Saturday'],
    ['2027/01/10', 'office-closed', 'a Sunday'],
    ['2027/01/11', 'office-closed', '成人の日, a national holiday'],
    ['2027/02/30', 'not-a-date', 'not a calendar date'],
  ] as const)('%s → %s (%s)', (visitDate, problem, _why) => {
    expect(visitDateProblem(visitDate, moveDate, today)).toBe(problem);
  });

  it('closes from 29 December to 3 January, also on weekdays', () => {
    expect(visitDateProblem('2026/12/29', '2026/12/28', '2026/12/01')).toBe('office-closed'); // a Tuesday
    expect(visitDateProblem('2028/01/03', '2027/12/27', '2027/12/01')).toBe('office-closed'); // a Monday
    expect(visitDateProblem('2028/01/04', '2027/12/27', '2027/12/01')).toBeNull();
    expect(visitDateProblem('2026/12/28', '2026/12/28', '2026/12/01')).toBeNull();
  });

  it('refuses a day that has already passed', () => {
    expect(visitDateProblem('2027/01/06', moveDate, '2027/01/08')).toBe('past');
    expect(visitDateProblem('2027/01/08', moveDate, '2027/01/08')).toBeNull();
  });

  it('words each problem for the 来庁予定日 field', () => {
    expect(visitDateMessage('2027/01/20', moveDate, today)).toBe(
      '来庁予定日は、引越し日から14日以内の、窓口が開いている日（土日・祝日・12月29日〜1月3日を除く）を入力してください。',
    );
    expect(visitDateMessage('2027/01/06', moveDate, '2027/01/08')).toBe(domainMessages.visitDateInPast);
    expect(visitDateMessage('2027/1/6', moveDate, today)).toBe(validationMessages.calendarDate);
    expect(visitDateMessage('2027/01/06', moveDate, today)).toBeNull();
  });

  it('lists the days the browser may offer, from today on', () => {
    const all = ['2027/01/05', '2027/01/06', '2027/01/07', '2027/01/08', '2027/01/12', '2027/01/13', '2027/01/14', '2027/01/15', '2027/01/18', '2027/01/19'];
    expect(allowedVisitDates(moveDate, today)).toEqual(all);
    expect(allowedVisitDates(moveDate, '2027/01/14')).toEqual(['2027/01/14', '2027/01/15', '2027/01/18', '2027/01/19']);
    expect(allowedVisitDates(moveDate, '2027/01/20')).toEqual([]);
    expect(allowedVisitDates('2026/12/25', '2026/12/01')).toEqual(['2026/12/25', '2026/12/28', '2027/01/04', '2027/01/05', '2027/01/06', '2027/01/07', '2027/01/08']);
    expect(allowedVisitDates('not a date', today)).toEqual([]);
  });
});

describe('a 来庁予定日 on a closed day names the rule it breaks (issue 11, point 6)', () => {
  it.each([
    ['2027/01/09', '2027/01/05', '土曜日は窓口が閉庁しています。窓口が開いている日を入力してください。'],
    ['2027/01/10', '2027/01/05', '日曜日は窓口が閉庁しています。窓口が開いている日を入力してください。'],
    ['2027/01/11', '2027/01/05', '1月11日は成人の日のため窓口が閉庁しています。窓口が開いている日を入力してください。'],
    ['2026/11/23', '2026/11/20', '11月23日は勤労感謝の日のため窓口が閉庁しています。窓口が開いている日を入力してください。'],
    ['2027/01/01', '2026/12/28', '1月1日は元日のため窓口が閉庁しています。窓口が開いている日を入力してください。'],
    ['2026/12/30', '2026/12/28', '12月29日から1月3日までは年末年始のため窓口が閉庁しています。窓口が開いている日を入力してください。'],
    ['2028/01/03', '2027/12/27', '12月29日から1月3日までは年末年始のため窓口が閉庁しています。窓口が開いている日を入力してください。'],
    // A Saturday in the year-end closing: the weekday is what a resident recognises first.
    ['2027/01/02', '2026/12/28', '土曜日は窓口が閉庁しています。窓口が開いている日を入力してください。'],
  ] as const)('%s', (visitDate, moveDate, message) => {
    expect(visitDateMessage(visitDate, moveDate, '2026/11/01')).toBe(message);
  });
});
