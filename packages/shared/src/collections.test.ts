import { describe, expect, it } from 'vitest';
import {
  COLLECTION_NOTICES,
  commissionLineText,
  dueOn,
  hiddenListingsText,
  invoicePaymentPath,
  isOverdue,
  monthInWords,
  ratePercent,
} from './collections';

describe('collecting the commission (decision 0076)', () => {
  it('is due 30 days after the day of issue, and overdue from the day after', () => {
    expect(dueOn('2027-04-08')).toBe('2027-05-08');
    expect(dueOn('2027-01-31')).toBe('2027-03-02');
    expect(dueOn('2028-02-01')).toBe('2028-03-02'); // a leap year
    expect(isOverdue('2027-05-08', '2027-05-08')).toBe(false);
    expect(isOverdue('2027-05-08', '2027-05-09')).toBe(true);
    expect(isOverdue('2027-05-08', '2027-06-01')).toBe(true);
  });

  it('names months, rates and bookings as the invoice prints them', () => {
    expect(monthInWords('2027-03-01')).toBe('March 2027');
    expect(monthInWords('2026-12')).toBe('December 2026');
    expect(ratePercent(700)).toBe('7%');
    expect(ratePercent(750)).toBe('7.5%');
    expect(commissionLineText(700, 3, '2027-03-01')).toBe(
      'Commission at 7% on 3 bookings in March 2027',
    );
    expect(commissionLineText(700, 1, '2027-04-01')).toBe(
      'Commission at 7% on 1 booking in April 2027',
    );
  });

  it('tells the vendor the amount, the due date and where to pay', () => {
    const invoice = {
      number: 'MDP/27-28/000012',
      month: '2027-03-01',
      bookings: 2,
      taxablePaise: 10_000_00,
      totalPaise: 11_800_00,
      dueOn: '2027-05-08',
    };
    const invoiced = COLLECTION_NOTICES.invoiced(invoice);
    expect(invoiced.title).toBe('Commission invoice MDP/27-28/000012 is due by 8 May 2027');
    expect(invoiced.body).toContain(
      'for March 2027 is ₹11,800: ₹10,000 commission on 2 bookings, plus ₹1,800 GST',
    );
    expect(COLLECTION_NOTICES.reminder(invoice, 'second').title).toMatch(/^Second reminder: /);
    expect(COLLECTION_NOTICES.overdue(invoice).body).toContain(hiddenListingsText(invoice.number));
    expect(invoicePaymentPath(12)).toBe('/payment?invoice=12');
  });
});
