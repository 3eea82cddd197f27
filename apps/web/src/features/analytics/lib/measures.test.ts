import { describe, expect, it } from 'vitest';
import { axisTicks, change, formatValue, MEASURES, shortDay } from './measures';

const views = MEASURES[0];
const rate = MEASURES[4];
if (!views || !rate || rate.key !== 'enquiryRate') throw new Error('measures out of order');

describe('change against the previous period', () => {
  it.each([
    [112, 100, '+12% vs previous 30 days', 'up'],
    [88, 100, '−12% vs previous 30 days', 'down'],
    [1001, 1000, '+0.1% vs previous 30 days', 'up'],
    [5, 0, 'New', 'new'],
    [0, 0, 'No change', 'same'],
    [7, 7, 'No change', 'same'],
    [0, 4, '−100% vs previous 30 days', 'down'],
  ])('a count of %s after %s reads %s', (current, previous, text, trend) => {
    expect(change(views, current, previous, 30)).toEqual({ text, trend });
  });

  it.each([
    [2.5, 2, '+0.5 points vs previous 7 days', 'up'],
    [1, 2, '−1 point vs previous 7 days', 'down'],
    [2.5, 0, '+2.5 points vs previous 7 days', 'up'],
    [2.5, null, 'New', 'new'],
    [null, 2, 'No views in this period', 'none'],
    [null, null, 'No change', 'same'],
  ])('an enquiry rate of %s after %s reads %s', (current, previous, text, trend) => {
    expect(change(rate, current, previous, 7)).toEqual({ text, trend });
  });
});

describe('formatting', () => {
  it('writes days short and numbers the Indian way', () => {
    expect(shortDay('2026-02-14')).toBe('14 Feb');
    expect(shortDay('2026-12-01')).toBe('1 Dec');
    expect(formatValue(120000)).toBe('1,20,000');
    expect(formatValue(3.3)).toBe('3.3');
    expect(formatValue(null)).toBe('–');
  });

  it('spreads a few ticks over the days, first and last included', () => {
    const days = Array.from({ length: 30 }, (_, i) => `d${i}`);
    expect(axisTicks(days)).toEqual(['d0', 'd10', 'd19', 'd29']);
    expect(axisTicks(['a', 'b'])).toEqual(['a', 'b']);
  });
});
