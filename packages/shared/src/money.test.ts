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

  it('computes percent off rounded; none when MRP is zero or the offer is not below it', () => {
    expect(percentOff(100000, 75000)).toBe(25);
    expect(percentOff(29900, 19900)).toBe(33);
    expect(percentOff(30000, 19900)).toBe(34);
    // Below the MRP by less than half a percent: still below, so a badge (rounded to 0).
    expect(percentOff(15000000, 14990000)).toBe(0);
    expect(percentOff(5000, 5000)).toBeNull();
    expect(percentOff(5000, 6000)).toBeNull();
    expect(percentOff(0, 0)).toBeNull();
  });

  it.each([
    ['1,50,000', 15000000],
    ['150,000', 15000000],
    ['150000', 15000000],
    ['₹ 1,50,000', 15000000],
    ['₹1,50,000', 15000000],
    ['Rs. 1,50,000', 15000000],
    ['rs 1,50,000', 15000000],
    ['INR 150,000', 15000000],
    ['1,50,000.50', 15000050],
    ['150,000.5', 15000050],
    ['1,50,000/-', 15000000],
    ['12,34,56,789', 123456789_00],
    ['1,234,567', 123456700],
    ['650', 65000],
    ['1,000', 100000],
    [' ₹ 99.99 ', 9999],
  ])('reads %j as people type it', (text, paise) => {
    expect(parseRupeesToPaise(text)).toBe(paise);
  });

  it.each([
    '1,5,0000',
    '15,00,00',
    ',150000',
    '150000,',
    '1,50,000.505',
    '1,50,,000',
    '₹',
    '₹ -1,50,000',
    '1.50.000',
    '1 50 000',
    '$150000',
  ])('refuses the badly grouped or foreign %j', (text) => {
    expect(parseRupeesToPaise(text)).toBeNull();
  });

  it('reads every amount back from its Indian and Western groupings (property)', () => {
    // A fixed walk over magnitudes from ₹1 to ₹10 crore, so a failure repeats.
    let seed = 31;
    for (let i = 0; i < 500; i += 1) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      const rupees = Math.floor((seed / 2 ** 31) * 10 ** (1 + (i % 9)));
      const paise = rupees * 100 + (i % 3 === 0 ? seed % 100 : 0);
      const indian = formatInr(paise);
      expect(parseRupeesToPaise(indian), indian).toBe(paise);
      const western = `${Math.floor(paise / 100).toLocaleString('en-US')}${
        paise % 100 === 0 ? '' : `.${String(paise % 100).padStart(2, '0')}`
      }`;
      expect(parseRupeesToPaise(western), western).toBe(paise);
    }
  });
});
