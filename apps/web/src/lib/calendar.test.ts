import { describe, expect, it } from 'vitest';
import {
  addMonths,
  dayLabel,
  lastDayOf,
  monthTitle,
  sameDayInMonth,
  weekdayOf,
  weeksOf,
} from './calendar';

describe('calendar months', () => {
  it('moves across years and knows month lengths, leap years included', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(lastDayOf('2028-02')).toBe('2028-02-29');
    expect(lastDayOf('2026-02')).toBe('2026-02-28');
    expect(sameDayInMonth('2026-01-31', 1)).toBe('2026-02-28');
    expect(sameDayInMonth('2026-03-15', -1)).toBe('2026-02-15');
  });

  it('lays a month out in weeks from Sunday', () => {
    // 1 February 2026 is a Sunday: four full weeks, no blanks.
    expect(weekdayOf('2026-02-01')).toBe(0);
    const february = weeksOf('2026-02');
    expect(february).toHaveLength(4);
    expect(february[0]?.[0]).toBe('2026-02-01');
    // 1 March 2026 is a Sunday too, and 31 days need a fifth row with blanks after the 31st.
    const march = weeksOf('2026-03');
    expect(march).toHaveLength(5);
    expect(march[4]).toEqual(['2026-03-29', '2026-03-30', '2026-03-31', null, null, null, null]);
    // 1 April 2026 is a Wednesday: three blanks first.
    expect(weeksOf('2026-04')[0]).toEqual([
      null,
      null,
      null,
      '2026-04-01',
      '2026-04-02',
      '2026-04-03',
      '2026-04-04',
    ]);
  });

  it('names days and months in words', () => {
    expect(dayLabel('2026-02-14')).toBe('Saturday, 14 February 2026');
    expect(monthTitle('2026-11')).toBe('November 2026');
  });
});
