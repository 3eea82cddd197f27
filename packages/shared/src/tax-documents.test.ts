import { describe, expect, it } from 'vitest';
import {
  documentAmount,
  documentDate,
  documentFileStem,
  documentIssuedNotice,
  documentPagePath,
  rupeesText,
} from './tax-documents';

describe('how a tax document reads', () => {
  it('prints amounts with their paise, and spreadsheet cells without symbol or grouping', () => {
    expect(documentAmount(69_900)).toBe('₹699.00');
    expect(documentAmount(59_238)).toBe('₹592.38');
    expect(documentAmount(12_345_605)).toBe('₹1,23,456.05');
    expect(documentAmount(0)).toBe('₹0.00');
    expect(rupeesText(59_238)).toBe('592.38');
    expect(rupeesText(12_345_605)).toBe('123456.05');
    expect(rupeesText(5)).toBe('0.05');
    expect(rupeesText(-704)).toBe('-7.04');
    expect(() => rupeesText(1.5)).toThrow(RangeError);
  });

  it("dates a document by India's calendar", () => {
    // 23:59 on 31 March in UTC is 05:29 on 1 April in India.
    expect(documentDate('2027-03-31T23:59:00.000Z')).toBe('1 Apr 2027');
    expect(documentDate(new Date('2027-03-31T18:29:59.000Z'))).toBe('31 Mar 2027');
  });

  it('makes a number safe for a file name, and names its page', () => {
    expect(documentFileStem('MDP/26-27/000001')).toBe('MDP-26-27-000001');
    expect(documentFileStem('MDPC/26-27/00012')).toBe('MDPC-26-27-00012');
    expect(documentPagePath(41)).toBe('/billing/documents/41');
  });

  it('announces an invoice and a credit note with their numbers and amounts', () => {
    expect(
      documentIssuedNotice({
        kind: 'plan_invoice',
        number: 'MDP/26-27/000001',
        totalPaise: 69_900,
        refersToNumber: null,
      }).title,
    ).toBe('Tax invoice MDP/26-27/000001 for ₹699');
    const note = documentIssuedNotice({
      kind: 'credit_note',
      number: 'MDPC/26-27/00001',
      totalPaise: 27_960,
      refersToNumber: 'MDP/26-27/000001',
    });
    expect(note.title).toBe('Credit note MDPC/26-27/00001 for ₹279.60');
    expect(note.body).toContain('against tax invoice MDP/26-27/000001');
  });
});
