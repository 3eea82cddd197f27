import { describe, expect, it } from 'vitest';
import { freeUntil, refundablePaise } from './refunds';

const DAY = 24 * 60 * 60 * 1000;
const paidAt = new Date('2026-01-01T10:00:00Z');
const at = (days: number) => new Date(paidAt.getTime() + days * DAY);

describe('refundablePaise (terms, R11)', () => {
  const end = freeUntil(paidAt, 6); // PREMIUM: 6 months, 181 days here
  const period = (end.getTime() - paidAt.getTime()) / DAY;

  it('refunds everything on day 0 and up to the end of day 7', () => {
    expect(refundablePaise(69900, paidAt, end, at(0))).toBe(69900);
    expect(refundablePaise(69900, paidAt, end, at(7))).toBe(69900);
  });

  it('refunds 40% pro rata to the free period left from day 8', () => {
    const expected = Math.floor((69900 * 0.4 * (period - 8)) / period);
    expect(refundablePaise(69900, paidAt, end, at(8))).toBe(expected);
    expect(refundablePaise(69900, paidAt, end, at(8))).toBeLessThan(0.4 * 69900);
    expect(refundablePaise(69900, paidAt, end, at(period / 2))).toBe(Math.floor(69900 * 0.2));
  });

  it('refunds nothing at or after the end of the free period', () => {
    expect(refundablePaise(69900, paidAt, end, end)).toBe(0);
    expect(refundablePaise(69900, paidAt, end, at(400))).toBe(0);
  });
});

describe('freeUntil (R3)', () => {
  it('adds calendar months, clamping to the month end', () => {
    expect(freeUntil(new Date('2026-01-31T00:00:00Z'), 1).toISOString()).toBe(
      '2026-02-28T00:00:00.000Z',
    );
    expect(freeUntil(new Date('2026-03-15T08:30:00Z'), 2).toISOString()).toBe(
      '2026-05-15T08:30:00.000Z',
    );
    expect(freeUntil(new Date('2026-08-31T00:00:00Z'), 6).toISOString()).toBe(
      '2027-02-28T00:00:00.000Z',
    );
  });
});
