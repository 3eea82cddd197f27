import { describe, expect, it } from 'vitest';
import {
  bookingBasisPoints,
  COMMISSION_LIMITS,
  COMMISSION_MESSAGES,
  commissionNotice,
  commissionOn,
  commissionTerms,
  indiaMonthBounds,
  monthInWords,
  parseBookingValue,
  percentText,
  previousIndiaMonth,
} from './commission';
import { DisputeBodySchema } from './schemas/commission';
import { SetEnquiryStatusSchema } from './schemas/enquiries';

// The commission's rules (issue 30, decision 0075): the booking's value as typed, when 7% applies,
// and India's months.

describe("a booking's value as a vendor types it", () => {
  it.each([
    ['150000', 15_000_000],
    ['1,50,000', 15_000_000],
    ['₹ 1,50,000', 15_000_000],
    ['₹1,50,000.50', 15_000_050],
    ['Rs. 1,50,000', 15_000_000],
    ['150,000', 15_000_000],
    ['12,34,567', 123_456_700],
    ['1,234,567', 123_456_700],
    [' 999 ', 99_900],
    ['0.5', 50],
  ])('reads %s as %i paise', (text, paise) => {
    expect(parseBookingValue(text)).toBe(paise);
  });

  it.each([
    '',
    'one lakh',
    '1,5,0000',
    '15,00,00',
    ',150000',
    '150000,',
    '1,50,000.505',
    '-150000',
    '0',
    '0.00',
    '1e5',
    '₹',
    '100000000000',
  ])('refuses %j', (text) => {
    expect(parseBookingValue(text)).toBeNull();
  });
});

describe('when commission applies', () => {
  const freeUntil = new Date('2027-03-14T18:30:00.000Z'); // 15 March 2027, 00:00 in India

  it('not at the end of the free period, and from the first moment after it', () => {
    const at = commissionTerms({ freeUntil, commissionBasisPoints: 700 }, freeUntil);
    expect(at).toEqual({ applies: false, rateBasisPoints: 700, freeUntil });
    expect(bookingBasisPoints(at)).toBe(0);
    const after = commissionTerms(
      { freeUntil, commissionBasisPoints: 700 },
      new Date(freeUntil.getTime() + 1),
    );
    expect(after.applies).toBe(true);
    expect(bookingBasisPoints(after)).toBe(700);
    // A listing without a recorded rate takes the plans' 7%; without a free period, it applies.
    expect(commissionTerms({ freeUntil: null, commissionBasisPoints: null }, freeUntil)).toEqual({
      applies: true,
      rateBasisPoints: 700,
      freeUntil: null,
    });
  });

  it('says so in words before the vendor confirms', () => {
    const within = commissionTerms({ freeUntil, commissionBasisPoints: 700 }, new Date(0));
    expect(commissionNotice(within, 15_000_000)).toBe(
      'No commission: your free period runs until 15 March 2027.',
    );
    const after = commissionTerms({ freeUntil, commissionBasisPoints: 700 }, new Date(2e12));
    expect(commissionNotice(after, 15_000_000)).toBe(
      '7% commission applies: ₹10,500 on ₹1,50,000.',
    );
    expect(commissionNotice(after, null)).toBe(
      '7% commission applies: your free period ended on 15 March 2027.',
    );
    expect(percentText(750)).toBe('7.5%');
  });

  it('rounds the commission half up to the paisa', () => {
    expect(commissionOn(15_000_000, 700)).toBe(1_050_000);
    expect(commissionOn(150, 700)).toBe(11); // 10.5 paise
    expect(commissionOn(149, 700)).toBe(10); // 10.43 paise
  });
});

describe("India's months", () => {
  it('run from one India midnight to the next month’s', () => {
    const march = indiaMonthBounds(2027, 3);
    expect(march.from.toISOString()).toBe('2027-02-28T18:30:00.000Z');
    expect(march.to.toISOString()).toBe('2027-03-31T18:30:00.000Z');
    const december = indiaMonthBounds(2026, 12);
    expect(december.to.toISOString()).toBe('2026-12-31T18:30:00.000Z');
  });

  it('the month before is India’s: 00:30 IST on 1 April is April, so March', () => {
    expect(previousIndiaMonth(new Date('2027-03-31T19:00:00.000Z'))).toEqual({
      year: 2027,
      month: 3,
    });
    expect(previousIndiaMonth(new Date('2027-03-31T18:00:00.000Z'))).toEqual({
      year: 2027,
      month: 2,
    });
    expect(previousIndiaMonth(new Date('2027-01-01T00:00:00.000Z'))).toEqual({
      year: 2026,
      month: 12,
    });
    expect(monthInWords('2027-03-01')).toBe('March 2027');
  });
});

describe('the schemas', () => {
  it('Booked needs a value; Declined does not', () => {
    expect(SetEnquiryStatusSchema.parse({ status: 'booked', bookingValue: '₹ 1,50,000' })).toEqual({
      status: 'booked',
      bookingValue: 15_000_000,
    });
    expect(SetEnquiryStatusSchema.parse({ status: 'declined' })).toEqual({ status: 'declined' });
    const missing = SetEnquiryStatusSchema.safeParse({ status: 'booked' });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['bookingValue', "Enter the booking's value in rupees, for example 1,50,000."],
    ]);
  });

  it('a dispute of a wrong value needs the right one, and only it does', () => {
    expect(
      DisputeBodySchema.parse({
        reason: 'wrong_value',
        note: 'We agreed less.',
        rightValue: '1,20,000',
      }),
    ).toEqual({ reason: 'wrong_value', note: 'We agreed less.', claimedValuePaise: 12_000_000 });
    expect(
      DisputeBodySchema.parse({ reason: 'cancelled', note: 'Cancelled.', rightValue: '' }),
    ).toEqual({ reason: 'cancelled', note: 'Cancelled.', claimedValuePaise: null });
    expect(
      DisputeBodySchema.safeParse({ reason: 'wrong_value', note: 'We agreed less.' }).success,
    ).toBe(false);
  });
});

describe('the commission texts that name a limit', () => {
  it('name the limits COMMISSION_LIMITS sets', () => {
    const { noteMinLength, noteMaxLength } = COMMISSION_LIMITS;
    expect(COMMISSION_MESSAGES.noteRequired).toContain(` ${noteMinLength} characters`);
    expect(COMMISSION_MESSAGES.decisionNoteRequired).toContain(` ${noteMinLength} characters`);
    expect(COMMISSION_MESSAGES.noteTooLong).toContain(` ${noteMaxLength} characters`);
  });
});
