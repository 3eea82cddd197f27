import { describe, expect, it } from 'vitest';
import { formatInr, parseRupeesToPaise, percentOff, rupeesToPaise } from './money';

describe('money (R14)', () => {
  it.each([
    [0, '₹0'],
    [9900, '₹99'],
    [9950, '₹99.50'],
    [129900, '₹1,299'],
    [10000000, '₹1,00,000'],
    [12345678900, '₹12,34,56,789'],
    [-69900, '-₹699'],
  ])('formats %i paise as %s', (paise, text) => {
    expect(formatInr(paise)).toBe(text);
  });

  it('refuses fractional paise', () => {
    expect(() => formatInr(1.5)).toThrow(RangeError);
    expect(() => rupeesToPaise(1.5)).toThrow(RangeError);
  });

  it.each([
    ['99', 9900],
    ['99.9', 9990],
    ['99.99', 9999],
    [' 0.01 ', 1],
    ['1299', 129900],
  ])('parses %s rupees', (text, paise) => {
    expect(parseRupeesToPaise(text)).toBe(paise);
  });

  it.each(['', 'abc', '99.999', '-5', '1e3', '.5', '5.'])('rejects %j', (text) => {
    expect(parseRupeesToPaise(text)).toBeNull();
  });

  it('computes percent off rounded, none when MRP is zero', () => {
    expect(percentOff(100000, 75000)).toBe(25);
    expect(percentOff(29900, 19900)).toBe(33);
    expect(percentOff(30000, 19900)).toBe(34);
    expect(percentOff(5000, 5000)).toBe(0);
    expect(percentOff(0, 0)).toBeNull();
  });
});
