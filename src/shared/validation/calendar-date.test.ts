import { describe, expect, it } from 'vitest';
import { calendarDayInJapan, compareDays, formatCalendarDate, parseCalendarDate, yearsBefore } from './calendar-date';

describe('calendar dates', () => {
  it('parses real dates and refuses impossible ones', () => {
    expect(parseCalendarDate('2024/02/29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseCalendarDate('2023/02/29')).toBeNull();
    expect(parseCalendarDate('0000/01/01')).toBeNull();
    expect(parseCalendarDate('2024/2/29')).toBeNull();
  });

  it('formats with zero padding', () => {
    expect(formatCalendarDate({ year: 1990, month: 4, day: 1 })).toBe('1990/04/01');
  });

  it('goes back whole years, 29 February falling back to 28 February', () => {
    expect(yearsBefore({ year: 2026, month: 11, day: 22 }, 130)).toEqual({ year: 1896, month: 11, day: 22 });
    expect(yearsBefore({ year: 2024, month: 2, day: 29 }, 130)).toEqual({ year: 1894, month: 2, day: 28 });
    expect(yearsBefore({ year: 2024, month: 2, day: 29 }, 4)).toEqual({ year: 2020, month: 2, day: 29 });
  });

  it('compares days', () => {
    expect(compareDays({ year: 2026, month: 1, day: 2 }, { year: 2026, month: 1, day: 1 })).toBeGreaterThan(0);
    expect(compareDays({ year: 2025, month: 12, day: 31 }, { year: 2026, month: 1, day: 1 })).toBeLessThan(0);
  });

  it('reads the day in Japan, which starts at 15:00 UTC', () => {
    expect(calendarDayInJapan(new Date('2026-11-21T14:59:59Z'))).toEqual({ year: 2026, month: 11, day: 21 });
    expect(calendarDayInJapan(new Date('2026-11-21T15:00:00Z'))).toEqual({ year: 2026, month: 11, day: 22 });
  });
});
